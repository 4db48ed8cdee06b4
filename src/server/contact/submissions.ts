// contact_submissions: every enquiry is stored before anyone is mailed about it.
import type { Queryable, Sql } from "../db/client.ts";
import type { ContactForm } from "../../lib/contact/contact-form.ts";

/** Where an enquiry came from and who sent it (the address only as a keyed hash). */
export interface SubmissionMeta {
  source: string;
  ipHash: string | null;
  userAgent: string | null;
}

/** Whether staff were told: still to send, sent, or the mail failed. */
export type MailStatus = "pending" | "sent" | "failed";

/** Stores an enquiry with mail_status pending and returns its id. */
export async function insertContactSubmission(
  sql: Queryable,
  form: ContactForm,
  meta: SubmissionMeta,
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into contact_submissions
      (name, email, mobile, location, company, product_service, message, cookie_consent,
       source, source_page, ip_hash, user_agent)
    values
      (${form.name}, ${form.email}, ${form.mobile}, ${form.location}, ${form.company || null},
       ${form.productService}, ${form.message}, ${form.cookieConsent},
       ${meta.source}, ${form.sourcePage ?? null}, ${meta.ipHash},
       ${meta.userAgent?.slice(0, 1000) ?? null})
    returning id`;
  return row!.id;
}

/** Records whether the staff notification went out. */
export async function setSubmissionMailStatus(
  sql: Sql,
  id: string,
  status: MailStatus,
): Promise<void> {
  await sql`update contact_submissions set mail_status = ${status} where id = ${id}`;
}
