// The driver download form's rules (document 2 §5), shared by the request modal and
// POST /api/drivers/download-request: every field required with the spec's messages, the receipt
// limited to pdf, jpg, jpeg, png, doc and docx of at most 10MB (the server also checks its bytes).
import * as z from "zod/mini";
import { driversText } from "./drivers-text.ts";
import { emailAddressSchema, MAX_EMAIL_LENGTH } from "../email-address.ts";
import { sameSitePath, SOURCE_PAGE_MESSAGE } from "../source-page.ts";

const messages = driversText.required;

/** The receipt's largest size: 10MB (document 2 §9). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** The receipt's accepted types, as extensions (document 2 §5). */
export const RECEIPT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "doc", "docx"] as const;
/** The hidden field only robots fill in. */
export const DRIVER_HONEYPOT_FIELD = "website";

// Required text: missing or blank gives the spec's message; the maxima are the table's.
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, driversText.tooLong(max)));
}

/** The text fields of a download request, as the form sends them (all strings). */
export const driverRequestSchema = z.object({
  driverId: z.pipe(
    z
      .string({ error: driversText.driverMissing })
      .check(z.trim(), z.regex(/^[1-9]\d{0,14}$/, driversText.driverMissing)),
    z.transform(Number),
  ),
  driverName: z.optional(z.string().check(z.trim(), z.maxLength(200, driversText.tooLong(200)))),
  fullName: requiredText(messages.fullName, 200),
  companyName: requiredText(messages.companyName, 200),
  address: requiredText(messages.address, 1000),
  mobileNumber: requiredText(messages.mobileNumber, 40),
  purpose: requiredText(messages.purpose, 2000),
  email: emailAddressSchema({
    required: messages.email,
    invalid: driversText.emailInvalid,
    tooLong: driversText.tooLong(MAX_EMAIL_LENGTH),
  }),
  // The page the request was sent from (src/lib/source-page.ts).
  sourcePage: z.optional(
    z.pipe(
      z
        .string({ error: SOURCE_PAGE_MESSAGE })
        .check(
          z.refine(
            (value) => value.trim() === "" || sameSitePath(value) !== null,
            SOURCE_PAGE_MESSAGE,
          ),
        ),
      z.transform((value) => sameSitePath(value) ?? undefined),
    ),
  ),
});

/** A checked download request (trimmed). */
export type DriverRequest = z.output<typeof driverRequestSchema>;

/** The form's field names, the receipt included, in the order they appear. */
export type DriverRequestField =
  Exclude<keyof z.input<typeof driverRequestSchema>, "driverName" | "sourcePage"> | "receipt";

/** The first message per field of a failed check. */
export function driverRequestErrors(
  error: z.core.$ZodError,
): Partial<Record<DriverRequestField, string>> {
  const fields: Partial<Record<DriverRequestField, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as DriverRequestField | undefined;
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** What the browser knows of a chosen file before sending it. */
export interface ReceiptChoice {
  name: string;
  size: number;
}

/** The message for a missing, wrongly named or too large receipt, or null when it may be sent. */
export function receiptProblem(file: ReceiptChoice | null): string | null {
  if (!file || file.size === 0) return messages.receipt;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const named =
    file.name.includes(".") && (RECEIPT_EXTENSIONS as readonly string[]).includes(extension);
  if (!named) return driversText.receiptWrongType;
  if (file.size > RECEIPT_MAX_BYTES) return driversText.receiptTooLarge;
  return null;
}
