// The contact form's rules (document 2 §5), shared by the form island and /api/contact*: one schema
// with the spec's exact messages; its fixed parts (choices, limits, the mobile input filter) are in
// contact-fields.ts, which the island loads without zod.
import { z } from "zod";
import { MOBILE_MAX_LENGTH, MOBILE_PATTERN, PRODUCT_SERVICE_OPTIONS } from "./contact-fields.ts";
import { emailAddressSchema } from "../email-address.ts";
import { sameSitePath, SOURCE_PAGE_MESSAGE } from "../source-page.ts";

export * from "./contact-fields.ts";

// A text field: missing or blank is "required"; `min` and `max` carry their own messages.
function text(required: string, min: number, minMessage: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, minMessage)
    .max(max, `Please keep this under ${max} characters`);
}

/** A mobile number: optional country code (+91 for India), then at least 10 digits. */
export const mobileField = z
  .string({ error: "Mobile Number is required" })
  .trim()
  .min(1, "Mobile Number is required")
  .refine(
    (value) =>
      value.length <= MOBILE_MAX_LENGTH && MOBILE_PATTERN.test(value.replace(/[\s()-]/g, "")),
    "Please enter a valid mobile number (10 digits or with country code)",
  );

/** A visitor's e-mail address, required: the site's one address check with this form's messages. */
export const emailField = emailAddressSchema({
  required: "Email Address is required",
  invalid: "Please enter a valid email address",
});

/** The page a form was sent from: a path on this site, or left out (src/lib/source-page.ts). */
export const sourcePageField = z
  .string({ error: SOURCE_PAGE_MESSAGE })
  .refine((value) => value.trim() === "" || sameSitePath(value) !== null, SOURCE_PAGE_MESSAGE)
  .transform((value) => sameSitePath(value) ?? undefined)
  .optional();

/** A contact enquiry as the form sends it and the API accepts it. */
export const contactFormSchema = z.object({
  name: text("Full Name is required", 2, "Full Name must be at least 2 characters", 100),
  email: emailField,
  mobile: mobileField,
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
  sourcePage: sourcePageField,
});

/** A checked enquiry (trimmed; company "" when not given). */
export type ContactForm = z.output<typeof contactFormSchema>;

/** The form's field names, in the order they appear. */
export type ContactField = keyof z.input<typeof contactFormSchema>;

/** The first message per field of a failed check, for showing beside each field. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as ContactField | undefined;
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
