// The catalogue products a quote request names: each slug must be an active product, so a request
// never lists something the site does not sell (or no longer shows).
import { quoteMessages, type QuoteRequest } from "../../lib/quotes/quote-request.ts";
import type { Queryable } from "../db/client.ts";
import { HttpError, type FieldErrors } from "../http/errors.ts";

/** A requested product as the request stores and the mails show it. */
export interface QuotedProduct {
  productId: number;
  slug: string;
  name: string;
  model: string | null;
  quantity: number;
  note: string | null;
}

/** The request's items with their products, in the visitor's order; HttpError 400 naming unknown slugs. */
export async function quotedProducts(
  sql: Queryable,
  items: QuoteRequest["items"],
): Promise<QuotedProduct[]> {
  const slugs = [...new Set(items.map((item) => item.slug))];
  const rows = await sql<{ id: number; slug: string; name: string; model: string | null }[]>`
    select id::int as id, slug, name, coalesce(model, model_number) as model
      from products where slug in ${sql(slugs)} and status = 'active'`;
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const fields: FieldErrors = {};
  items.forEach((item, index) => {
    if (!bySlug.has(item.slug)) fields[`items.${index}.slug`] = quoteMessages.slug;
  });
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new HttpError(400, "invalid_request", first, fields);
  return items.map((item) => {
    const product = bySlug.get(item.slug)!;
    return {
      productId: product.id,
      slug: product.slug,
      name: product.name,
      model: product.model,
      quantity: item.quantity,
      note: item.note ?? null,
    };
  });
}
