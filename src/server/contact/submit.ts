// Takes a contact enquiry: rate limit per address, store it, then mail staff. The enquiry is stored
// before the mail is tried, so a mail failure loses nothing: the visitor is told it was received,
// the row keeps mail_status 'failed', and staff see it in administration.
import type { ContactForm } from "../../lib/contact-form.ts";
import type { Sql } from "../db/client.ts";
import type { Mailer } from "../mail/mail.ts";
import { contactNotification } from "./notify.ts";
import { consumeRateLimit, type RateLimit } from "./rate-limit.ts";
import {
  insertContactSubmission,
  setSubmissionMailStatus,
  type SubmissionMeta,
} from "./submissions.ts";

/** Enquiries allowed per address: 5 in 10 minutes. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 10 * 60 };

/** What submitContact needs besides the enquiry. */
export interface SubmitDeps {
  sql: Sql;
  mailer: Mailer;
  staffEmail: string;
}

/** The outcome: stored (with the mail's fate), or refused by the rate limit. */
export type SubmitResult =
  | { kind: "stored"; id: string; mailStatus: "sent" | "failed" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

/** Stores the enquiry and notifies staff, unless the sender's address is over its limit. */
export async function submitContact(
  deps: SubmitDeps,
  form: ContactForm,
  meta: SubmissionMeta,
): Promise<SubmitResult> {
  if (meta.ipHash) {
    const wait = await consumeRateLimit(deps.sql, `contact:${meta.ipHash}`, CONTACT_RATE_LIMIT);
    if (wait > 0) return { kind: "rate_limited", retryAfterSeconds: wait };
  }
  const id = await insertContactSubmission(deps.sql, form, meta);
  let mailStatus: "sent" | "failed" = "sent";
  try {
    await deps.mailer.send(contactNotification(form, id, deps.staffEmail));
  } catch (error) {
    console.error(`Contact enquiry ${id} stored, but the staff mail failed:`, error);
    mailStatus = "failed";
  }
  await setSubmissionMailStatus(deps.sql, id, mailStatus);
  return { kind: "stored", id, mailStatus };
}
