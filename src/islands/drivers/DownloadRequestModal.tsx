// The download request modal (document 2 §2.4, §4, §5): a native <dialog> (focus kept inside,
// Escape closes) holding the form; closed while no driver is chosen.
import { useEffect, useId, useRef, type SubmitEvent } from "react";
import { RECEIPT_EXTENSIONS, type DriverRequestField } from "../../lib/drivers/driver-request.ts";
import type { Driver } from "../../lib/drivers/drivers.ts";
import RequestField from "./RequestField.tsx";
import { TEXT_FIELDS, useDownloadRequest, type TextField } from "./useDownloadRequest.ts";
import { useDriverRequestText } from "./useDriverRequestText.ts";
import { messageIn } from "../../lib/drivers/drivers-text.ts";
import CloseIcon from "../shared/CloseIcon.tsx";
import "../shared/dialog-close.css";

interface Props {
  driver: Driver | null;
  onClose: () => void;
}

const ACCEPT = RECEIPT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

// How each text field is typed: autocomplete hints, keyboards and sizes.
const CONTROLS: Record<TextField, { autoComplete: string; type?: string; maxLength: number }> = {
  fullName: { autoComplete: "name", maxLength: 200 },
  companyName: { autoComplete: "organization", maxLength: 200 },
  mobileNumber: { autoComplete: "tel", type: "tel", maxLength: 40 },
  email: { autoComplete: "email", type: "email", maxLength: 254 },
  address: { autoComplete: "street-address", maxLength: 1000 },
  purpose: { autoComplete: "off", maxLength: 2000 },
};

/** The modal with the request form for `driver`. */
export default function DownloadRequestModal({ driver, onClose }: Props) {
  const text = useDriverRequestText();
  const shownError = (message: string | undefined) => message && messageIn(text, message);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const focus = (field: DriverRequestField) => document.getElementById(fieldId(field))?.focus();
  const form = useDownloadRequest(driver, { onInvalid: focus, onDone: onClose });

  useEffect(() => {
    const element = dialog.current;
    if (driver && element && !element.open) {
      element.showModal();
      // The dialog element stays mounted: start each request at its title, not where the last one was.
      element.scrollTop = 0;
    }
    if (!driver && element?.open) element.close();
  }, [driver]);

  const close = () => {
    if (form.submitting) return;
    form.reset();
    onClose();
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <dialog
      ref={dialog}
      className="dr-modal"
      aria-labelledby={fieldId("title")}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form key={form.generation} className="dr-form" noValidate onSubmit={onSubmit}>
        <header className="dr-head">
          <h2 id={fieldId("title")}>{text.modalTitle}</h2>
          <button
            type="button"
            className="dialog-close"
            onClick={close}
            disabled={form.submitting}
            aria-label="Close"
          >
            <CloseIcon />
          </button>
        </header>
        {driver && (
          <p className="dr-intro">{text.modalIntro(`${driver.name} ${driver.version}`)}</p>
        )}
        <div className="dr-grid">
          {TEXT_FIELDS.map((field) => (
            <RequestField
              key={field}
              id={fieldId(field)}
              label={text[field]}
              error={shownError(form.errors[field])}
              wide={field === "address" || field === "purpose"}
            >
              {(a11y) =>
                field === "address" || field === "purpose" ? (
                  <textarea
                    {...a11y}
                    name={field}
                    rows={3}
                    maxLength={CONTROLS[field].maxLength}
                    autoComplete={CONTROLS[field].autoComplete}
                    value={form.values[field]}
                    onChange={(event) => form.change(field, event.target.value)}
                  />
                ) : (
                  <input
                    {...a11y}
                    name={field}
                    type={CONTROLS[field].type ?? "text"}
                    maxLength={CONTROLS[field].maxLength}
                    autoComplete={CONTROLS[field].autoComplete}
                    value={form.values[field]}
                    onChange={(event) => form.change(field, event.target.value)}
                  />
                )
              }
            </RequestField>
          ))}
          <RequestField
            id={fieldId("receipt")}
            label={text.receipt}
            error={shownError(form.errors.receipt)}
            hint={text.receiptHint}
            wide
          >
            {(a11y) => (
              <input
                {...a11y}
                name="receipt"
                type="file"
                accept={ACCEPT}
                onChange={(event) => form.chooseReceipt(event.target.files?.[0] ?? null)}
              />
            )}
          </RequestField>
        </div>
        <div className="dr-honeypot" aria-hidden="true">
          <label htmlFor={fieldId("website")}>{text.honeypot}</label>
          <input
            id={fieldId("website")}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.change("website", event.target.value)}
          />
        </div>
        <div className="dr-actions">
          <button
            type="button"
            className="button secondary"
            onClick={close}
            disabled={form.submitting}
          >
            {text.cancel}
          </button>
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? text.processing : text.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
