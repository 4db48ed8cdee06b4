// The contact form's rules (document 2 §5), shared by the form island and /api/contact*: one schema,
// the spec's exact messages, and the mobile input filter with its +91- formatting.
import { z } from "zod";

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

/** What the server answers on success, also shown in the success banner. */
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you for contacting us. Our team will reach out to you soon.";

// Optional country code, then at least 10 digits, once spaces, hyphens and parentheses are gone.
const MOBILE_PATTERN = /^(\+\d{1,3})?\d{10,}$/;
// A simple shape check; the mail provider is the real judge of an address.
/** A plausible e-mail address: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A text field: missing or blank is "required"; `min` and `max` carry their own messages.
function text(required: string, min: number, minMessage: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, minMessage)
    .max(max, `Please keep this under ${max} characters`);
}

const mobile = z
  .string({ error: "Mobile Number is required" })
  .trim()
  .min(1, "Mobile Number is required")
  .refine(
    (value) =>
      value.length <= MOBILE_MAX_LENGTH && MOBILE_PATTERN.test(value.replace(/[\s()-]/g, "")),
    "Please enter a valid mobile number (10 digits or with country code)",
  );

/** A contact enquiry as the form sends it and the API accepts it. */
export const contactFormSchema = z.object({
  name: text("Full Name is required", 2, "Full Name must be at least 2 characters", 100),
  email: z
    .string({ error: "Email Address is required" })
    .trim()
    .min(1, "Email Address is required")
    .max(254, "Please enter a valid email address")
    .regex(EMAIL_PATTERN, "Please enter a valid email address"),
  mobile,
  location: text(
    "State / City / Country is required",
    2,
    "Location must be at least 2 characters",
    200,
  ),
  company: z
    .string()
    .trim()
    .max(200, "Please keep this under 200 characters")
    .optional()
    .default(""),
  productService: z.enum(PRODUCT_SERVICE_OPTIONS, { error: "Please select a Product / Service" }),
  message: text("Message is required", 10, "Message must be at least 10 characters", 5000),
  cookieConsent: z.boolean().optional().default(false),
});

/** A checked enquiry (trimmed; company "" when not given). */
export type ContactForm = z.output<typeof contactFormSchema>;

/** The form's field names, in the order they appear. */
export type ContactField = keyof z.input<typeof contactFormSchema>;

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

/** The first message per field of a failed check, for showing beside each field. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as ContactField | undefined;
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** Whether a Product / Service value is one of the choices (for ?productService= in the URL). */
export function isProductService(value: string | null): value is ProductService {
  return (PRODUCT_SERVICE_OPTIONS as readonly (string | null)[]).includes(value);
}
