// The contact form's fixed parts (document 2 §5) without its schema: the choices, limits and
// patterns, and the mobile input filter with its +91- formatting. The form island loads these at
// once and the schema (contact-form.ts, with zod) only when the form is sent.

/** The Product / Service choices, in the spec's order. */
export const PRODUCT_SERVICE_OPTIONS = [
  "Printers",
  "Labels",
  "Scanners",
  "Software",
  "RFID",
  "Tablets",
  "Printer Heads",
  "Other",
] as const;

/** One of the Product / Service choices. */
export type ProductService = (typeof PRODUCT_SERVICE_OPTIONS)[number];

/** The mobile input's maximum length (document 2 §9). */
export const MOBILE_MAX_LENGTH = 14;

/** Where the form posts, with JavaScript (JSON) or without (a plain form). */
export const CONTACT_POST_PATH = "/api/contact/enhanced-submit";

/** The thank-you page a plain form lands on. */
export const CONTACT_SENT_PATH = "/contact/sent";

/** What the server answers on success, also shown in the success banner. */
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you for contacting us. Our team will reach out to you soon.";

/** Optional country code, then at least 10 digits, once spaces, hyphens and parentheses are gone. */
export const MOBILE_PATTERN = /^(\+\d{1,3})?\d{10,}$/;
/** The honeypot's name: hidden from people, so only robots fill it in. */
export const HONEYPOT_FIELD = "website";

/** Keeps only what a phone number may hold (digits, +, -, spaces, parentheses), at most 14 characters. */
export function filterMobileInput(value: string): string {
  return value.replace(/[^\d+\-\s()]/g, "").slice(0, MOBILE_MAX_LENGTH);
}

/** The mobile input as typed: filtered, and a bare 10-digit or a 13-character +91 number gets "+91-". */
export function formatMobileInput(value: string): string {
  const filtered = filterMobileInput(value);
  if (/^\d{10}$/.test(filtered)) return `+91-${filtered}`;
  // Only digits after +91: "+91-981104567" (a digit deleted) must not become "+91--981104567".
  if (/^\+91\d{10}$/.test(filtered)) return `+91-${filtered.slice(3)}`;
  return filtered;
}

/** Whether a Product / Service value is one of the choices (for ?productService= in the URL). */
export function isProductService(value: string | null): value is ProductService {
  return (PRODUCT_SERVICE_OPTIONS as readonly (string | null)[]).includes(value);
}
