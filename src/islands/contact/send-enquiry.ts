// Sends the contact form to /api/contact/enhanced-submit and words the outcome as document 2 §8 does.
import { company } from "../../lib/company.ts";
import { CONTACT_POST_PATH } from "../../lib/contact/contact-fields.ts";
import type { ContactField } from "../../lib/contact/contact-form.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/idempotency-key.ts";
import { currentSourcePage, SOURCE_PAGE_FIELD } from "../../lib/source-page.ts";

/** The form's values as sent (the honeypot included: robots fill it, people never see it). */
export type EnquiryValues = Record<
  Exclude<ContactField, "cookieConsent" | "sourcePage">,
  string
> & {
  cookieConsent: boolean;
  website: string;
};

/** How a send ended: stored, refused by the server, or never answered. */
export type SendOutcome =
  | { kind: "success" }
  | { kind: "refused"; alert: string; fields: Partial<Record<ContactField, string>> }
  | { kind: "network"; alert: string };

const phone = company.phones[0]?.label ?? "";

/** The alert for a refusal: "Submission failed: {server error or Unknown error}" and who to call. */
export function refusedAlert(serverError: string | undefined): string {
  return (
    `Submission failed: ${serverError || "Unknown error"}\n\n` +
    `Please contact us directly by phone (${phone}) or email (${company.email}).`
  );
}

/** The alert when no answer came: "Error: {message or Network error}" and a hint about the connection. */
export function networkAlert(message: string | undefined): string {
  return `Error: ${message || "Network error"}\n\nPlease check your internet connection and try again.`;
}

function readError(body: unknown): {
  message?: string;
  fields: Partial<Record<ContactField, string>>;
} {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" ? error.message : undefined;
  const fields = (typeof error?.fields === "object" && error.fields) || {};
  return {
    ...(message ? { message } : {}),
    fields: fields as Partial<Record<ContactField, string>>,
  };
}

/** POSTs the enquiry as JSON (with the page it is sent from) under the form's idempotency `key`. */
export async function sendEnquiry(values: EnquiryValues, key: string): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_POST_PATH, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: JSON.stringify({ ...values, [SOURCE_PAGE_FIELD]: currentSourcePage() }),
    });
  } catch (error) {
    return {
      kind: "network",
      alert: networkAlert(error instanceof Error ? error.message : undefined),
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && (body as { success?: unknown } | null)?.success === true)
    return { kind: "success" };
  const { message, fields } = readError(body);
  return { kind: "refused", alert: refusedAlert(message), fields };
}
