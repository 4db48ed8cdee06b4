// Every stored field of an enquiry's submission under the label its form gave it, for the detail
// screen: one table per kind. Addresses as hashes and browser strings are left out: they serve
// abuse checks, not staff.
import type { EnquiryType } from "../../lib/enquiries/enquiries.ts";

/** The label of the page an enquiry was sent from, on its screen and in the export. */
export const SOURCE_PAGE_LABEL = "Sent from page";

type Labelled = readonly (readonly [label: string, column: string])[];

const FIELDS: Readonly<Record<EnquiryType, Labelled>> = {
  contact: [
    ["Full Name", "name"],
    ["Email Address", "email"],
    ["Mobile Number", "mobile"],
    ["Company Name", "company"],
    ["State / City / Country", "location"],
    ["Product / Service", "product_service"],
    ["Message", "message"],
    ["Cookie consent", "cookie_consent"],
    [SOURCE_PAGE_LABEL, "source_page"],
    ["Received by", "source"],
    ["Staff mail", "mail_status"],
  ],
  quote: [
    ["Full Name", "name"],
    ["Company", "company"],
    ["E-mail", "email"],
    ["Mobile", "mobile"],
    ["City", "city"],
    ["GSTIN", "gstin"],
    ["Message", "message"],
    ["Cookie consent", "cookie_consent"],
    [SOURCE_PAGE_LABEL, "source_page"],
    ["Staff mail", "mail_status"],
  ],
  driver: [
    ["Driver", "driver_name"],
    ["Full Name", "full_name"],
    ["Company Name", "company_name"],
    ["Address", "address"],
    ["Mobile Number", "mobile_number"],
    ["Email", "email"],
    ["Purpose", "purpose"],
    ["Receipt type", "receipt_type"],
    ["Receipt size (bytes)", "receipt_size"],
    [SOURCE_PAGE_LABEL, "source_page"],
  ],
};

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
};

/** The submission's fields by label, in its form's order. */
export function labelledFields(
  type: EnquiryType,
  submission: Record<string, unknown>,
): Record<string, string | null> {
  return Object.fromEntries(
    FIELDS[type].map(([label, column]) => [label, asText(submission[column])]),
  );
}
