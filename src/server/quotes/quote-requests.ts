// quote_requests and quote_request_items: a request is stored, with its products, before anyone is
// mailed about it; its inbox row (enquiries) is opened by the table's trigger.
import type { QuoteRequest } from "../../lib/quotes/quote-request.ts";
import type { Queryable, Sql } from "../db/client.ts";
import type { MailStatus, SubmissionMeta } from "../contact/submissions.ts";
import type { QuotedProduct } from "./quote-products.ts";

/** Stores a request and its items in one transaction (or the caller's); returns its id. */
export async function insertQuoteRequest(
  sql: Queryable,
  form: QuoteRequest,
  products: readonly QuotedProduct[],
  meta: Omit<SubmissionMeta, "source">,
): Promise<string> {
  const store = async (tx: Queryable) => {
    const [row] = await tx<{ id: string }[]>`
      insert into quote_requests
        (name, company, email, mobile, city, gstin, message, cookie_consent, source_page, ip_hash,
         user_agent)
      values
        (${form.name}, ${form.company ?? null}, ${form.email}, ${form.mobile}, ${form.city},
         ${form.gstin ?? null}, ${form.message ?? null}, ${form.cookieConsent},
         ${form.sourcePage ?? null}, ${meta.ipHash}, ${meta.userAgent?.slice(0, 1000) ?? null})
      returning id`;
    const items = products.map((product, position) => ({
      quote_request_id: row!.id,
      position,
      product_id: product.productId,
      product_slug: product.slug,
      product_name: product.name,
      product_model: product.model,
      quantity: product.quantity,
      note: product.note,
    }));
    await tx`insert into quote_request_items ${tx(items)}`;
    return row!.id;
  };
  // Inside the caller's transaction (the idempotency key's) both inserts are already together.
  return "savepoint" in sql ? store(sql) : (sql as Sql).begin(store);
}

/** Records whether the staff notification went out. */
export async function setQuoteMailStatus(sql: Sql, id: string, status: MailStatus): Promise<void> {
  await sql`update quote_requests set mail_status = ${status} where id = ${id}`;
}
