// Reads of the public catalogue's products. Only active products are ever answered.
import type { Fragment } from "postgres";
import type { Sql } from "../db/client.ts";
import type { ListingSort } from "../../lib/catalogue/listing-sort.ts";
import { UnknownTaxonomyError } from "./categories.ts";
import { productRowsOf, productSelect, type ProductRow } from "./product-row.ts";
import { searchProductsPage } from "./search.ts";

/** What a listing asks for; names are category, subcategory and brand keys. */
export interface ProductPageQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  categoryName?: string | undefined;
  subcategoryName?: string | undefined;
  brandName?: string | undefined;
  /** The listing's order (the shop's own by default); a search keeps its best-match order. */
  sort?: ListingSort | undefined;
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

/** One page of active products in the shop's order (best match first when searching). */
export async function listActiveProducts(sql: Sql, query: ProductPageQuery): Promise<ProductRow[]> {
  return (await listProductsPage(sql, query)).products;
}

/**
 * One page of active products with the total, filtered by category, subcategory, brand and search.
 * Throws UnknownTaxonomyError when a named category, subcategory or brand does not exist.
 */
export async function listProductsPage(sql: Sql, query: ProductPageQuery): Promise<ProductPage> {
  const { page, limit, search, categoryName, subcategoryName } = query;
  const key = listingKey(sql, categoryName, subcategoryName);
  if (!search) return listingPage(sql, query, key);
  const filters = key ? sql`and p.${sql(key.column)} = ${key.id}` : sql``;
  const [, result] = await Promise.all([
    checkTaxonomy(sql, categoryName, subcategoryName),
    searchProductsPage(sql, search, { page, limit, filters }),
  ]);
  return result;
}

/** The key of a category's or a subcategory's listing (listingKey). */
interface ListingKey {
  column: "category_id" | "subcategory_id";
  id: Fragment;
}

// What selects a listing's products: the column of products p and the id it holds (an SQL
// expression, null when no such category or subcategory); undefined for the whole catalogue. A
// product's subcategory belongs to its category (a foreign key), so a subcategory's products are
// found by it alone, in its listing index, and its count by it alone among the listing counts.
function listingKey(
  sql: Sql,
  categoryName?: string,
  subcategoryName?: string,
): ListingKey | undefined {
  if (subcategoryName) {
    const ofCategory = categoryName
      ? sql`and s.category_id = (select id from categories where name = ${categoryName})`
      : sql``;
    return {
      column: "subcategory_id",
      id: sql`(select s.id from subcategories s where s.name = ${subcategoryName} ${ofCategory})`,
    };
  }
  return categoryName
    ? { column: "category_id", id: sql`(select id from categories where name = ${categoryName})` }
    : undefined;
}

// The order of each sort, over the columns of products (`p`) or of a page's rows (`page`). The
// shop's own order: pinned, featured, staff's position (none last), newest. Prices on request
// come last when sorting by price.
function orderBy(sql: Sql, sort: ListingSort, table: "p" | "page"): Fragment {
  const t = sql(table);
  switch (sort) {
    case "featured":
      return sql`${t}.pinned desc, ${t}.featured desc, ${t}.position nulls last, ${t}.created_at desc, ${t}.id`;
    case "newest":
      return sql`${t}.created_at desc, ${t}.id`;
    case "name":
      return sql`lower(${t}.name), ${t}.id`;
    case "price":
      return sql`${t}.price nulls last, lower(${t}.name), ${t}.id`;
  }
}

// A page of a listing in one statement (one round trip, where three cost the embedded database's
// single backend their overheads in turn): the page's ids, picked from products alone so that
// only its rows are joined and read, in the order of the listing's index when it has one; the
// listing's total from the counts the database keeps (product_listing_counts), or counted when
// a brand narrows it; whether the named category, subcategory and brand exist. An empty page is
// one row without a product, carrying the total and the checks. Limit and offset are sub-selects
// and the ids an array so that no plan depends on their values: the statement then keeps one
// generic plan (a 10-row plan), where with plain parameters it was planned anew each call, most
// of its cost on the embedded database (2.1 ms, now 0.8-1).
async function listingPage(
  sql: Sql,
  { page, limit, categoryName, subcategoryName, brandName, sort = "featured" }: ProductPageQuery,
  key: ListingKey | undefined,
): Promise<ProductPage> {
  const brandId = brandName ? sql`(select id from brands where name = ${brandName})` : undefined;
  const where = sql`p.status = 'active'
       ${key ? sql`and p.${sql(key.column)} = ${key.id}` : sql``}
       ${brandId ? sql`and p.brand_id = ${brandId}` : sql``}`;
  const ids = sql`
    select p.id from products p where ${where}
     order by ${orderBy(sql, sort, "p")}
     limit (select ${limit}::int) offset (select ${(page - 1) * limit}::int)`;
  const total = brandId
    ? sql`(select count(*)::int from products p where ${where})`
    : sql`(select coalesce(sum(n.active), 0)::int from product_listing_counts n
             ${key ? sql`where n.${sql(key.column)} = ${key.id}` : sql``})`;
  const brandKnown = brandName
    ? sql`exists (select 1 from brands where name = ${brandName})`
    : sql`true`;
  const rows = await sql<
    (TaxonomyKnown & { id: number | null; total: number; brand_known: boolean })[]
  >`
    select l.*, page.*
      from (select ${taxonomyKnown(sql, categoryName, subcategoryName)},
                   ${brandKnown} as brand_known, ${total} as total) l
      left join (${productSelect(sql, sql``, sql`, p.pinned, p.position`)}
                 and p.id = any(array(${ids}))) page on true
     order by ${orderBy(sql, sort, "page")}`;
  throwIfUnknown(rows[0]!, categoryName, subcategoryName);
  if (!rows[0]!.brand_known) throw new UnknownTaxonomyError("brand", brandName!);
  const products = productRowsOf(rows.filter((row) => row.id !== null));
  return { products, total: rows[0]!.total };
}

/** Whether the named category and subcategory exist (true when not named). */
interface TaxonomyKnown {
  category_known: boolean;
  subcategory_known: boolean;
}

// The columns of TaxonomyKnown.
function taxonomyKnown(sql: Sql, categoryName?: string, subcategoryName?: string): Fragment {
  const known = (table: string, name?: string) =>
    name ? sql`exists (select 1 from ${sql(table)} where name = ${name})` : sql`true`;
  return sql`${known("categories", categoryName)} as category_known,
             ${known("subcategories", subcategoryName)} as subcategory_known`;
}

// Throws UnknownTaxonomyError for a named category or subcategory that was not found.
function throwIfUnknown(known: TaxonomyKnown, categoryName?: string, subcategoryName?: string) {
  if (!known.category_known) throw new UnknownTaxonomyError("category", categoryName!);
  if (!known.subcategory_known) throw new UnknownTaxonomyError("subcategory", subcategoryName!);
}

// Throws UnknownTaxonomyError for a named category or subcategory that does not exist.
async function checkTaxonomy(
  sql: Sql,
  categoryName?: string,
  subcategoryName?: string,
): Promise<void> {
  if (!categoryName && !subcategoryName) return;
  const [known] = await sql<TaxonomyKnown[]>`
    select ${taxonomyKnown(sql, categoryName, subcategoryName)}`;
  throwIfUnknown(known!, categoryName, subcategoryName);
}
