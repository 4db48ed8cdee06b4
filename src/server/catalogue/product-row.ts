// The product as the public API answers it (document 1 §3, document 2 §3, document 3 §3), and the
// SQL that reads it. The documents mix camelCase and snake_case names; these are theirs.
import type { Fragment } from "postgres";
import { z } from "zod";
import type { Sql } from "../db/client.ts";

/** One product of the public API. */
export const productRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  model_number: z.string().nullable(),
  type: z.string().nullable(),
  category: z.string(),
  category_display_name: z.string(),
  subcategory_id: z.number().nullable(),
  subcategory: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  subcategory_display_name: z.string().nullable(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  specifications: z.string().nullable(),
  // jsonb: checked to be an array by the table, not that its items are strings.
  features: z.array(z.string()).catch([]),
  metaKeywords: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  price: z.number().nullable(),
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  rating: z.number().nullable(),
  review_count: z.number(),
  featured: z.boolean(),
  status: z.enum(["active", "inactive"]),
  created_at: z.date(),
  updated_at: z.date(),
});

/** One product of the public API. */
export type ProductRow = z.infer<typeof productRowSchema>;

/** Checks rows read with `productSelect` (their features are JSON). */
export function productRowsOf(rows: readonly unknown[]): ProductRow[] {
  return z.array(productRowSchema).parse(rows);
}

/**
 * `select … from products p` with its category, subcategory and brand joined (and `join`, e.g. a
 * search ranking, with its `extraColumns`), limited to active products; callers add `and …`
 * conditions, order and limit.
 */
export function productSelect(sql: Sql, join: Fragment = sql``, extraColumns: Fragment = sql``) {
  return sql`
    select p.id::int as id, p.slug, p.name, p.sku, b.display_name as brand, p.model, p.model_number, p.type,
           c.name as category, c.display_name as category_display_name,
           p.subcategory_id::int as subcategory_id, s.name as subcategory, s.name as subcategory_name,
           s.display_name as subcategory_display_name,
           p.short_description as "shortDescription", p.description, p.specifications, p.features,
           p.meta_keywords as "metaKeywords", p.meta_title as "metaTitle", p.meta_description as "metaDescription",
           p.price::float8 as price, p.image, p.pdf, p.rating::float8 as rating, p.review_count, p.featured,
           p.status, p.created_at, p.updated_at ${extraColumns}
      from products p
      join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
      left join brands b on b.id = p.brand_id
      ${join}
     where p.status = 'active'`;
}
