// A quote request (the issue "Leads"): the body of POST /api/quotes, shared by the /quote page's
// island and the function, with the GSTIN check both run. Name, e-mail and mobile follow the contact
// form's rules (contact-form.ts) so a visitor meets the same messages on both forms.
import { z } from "zod";
import { emailField, mobileField, sourcePageField } from "../contact/contact-form.ts";
import { gstinMessages, gstinProblem, normalizeGstin } from "./gstin.ts";

export { gstinProblem } from "./gstin.ts";
import { KEY_PATTERN } from "../catalogue/catalogue-query.ts";
import {
  MAX_QUOTE_ITEMS,
  MAX_QUOTE_MESSAGE_LENGTH,
  MAX_QUOTE_NOTE_LENGTH,
  MAX_QUOTE_QUANTITY,
} from "./quote-limits.ts";

/** What the server answers on success, also shown on the confirmation. */
export const QUOTE_SUCCESS_MESSAGE =
  "Thank you for your quote request. Our team will send you a quotation soon.";

/** Messages the form, the function and the tests share. */
export const quoteMessages = {
  items: "Add at least one product to your quote",
  tooManyItems: `A quote can list at most ${MAX_QUOTE_ITEMS} products`,
  slug: "This product is not in our catalogue",
  quantity: `Quantity must be a whole number from 1 to ${MAX_QUOTE_QUANTITY}`,
  note: `Please keep the note under ${MAX_QUOTE_NOTE_LENGTH} characters`,
  name: "Full Name is required",
  nameShort: "Full Name must be at least 2 characters",
  city: "City is required",
  message: `Please keep the message under ${MAX_QUOTE_MESSAGE_LENGTH} characters`,
  company: "Please keep this under 200 characters",
} as const;

/** A text field that may be left out: trimmed, blank becomes undefined. */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
}

/** One product in the quote. */
export const quoteItemSchema = z.object({
  slug: z
    .string({ error: quoteMessages.slug })
    .max(200, quoteMessages.slug)
    .regex(KEY_PATTERN, quoteMessages.slug),
  quantity: z
    .number({ error: quoteMessages.quantity })
    .int(quoteMessages.quantity)
    .min(1, quoteMessages.quantity)
    .max(MAX_QUOTE_QUANTITY, quoteMessages.quantity),
  note: optionalText(MAX_QUOTE_NOTE_LENGTH, quoteMessages.note),
});

/** POST /api/quotes: the products with quantities, and who asks. */
export const quoteRequestSchema = z.object({
  items: z
    .array(quoteItemSchema, { error: quoteMessages.items })
    .min(1, quoteMessages.items)
    .max(MAX_QUOTE_ITEMS, quoteMessages.tooManyItems),
  name: z
    .string({ error: quoteMessages.name })
    .trim()
    .min(1, quoteMessages.name)
    .min(2, quoteMessages.nameShort)
    .max(100, "Please keep this under 100 characters"),
  company: optionalText(200, quoteMessages.company),
  email: emailField,
  mobile: mobileField,
  city: z
    .string({ error: quoteMessages.city })
    .trim()
    .min(1, quoteMessages.city)
    .max(100, "Please keep this under 100 characters"),
  gstin: z
    .string({ error: gstinMessages.format })
    .transform(normalizeGstin)
    .superRefine((value, context) => {
      const problem = value === "" ? null : gstinProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .optional()
    .transform((value) => value || undefined),
  message: optionalText(MAX_QUOTE_MESSAGE_LENGTH, quoteMessages.message),
  cookieConsent: z.boolean().optional().default(false),
  sourcePage: sourcePageField,
});

/** A checked quote request (trimmed; optional text absent when blank, GSTIN in capitals). */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** A quote request as the form builds it. */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** The first message per field of a failed check, keyed like "items.0.quantity" or "email". */
export function quoteFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
