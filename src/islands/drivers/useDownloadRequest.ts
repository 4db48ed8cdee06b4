// The download form's state machine (document 2 §4): idle → submitting ("Processing...", buttons
// disabled) → success (the download starts, the modal closes, the success alert) or failure (alert).
import { useRef, useState } from "react";
import {
  DRIVER_HONEYPOT_FIELD,
  driverRequestErrors,
  driverRequestSchema,
  receiptProblem,
  type DriverRequestField,
} from "../../lib/drivers/driver-request.ts";
import type { Driver } from "../../lib/drivers/drivers.ts";
import { currentSourcePage, SOURCE_PAGE_FIELD } from "../../lib/source-page.ts";
import { fileSignature, submissionKeys } from "../shared/submission-keys.ts";
import { sendDownloadRequest, startDownload } from "./send-download-request.ts";
import { useDriverRequestText } from "./useDriverRequestText.ts";

/** The text fields a visitor fills in. */
export type TextField = Exclude<DriverRequestField, "driverId" | "receipt">;

/** The text fields in the order the form shows them. */
export const TEXT_FIELDS: readonly TextField[] = [
  "fullName",
  "companyName",
  "mobileNumber",
  "email",
  "address",
  "purpose",
];

type Values = Record<TextField, string> & { website: string };
type Errors = Partial<Record<DriverRequestField, string>>;

const EMPTY: Values = {
  fullName: "",
  companyName: "",
  mobileNumber: "",
  email: "",
  address: "",
  purpose: "",
  website: "",
};

// After the modal has closed and painted: alert() blocks the page while it is open.
const alertSoon = (message: string) => window.setTimeout(() => window.alert(message), 50);

function formFor(driver: Driver, values: Values, receipt: File): FormData {
  const form = new FormData();
  form.append("driverId", String(driver.id));
  form.append("driverName", driver.name);
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  form.append(DRIVER_HONEYPOT_FIELD, values.website);
  form.append(SOURCE_PAGE_FIELD, currentSourcePage());
  form.append("receipt", receipt);
  return form;
}

/** The form's values, errors and status for `driver`, and the handlers that change them. */
export function useDownloadRequest(
  driver: Driver | null,
  handlers: { onInvalid: (first: DriverRequestField) => void; onDone: () => void },
) {
  const text = useDriverRequestText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // Bumped on reset: the form is keyed on it, so the file input (which React cannot clear) is new.
  const [generation, setGeneration] = useState(0);
  // A ref, not state: a second click lands before React re-renders the disabled button.
  const sending = useRef(false);
  // Every try of the same request carries one key, so a retry is never stored or mailed twice.
  const [keys] = useState(submissionKeys);

  const clearError = (field: DriverRequestField) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  function change(field: TextField | "website", value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== "website") clearError(field);
  }

  function chooseReceipt(file: File | null) {
    setReceipt(file);
    clearError("receipt");
  }

  function reset() {
    setValues(EMPTY);
    setReceipt(null);
    setErrors({});
    setGeneration((count) => count + 1);
  }

  function validate(): Errors {
    const checked = driverRequestSchema.safeParse({ ...values, driverId: String(driver?.id) });
    const found: Errors = checked.success ? {} : driverRequestErrors(checked.error);
    // The driver is not a field the visitor can fix; the server judges it (a sample is refused).
    delete found.driverId;
    const problem = receiptProblem(receipt);
    if (problem) found.receipt = problem;
    return found;
  }

  async function submit() {
    if (!driver || sending.current) return;
    const found = validate();
    const first = Object.keys(found)[0] as DriverRequestField | undefined;
    if (first) {
      setErrors(found);
      handlers.onInvalid(first);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    const signature = JSON.stringify([driver.id, values, fileSignature(receipt!)]);
    const outcome = await sendDownloadRequest(
      formFor(driver, values, receipt!),
      keys.keyFor(signature),
    );
    sending.current = false;
    setSubmitting(false);
    if (outcome.kind === "granted") {
      keys.succeeded();
      startDownload(outcome.downloadUrl);
      reset();
      handlers.onDone();
      alertSoon(text.successAlert);
      return;
    }
    if (outcome.kind === "refused") setErrors(outcome.fields);
    alertSoon(outcome.alert);
  }

  return { values, receipt, errors, submitting, generation, change, chooseReceipt, reset, submit };
}
