// Mail that a stopped server owed: an enquiry or a quote request is stored (mail_status 'pending')
// before its mail is sent, so a server killed in between leaves it pending, and nothing else
// would ever send it. npm start sends those left by earlier runs once it serves, each through the
// same code a live request uses, which records 'sent' or 'failed': a second start finds nothing.
// Only rows stored before this start are taken: a newer one belongs to a request in flight here.
import { contactFormSchema } from "../../lib/contact/contact-form.ts";
import { quoteRequestSchema } from "../../lib/quotes/quote-request.ts";
import { notifyStaff } from "../contact/submit.ts";
import type { Sql } from "../db/client.ts";
import { log } from "../log/logger.ts";
import { sendMails } from "../quotes/submit-quote.ts";
import type { Mailer } from "./mail.ts";

/** What sending needs. */
export interface PendingMailDeps {
  sql: Sql;
  mailer: Mailer;
  staffEmail: string;
  /** The site-wide hourly cap on mail to visitors (visitor-mail-policy.ts). */
  visitorMailHourlyCap: number;
  siteUrl: string;
}

/** How many of each were sent (or tried: a failure is recorded as the live request records it). */
export interface PendingMailCount {
  enquiries: number;
  quotes: number;
}

interface ContactRow {
  id: string;
  name: string;
  email: string;
  mobile: string;
  location: string;
  company: string | null;
  product_service: string;
  message: string;
  cookie_consent: boolean;
}

async function pendingEnquiries(deps: PendingMailDeps, before: Date): Promise<number> {
  const rows = await deps.sql<ContactRow[]>`
    select id::text as id, name, email, mobile, location, company, product_service, message,
           cookie_consent
      from contact_submissions
     where mail_status = 'pending' and created_at < ${before}
     order by created_at`;
  for (const row of rows) {
    const form = contactFormSchema.safeParse({
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      location: row.location,
      company: row.company ?? "",
      productService: row.product_service,
      message: row.message,
      cookieConsent: row.cookie_consent,
    });
    if (!form.success) {
      log().error(
        { enquiry: row.id },
        "pending enquiry mail not sent: the stored enquiry no longer reads as one",
      );
      continue;
    }
    await notifyStaff(deps, form.data, row.id);
  }
  return rows.length;
}

interface QuoteRow {
  id: string;
  name: string;
  company: string | null;
  email: string;
  mobile: string;
  city: string;
  gstin: string | null;
  message: string | null;
  cookie_consent: boolean;
}

interface QuoteItemRow {
  product_id: number | null;
  product_slug: string;
  product_name: string;
  product_model: string | null;
  quantity: number;
  note: string | null;
}

async function pendingQuotes(deps: PendingMailDeps, before: Date): Promise<number> {
  const rows = await deps.sql<QuoteRow[]>`
    select id::text as id, name, company, email, mobile, city, gstin, message, cookie_consent
      from quote_requests
     where mail_status = 'pending' and created_at < ${before}
     order by created_at`;
  for (const row of rows) {
    const items = await deps.sql<QuoteItemRow[]>`
      select product_id::int as product_id, product_slug, product_name, product_model,
             quantity::int as quantity, note
        from quote_request_items where quote_request_id = ${row.id} order by position`;
    const form = quoteRequestSchema.safeParse({
      items: items.map((item) => ({
        slug: item.product_slug,
        quantity: item.quantity,
        ...(item.note ? { note: item.note } : {}),
      })),
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      city: row.city,
      cookieConsent: row.cookie_consent,
      ...(row.company ? { company: row.company } : {}),
      ...(row.gstin ? { gstin: row.gstin } : {}),
      ...(row.message ? { message: row.message } : {}),
    });
    if (!form.success) {
      log().error(
        { quote: row.id },
        "pending quote mail not sent: the stored request no longer reads as one",
      );
      continue;
    }
    const products = items.map((item) => ({
      productId: item.product_id ?? 0,
      slug: item.product_slug,
      name: item.product_name,
      model: item.product_model,
      quantity: item.quantity,
      note: item.note,
    }));
    await sendMails(deps, { id: row.id, form: form.data, products, siteUrl: deps.siteUrl });
  }
  return rows.length;
}

/** Sends the mail of every enquiry and quote request stored before `before` and still pending. */
export async function sendPendingMail(
  deps: PendingMailDeps,
  before: Date,
): Promise<PendingMailCount> {
  return {
    enquiries: await pendingEnquiries(deps, before),
    quotes: await pendingQuotes(deps, before),
  };
}
