// The contact form's messages come from src/lib/contact/contact-form.ts (and back from the API) in English,
// exactly as the spec words them; the form shows them in the visitor's language through this map.
import type { ProductService } from "../contact/contact-form.ts";
import type { Translate } from "./dictionary.ts";
import enContactForm, { type ContactFormKey } from "./dictionaries/en-contact-form.ts";

/** The dictionary key of each Product / Service choice (the value sent stays English). */
export const PRODUCT_SERVICE_KEYS: Record<ProductService, ContactFormKey> = {
  Printers: "contact.option.printers",
  Labels: "contact.option.labels",
  Scanners: "contact.option.scanners",
  Software: "contact.option.software",
  RFID: "contact.option.rfid",
  Tablets: "contact.option.tablets",
  "Printer Heads": "contact.option.printerHeads",
  Other: "contact.option.other",
};

const MESSAGE_KEYS = [
  "contact.error.nameRequired",
  "contact.error.nameMin",
  "contact.error.emailRequired",
  "contact.error.emailInvalid",
  "contact.error.mobileRequired",
  "contact.error.mobileInvalid",
  "contact.error.locationRequired",
  "contact.error.locationMin",
  "contact.error.productServiceRequired",
  "contact.error.messageRequired",
  "contact.error.messageMin",
] as const satisfies readonly ContactFormKey[];

const KEY_BY_ENGLISH = new Map<string, ContactFormKey>(
  MESSAGE_KEYS.map((key) => [enContactForm[key], key]),
);
const TOO_LONG = /^Please keep this under (\d+) characters$/;

/** A contact form message in the visitor's language; a message it does not know stays as is. */
export function translateContactMessage(message: string, t: Translate<ContactFormKey>): string {
  const key = KEY_BY_ENGLISH.get(message);
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? t("contact.error.tooLong", { max: tooLong[1]! }) : message;
}
