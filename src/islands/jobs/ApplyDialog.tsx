// The application dialog (document 2 §2.6, §4, §5): a modal titled Apply for Position for one job.
// Tab stays inside it, Esc and Cancel close it, and closing returns focus to what opened it. It
// is mounted when opened and unmounted when closed, so every opening starts from an empty form.
import { useEffect, useId, useRef, type KeyboardEvent, type SubmitEvent } from "react";
import { jobTexts } from "../../lib/jobs/jobs.ts";
import ApplicationFields from "./ApplicationFields.tsx";
import { trapTab } from "../shared/focus-trap.ts";
import type { ApplyingFor } from "./send-application.ts";
import { useApplicationForm } from "./useApplicationForm.ts";
import "./apply-dialog.css";
import CloseIcon from "../shared/CloseIcon.tsx";
import "../shared/dialog-close.css";

interface Props {
  job: ApplyingFor;
  /** Where focus returns on close: the button that opened it (Safari does not focus clicked buttons). */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** The modal application form for `job`. */
export default function ApplyDialog({ job, opener, onClose }: Props) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const dialog = useRef<HTMLDialogElement>(null);
  const focus = (field: string) => document.getElementById(fieldId(field))?.focus();
  const form = useApplicationForm(job, focus, onClose);

  // Opened once per mount: the opener and the ids do not change while it is mounted.
  const firstField = fieldId("firstName");
  useEffect(() => {
    const returnTo = opener ?? (document.activeElement as HTMLElement | null);
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    document.getElementById(firstField)?.focus();
    return () => returnTo?.focus();
  }, [opener, firstField]);

  const close = () => {
    if (!form.submitting) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialog.current) trapTab(event.nativeEvent, dialog.current);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <dialog
      ref={dialog}
      className="ja-dialog"
      aria-labelledby={fieldId("title")}
      aria-describedby={fieldId("job")}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Esc: React decides when the dialog closes (never halfway through sending).
        event.preventDefault();
        close();
      }}
    >
      <form className="ja-form" noValidate onSubmit={onSubmit}>
        <header className="ja-header">
          <div>
            <h2 id={fieldId("title")}>{jobTexts.dialogTitle}</h2>
            <p id={fieldId("job")} className="ja-job">
              {job.title}
            </p>
          </div>
          <button type="button" className="dialog-close" onClick={close} aria-label="Close">
            <CloseIcon />
          </button>
        </header>
        <div className="ja-body">
          <p className="ja-note">
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>
          {form.notice && (
            <p role="alert" className="ja-notice">
              {form.notice}
            </p>
          )}
          <ApplicationFields
            fieldId={fieldId}
            values={form.values}
            errors={form.errors}
            change={form.change}
            chooseResume={form.chooseResume}
          />
        </div>
        <footer className="ja-footer">
          <button
            type="button"
            className="button secondary"
            onClick={close}
            disabled={form.submitting}
          >
            Cancel
          </button>
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? "Submitting..." : "Submit Application"}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
