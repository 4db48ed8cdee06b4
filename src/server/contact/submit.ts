// Takes a contact enquiry: rate limit per address, store it, then mail staff and (under the visitor
// mail policy) the visitor. The enquiry is stored before the mail is tried, so a mail failure loses
// nothing: the visitor is told it was received, the row keeps mail_status 'failed', and staff see it
// in administration. With an Idempotency-Key the enquiry is stored once per key: a retry is
// answered with the first one's id and mails nobody.
import { z } from "zod";
import type { ContactForm } from "../../lib/contact/contact-form.ts";
import type { Sql } from "../db/client.ts";
import { earlierResult, storeOnce, type SubmissionKey } from "../http/idempotency.ts";
import type { RateLimit } from "../http/rate-limit.ts";
import type { Mailer } from "../mail/mail.ts";
import { sendVisitorMail } from "../mail/visitor-mail-policy.ts";
import { contactConfirmation, contactNotification } from "./notify.ts";
import {
  insertContactSubmission,
  setSubmissionMailStatus,
  type SubmissionMeta,
} from "./submissions.ts";

/** Enquiries allowed per address: 5 in 10 minutes. */
const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 10 * 60 };

/** What submitContact needs besides the enquiry. */
export interface SubmitDeps {
  sql: Sql;
  mailer: Mailer;
  staffEmail: string;
  visitorMailHourlyCap: number;
}

/** The outcome: stored now (with the mail's fate), stored by an earlier try, or rate limited. */
export type SubmitResult =
  | { kind: "stored"; id: string; mailStatus: "sent" | "failed" }
  | { kind: "repeat"; id: string }
  | { kind: "rate_limited"; retryAfterSeconds: number };

// What a key records of its enquiry.
const storedEnquiry = z.object({ id: z.string() });

/** Stores the enquiry and notifies staff, unless it is a repeat or its address is over its limit. */
export async function submitContact(
  deps: SubmitDeps,
  form: ContactForm,
  meta: SubmissionMeta,
  key: SubmissionKey | null = null,
): Promise<SubmitResult> {
  // A retry of a stored enquiry is answered before the limit: it is not another message.
  const earlier = await earlierResult(deps.sql, key, storedEnquiry);
  if (earlier) return { kind: "repeat", id: earlier.id };
  const limit = meta.ipHash ? { key: `contact:${meta.ipHash}`, limit: CONTACT_RATE_LIMIT } : null;
  const once = await storeOnce(
    deps.sql,
    key,
    storedEnquiry,
    async (sql) => ({ id: await insertContactSubmission(sql, form, meta) }),
    limit,
  );
  if (once.kind === "rate_limited") return once;
  const { id } = once.result;
  if (once.kind === "repeat") return { kind: "repeat", id };
  const mailStatus = await notifyStaff(deps, form, id);
  await sendVisitorMail(
    { ...deps, hourlyCap: deps.visitorMailHourlyCap },
    contactConfirmation(form, id, deps.staffEmail),
  );
  return { kind: "stored", id, mailStatus };
}

/**
 * Mails staff about a stored enquiry and records the mail's fate. Runs after the enquiry is
 * committed, so nothing here may turn its answer into an error: the visitor would send it again.
 * Also sends what a stopped server left pending (mail/pending-mail.ts).
 */
export async function notifyStaff(
  deps: SubmitDeps,
  form: ContactForm,
  id: string,
): Promise<"sent" | "failed"> {
  let mailStatus: "sent" | "failed" = "sent";
  try {
    await deps.mailer.send(contactNotification(form, id, deps.staffEmail));
  } catch (error) {
    console.error(`Contact enquiry ${id} stored, but the staff mail failed:`, error);
    mailStatus = "failed";
  }
  await setSubmissionMailStatus(deps.sql, id, mailStatus).catch((error: unknown) => {
    console.error(
      `Contact enquiry ${id}: its mail status (${mailStatus}) was not recorded:`,
      error,
    );
  });
  return mailStatus;
}
