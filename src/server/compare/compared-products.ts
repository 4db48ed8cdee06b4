// The products the compare page shows side by side (the issue "Compare"): the active products of
// the slugs asked for, in the order asked, with the fields the comparison needs; the slugs that
// name no product on sale (unknown, or taken off sale) are answered apart, for the page to say so.
import type { Sql } from "../db/client.ts";
import { productRowsOf, productSelect } from "../catalogue/product-row.ts";
import type { CompareAnswer } from "../../lib/compare/compare-answer.ts";

/** The active products of `slugs`, in their order, and the slugs of none. */
export async function listComparedProducts(
  sql: Sql,
  slugs: readonly string[],
): Promise<CompareAnswer> {
  const rows = productRowsOf(await sql`${productSelect(sql)} and p.slug = any(${slugs}::text[])`);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const products = slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    const { name, brand, model, price, image, features, specifications } = row;
    return [{ slug, name, brand, model, price, image, features, specifications }];
  });
  return { products, missing: slugs.filter((slug) => !bySlug.has(slug)) };
}
