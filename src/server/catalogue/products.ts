// Reads of the public catalogue's products. Only active products are ever answered.
import type { Fragment } from "postgres";
import type { Sql } from "../db/client.ts";
import { UnknownTaxonomyError } from "./categories.ts";
import { productRowsOf, productSelect, type ProductRow } from "./product-row.ts";
import { searchProductsPage } from "./search.ts";

/** What a listing asks for; names are category and subcategory keys. */
export interface ProductPageQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  categoryName?: string | undefined;
  subcategoryName?: string | undefined;
}

/** One page of a listing and the number of products on all its pages. */
export interface ProductPage {
  products: ProductRow[];
  total: number;
}

/** The active product with this id, or null. */
export async function getActiveProductById(sql: Sql, id: number): Promise<ProductRow | null> {
  return productRowsOf(await sql`${productSelect(sql)} and p.id = ${id}`)[0] ?? null;
}

/** The active product with this slug, or null. */
export async function getActiveProductBySlug(sql: Sql, slug: string): Promise<ProductRow | null> {
  return productRowsOf(await sql`${productSelect(sql)} and p.slug = ${slug}`)[0] ?? null;
}

/** The newest featured products, for the home page. */
export async function listFeaturedProducts(sql: Sql, limit: number): Promise<ProductRow[]> {
  return productRowsOf(
    await sql`
    ${productSelect(sql)} and p.featured order by p.created_at desc, p.id limit ${limit}`,
  );
}

/** One page of active products, newest first (best match first when searching). */
export async function listActiveProducts(sql: Sql, query: ProductPageQuery): Promise<ProductRow[]> {
  return (await listProductsPage(sql, query)).products;
}

/**
 * One page of active products with the total, filtered by category, subcategory and search.
 * Throws UnknownTaxonomyError when a named category or subcategory does not exist.
 */
export async function listProductsPage(sql: Sql, query: ProductPageQuery): Promise<ProductPage> {
  const { page, limit, search, categoryName, subcategoryName } = query;
  const filters = taxonomyFilter(sql, categoryName, subcategoryName);
  const [, result] = await Promise.all([
    checkTaxonomy(sql, categoryName, subcategoryName),
    search
      ? searchProductsPage(sql, search, { page, limit, filters })
      : newestPage(sql, page, limit, filters),
  ]);
  return result;
}

// `and …` conditions on products p for a category, a subcategory (of that category), or both. A
// product's subcategory belongs to its category (a foreign key), so a subcategory's products are
// found by it alone, in its listing index: counting them read that index only, not every product
// of the category (1.6 ms on the embedded database, then 0.2).
function taxonomyFilter(sql: Sql, categoryName?: string, subcategoryName?: string): Fragment {
  if (subcategoryName) {
    const ofCategory = categoryName
      ? sql`and s.category_id = (select id from categories where name = ${categoryName})`
      : sql``;
    return sql`and p.subcategory_id = (select s.id from subcategories s where s.name = ${subcategoryName} ${ofCategory})`;
  }
  return categoryName
    ? sql`and p.category_id = (select id from categories where name = ${categoryName})`
    : sql``;
}

// The page's ids are picked first from products alone, so only its rows are joined and read.
async function newestPage(
  sql: Sql,
  page: number,
  limit: number,
  filters: Fragment,
): Promise<ProductPage> {
  const ids = sql`
    select p.id from products p where p.status = 'active' ${filters}
     order by p.created_at desc, p.id limit ${limit} offset ${(page - 1) * limit}`;
  const [rows, [count]] = await Promise.all([
    sql`${productSelect(sql, sql`join (${ids}) page on page.id = p.id`)} order by p.created_at desc, p.id`,
    sql<{ total: number }[]>`
      select count(*)::int as total from products p where p.status = 'active' ${filters}`,
  ]);
  return { products: productRowsOf(rows), total: count!.total };
}

// Throws UnknownTaxonomyError for a named category or subcategory that does not exist.
async function checkTaxonomy(
  sql: Sql,
  categoryName?: string,
  subcategoryName?: string,
): Promise<void> {
  if (!categoryName && !subcategoryName) return;
  const [found] = await sql<{ category: boolean; subcategory: boolean }[]>`
    select ${categoryName ? sql`exists (select 1 from categories where name = ${categoryName})` : sql`true`} as category,
           ${subcategoryName ? sql`exists (select 1 from subcategories where name = ${subcategoryName})` : sql`true`} as subcategory`;
  if (!found!.category) throw new UnknownTaxonomyError("category", categoryName!);
  if (!found!.subcategory) throw new UnknownTaxonomyError("subcategory", subcategoryName!);
}
