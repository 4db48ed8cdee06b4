// Every text of the drivers page (document 2 §2.4, §5, §8) in one object. The labels of the
// 15-language dictionary (drivers.*) come from `t`, so the islands rebuild the object in the
// visitor's language; the rest (notices, alerts, server-side checks) stays English. The spec's
// own wording is kept exactly.
import { company } from "./company.ts";
import { ENGLISH, fillPlaceholders, type Translate } from "./i18n/dictionary.ts";

const phone = company.phones[0]?.label ?? "";

/** The drivers page's texts in the language of `t`. */
export function driversTextIn(t: Translate) {
  return {
    heroEyebrow: t("nav.drivers"),
    heroTitle: t("drivers.heroTitle"),
    heroSubtitle: t("drivers.heroSubtitle"),
    searchLabel: t("drivers.searchLabel"),
    searchPlaceholder: t("drivers.searchPlaceholder"),
    categoryLabel: t("drivers.categoryLabel"),
    operatingSystemLabel: t("drivers.osLabel"),
    allCategories: t("drivers.category.all"),
    allOperatingSystems: t("drivers.os.all"),
    categories: {
      printer: t("drivers.category.printer"),
      scanner: t("drivers.category.scanner"),
      mobile: t("drivers.category.mobile"),
      utility: t("drivers.category.utility"),
    },
    operatingSystems: {
      windows: t("drivers.os.windows"),
      macos: t("drivers.os.macos"),
      linux: t("drivers.os.linux"),
      android: t("drivers.os.android"),
      ios: t("drivers.os.ios"),
    },
    count: (shown: number) => `${shown} ${shown === 1 ? "driver" : "drivers"}`,
    version: t("drivers.card.version"),
    released: t("drivers.card.released"),
    size: t("drivers.card.fileSize"),
    file: "File",
    compatibility: t("drivers.card.compatibility"),
    download: t("drivers.card.download"),
    noResultsTitle: t("drivers.noResults"),
    noResultsText: t("drivers.noResultsHint"),
    helpTitle: t("drivers.help.title"),
    help: [
      { title: t("drivers.help.installation"), text: t("drivers.help.installationText") },
      { title: t("drivers.help.troubleshooting"), text: t("drivers.help.troubleshootingText") },
      { title: t("drivers.help.support"), text: t("drivers.help.supportText") },
    ],
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
    noScript: `Downloading needs JavaScript, which is turned off in this browser. Please call ${phone} or email ${company.email} and we will send you the driver.`,
  };
}

/** The shape of the drivers page's texts. */
export type DriversText = ReturnType<typeof driversTextIn>;

const english: Translate = (key, values) =>
  values ? fillPlaceholders(ENGLISH[key], values) : ENGLISH[key];

/** The drivers page's texts in English: the built HTML and the server's messages. */
export const driversText: DriversText = driversTextIn(english);

/** A message of the form's checks (English, shared with the server) in the language of `text`. */
export function messageIn(text: DriversText, message: string): string {
  const fields = Object.keys(driversText.required) as (keyof DriversText["required"])[];
  const field = fields.find((name) => driversText.required[name] === message);
  if (field) return text.required[field];
  return message === driversText.emailInvalid ? text.emailInvalid : message;
}
