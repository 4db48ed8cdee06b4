// The driver download request's texts (document 2 §2.4, §5, §8): the modal, its checks (shared
// with the server and the drivers function) and its alerts. The labels of the 15-language dictionary come from `t`, so the
// modal rebuilds them in the visitor's language; the rest stays English. The spec's own wording is
// kept exactly.
import type { Translate } from "../i18n/dictionary.ts";
import enDriverRequest, { type DriverRequestKey } from "../i18n/dictionaries/en-driver-request.ts";
import { fillPlaceholders } from "../i18n/placeholders.ts";

/** The download request's texts in the language of `t`. */
export function driverRequestTextIn(t: Translate<DriverRequestKey>) {
  return {
    modalTitle: t("drivers.modal.title"),
    modalIntro: (driver: string) => t("drivers.modal.intro", { driver }),
    fullName: t("drivers.modal.fullName"),
    companyName: t("drivers.modal.companyName"),
    address: t("drivers.modal.address"),
    mobileNumber: t("drivers.modal.mobileNumber"),
    purpose: t("drivers.modal.purpose"),
    email: t("drivers.modal.email"),
    receipt: t("drivers.modal.receipt"),
    receiptHint: t("drivers.modal.receiptHint"),
    cancel: t("drivers.modal.cancel"),
    submit: t("drivers.modal.submit"),
    processing: t("drivers.modal.processing"),
    honeypot: "Leave this field empty",
    required: {
      fullName: t("drivers.error.fullName"),
      companyName: t("drivers.error.companyName"),
      address: t("drivers.error.address"),
      mobileNumber: t("drivers.error.mobileNumber"),
      purpose: t("drivers.error.purpose"),
      email: t("drivers.error.emailRequired"),
      receipt: t("drivers.error.receipt"),
    },
    emailInvalid: t("drivers.error.emailInvalid"),
    tooLong: (max: number) => `Please keep this under ${max} characters`,
    driverMissing: "Choose a driver to download",
    receiptWrongType: "The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file",
    receiptTooLarge: "The receipt must be 10MB or smaller",
    successAlert: t("drivers.success"),
    failureFallback: "Failed to process download request",
    thrownAlert: "Error submitting form. Please try again.",
  };
}

/** The shape of the download request's texts. */
export type DriverRequestText = ReturnType<typeof driverRequestTextIn>;

const english: Translate<DriverRequestKey> = (key, values) =>
  values ? fillPlaceholders(enDriverRequest[key], values) : enDriverRequest[key];

/** The download request's texts in English: the server's messages and the modal's alerts. */
export const driversText: DriverRequestText = driverRequestTextIn(english);

/** A message of the form's checks (English, shared with the server) in the language of `text`. */
export function messageIn(text: DriverRequestText, message: string): string {
  const fields = Object.keys(driversText.required) as (keyof DriverRequestText["required"])[];
  const field = fields.find((name) => driversText.required[name] === message);
  if (field) return text.required[field];
  return message === driversText.emailInvalid ? text.emailInvalid : message;
}
