// Takes a quote request: check its products, rate limit per address, store it (once per
// Idempotency-Key), then mail staff and (under the visitor mail policy) the visitor. The request is
// stored before any mail is tried, so a mail failure loses nothing: the row keeps mail_status
// 'failed' and staff see it in Enquiries.
import { z } from "zod";
import type { QuoteRequest } from "../../lib/quotes/quote-request.ts";
import type { SubmissionMeta } from "../contact/submissions.ts";
import type { Sql } from "../db/client.ts";
import { earlierResult, storeOnce, type SubmissionKey } from "../http/idempotency.ts";
import type { RateLimit } from "../http/rate-limit.ts";
import type { Mailer, MailMessage } from "../mail/mail.ts";
import { sendVisitorMail } from "../mail/visitor-mail-policy.ts";
import { quoteConfirmation, quoteNotification, type QuoteFacts } from "./quote-mails.ts";
import { quotedProducts } from "./quote-products.ts";
import { insertQuoteRequest, setQuoteMailStatus } from "./quote-requests.ts";

/** Quote requests allowed per address: 5 in 10 minutes, as for the contact form. */
const QUOTE_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 10 * 60 };

/** What submitQuote needs besides the request. */
export interface QuoteDeps {
  sql: Sql;
  mailer: Mailer;
  staffEmail: string;
  siteUrl: string;
  visitorMailHourlyCap: number;
}

/** The outcome: stored now, stored by an earlier try with the same key, or rate limited. */
export type QuoteResult =
  | { kind: "stored"; id: string }
  | { kind: "repeat"; id: string }
  | { kind: "rate_limited"; retryAfterSeconds: number };

// What a key records of its request.
const storedQuote = z.object({ id: z.string() });

/** Stores the request and mails staff and the visitor, unless it is a repeat or over the limit. */
export async function submitQuote(
  deps: QuoteDeps,
  form: QuoteRequest,
  meta: Omit<SubmissionMeta, "source">,
  key: SubmissionKey | null = null,
): Promise<QuoteResult> {
  // A retry of a stored request is answered before the limit: it is not another request.
  const earlier = await earlierResult(deps.sql, key, storedQuote);
  if (earlier) return { kind: "repeat", id: earlier.id };
  const products = await quotedProducts(deps.sql, form.items);
  const limit = meta.ipHash ? { key: `quote:${meta.ipHash}`, limit: QUOTE_RATE_LIMIT } : null;
  const once = await storeOnce(
    deps.sql,
    key,
    storedQuote,
    async (sql) => ({ id: await insertQuoteRequest(sql, form, products, meta) }),
    limit,
  );
  if (once.kind === "rate_limited") return once;
  const { id } = once.result;
  if (once.kind === "repeat") return { kind: "repeat", id };
  await sendMails(deps, { id, form, products, siteUrl: deps.siteUrl });
  return { kind: "stored", id };
}

async function sent(mailer: Mailer, message: MailMessage, what: string): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    console.error(`Quote request stored, but the ${what} failed:`, error);
    return false;
  }
}

/**
 * Mails staff and the visitor about a stored request and records the staff mail's fate. Runs after
 * the request is committed, so nothing here may turn its answer into an error: the visitor would
 * send it again. Also sends what a stopped server left pending (mail/pending-mail.ts).
 */
export async function sendMails(deps: QuoteDeps, facts: QuoteFacts): Promise<void> {
  const staffMail = await sent(
    deps.mailer,
    quoteNotification(facts, deps.staffEmail),
    "staff mail",
  );
  await sendVisitorMail(
    { ...deps, hourlyCap: deps.visitorMailHourlyCap },
    quoteConfirmation(facts, deps.staffEmail),
  );
  await setQuoteMailStatus(deps.sql, facts.id, staffMail ? "sent" : "failed").catch(
    (error: unknown) =>
      console.error(`Quote request ${facts.id}: mail status not recorded:`, error),
  );
}
