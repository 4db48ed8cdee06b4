// The products as administration sees them: every status, with the version an edit must send
// back (document 3 §2.5; contract of /api/admin/products).
import { z } from "zod";
import type { Sql } from "../db/client.ts";
import { UnknownTaxonomyError } from "../catalogue/categories.ts";
import { productRowSchema } from "../catalogue/product-row.ts";
import { listAuditEntries, type AuditEntry } from "./audit.ts";

/** What the admin list asks for; `category` is a category key. */
export interface AdminProductQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  status?: "active" | "inactive" | undefined;
}

/** One row of the admin product list. */
export interface AdminProductListRow {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  category: string;
  category_display_name: string;
  subcategory: string | null;
  subcategory_display_name: string | null;
  short_description: string | null;
  price: number | null;
  status: "active" | "inactive";
  featured: boolean;
  pinned: boolean;
  position: number | null;
  image: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A product for the edit form: the public row's fields plus ids, version and history. */
const adminProductSchema = productRowSchema.extend({
  category_id: z.number(),
  brand_id: z.number().nullable(),
  pinned: z.boolean(),
  position: z.number().nullable(),
  version: z.number(),
});

/** A product for the edit form. */
export type AdminProduct = z.infer<typeof adminProductSchema> & { audit: AuditEntry[] };

/** An ilike pattern for `text` anywhere; `%`, `_` and `\` typed match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of products of any status, newest first, with the number on all pages. */
export async function listAdminProducts(
  sql: Sql,
  query: AdminProductQuery,
): Promise<{ products: AdminProductListRow[]; total: number }> {
  const { page, limit, search, category, status } = query;
  if (category) {
    const [found] = await sql`select 1 from categories where name = ${category}`;
    if (!found) throw new UnknownTaxonomyError("category", category);
  }
  const pattern = search ? likePattern(search) : null;
  const filters = sql`
    ${category ? sql`and c.name = ${category}` : sql``}
    ${status ? sql`and p.status = ${status}` : sql``}
    ${pattern ? sql`and (p.name ilike ${pattern} or p.sku ilike ${pattern} or p.slug ilike ${pattern} or p.model ilike ${pattern})` : sql``}`;
  const from = sql`
    from products p
    join categories c on c.id = p.category_id
    left join subcategories s on s.id = p.subcategory_id
   where true ${filters}`;
  const [products, [count]] = await Promise.all([
    sql<AdminProductListRow[]>`
      select p.id::int as id, p.name, p.slug, p.sku, c.name as category,
             c.display_name as category_display_name, s.name as subcategory,
             s.display_name as subcategory_display_name, p.short_description,
             p.price::float8 as price, p.status, p.featured, p.pinned, p.position, p.image, p.version,
             p.created_at, p.updated_at
      ${from}
       order by p.created_at desc, p.id desc
       limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total ${from}`,
  ]);
  return { products, total: count!.total };
}

/** The product with this id, whatever its status, with its latest audit entries; or null. */
export async function getAdminProduct(sql: Sql, id: number): Promise<AdminProduct | null> {
  const [row] = await sql`
    select p.id::int as id, p.slug, p.name, p.sku, b.display_name as brand, p.model, p.model_number, p.type,
           p.category_id::int as category_id, c.name as category, c.display_name as category_display_name,
           p.subcategory_id::int as subcategory_id, s.name as subcategory, s.name as subcategory_name,
           s.display_name as subcategory_display_name, p.brand_id::int as brand_id,
           p.short_description as "shortDescription", p.description, p.specifications, p.features,
           p.meta_keywords as "metaKeywords", p.meta_title as "metaTitle", p.meta_description as "metaDescription",
           p.price::float8 as price, p.image, p.pdf, p.rating::float8 as rating, p.review_count, p.featured,
           p.status, p.pinned, p.position, p.version, p.created_at, p.updated_at
      from products p
      join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
      left join brands b on b.id = p.brand_id
     where p.id = ${id}`;
  if (!row) return null;
  const audit = await listAuditEntries(sql, "product", id);
  return { ...adminProductSchema.parse(row), audit };
}
