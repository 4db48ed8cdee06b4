// Reads of product categories and their subcategories.
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { groupCategoryMenu, type MenuCategory } from "../../lib/catalogue/category-menu.ts";
import { listBrands, type BrandSummary } from "./brands.ts";

/** A subcategory as the public pages and API show it (document 3 §3). */
export interface SubcategorySummary {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  image: string | null;
  category_id: number;
  category_name: string;
  category_display_name: string;
}

/** A category as the public pages and API show it. */
export interface CategorySummary {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  product_count: number;
}

/** What the admin forms' dropdowns choose from. */
export interface DropdownData {
  categories: CategorySummary[];
  subcategories: SubcategorySummary[];
  brands: BrandSummary[];
}

/** A request named a category or subcategory that does not exist: 400 "Unknown category: x". */
export class UnknownTaxonomyError extends HttpError {
  override name = "UnknownTaxonomyError";
  constructor(kind: "category" | "subcategory" | "brand", key: string) {
    super(400, `unknown_${kind}`, `Unknown ${kind}: ${key}`, { [kind]: `Unknown ${kind}: ${key}` });
  }
}

/** Every category in display order, with the number of active products in it. */
export async function listCategories(sql: Sql): Promise<CategorySummary[]> {
  return sql<CategorySummary[]>`
    select c.id::int as id, c.name, c.display_name, c.description, c.icon, c.image,
           (select count(*)::int from products p
             where p.category_id = c.id and p.status = 'active') as product_count
      from categories c
     order by c.sort_order, c.display_name`;
}

/**
 * Every subcategory in display order, or those of one category (by its key); throws
 * UnknownTaxonomyError for a key that names no category.
 */
export async function listSubcategories(
  sql: Sql,
  categoryName?: string,
): Promise<SubcategorySummary[]> {
  const rows = await sql<SubcategorySummary[]>`
    select s.id::int as id, s.name, s.display_name, s.description, s.image, s.category_id::int as category_id,
           c.name as category_name, c.display_name as category_display_name
      from subcategories s
      join categories c on c.id = s.category_id
     ${categoryName ? sql`where c.name = ${categoryName}` : sql``}
     order by c.sort_order, s.sort_order, s.display_name`;
  if (categoryName && rows.length === 0 && !(await categoryExists(sql, categoryName))) {
    throw new UnknownTaxonomyError("category", categoryName);
  }
  return rows;
}

/** The categories and subcategories the site's navigation leads to, by id. */
export interface NavigableTaxonomy {
  categoryIds: Set<number>;
  subcategoryIds: Set<number>;
}

/**
 * The categories and subcategories with an active product that staff have not hidden (a
 * subcategory of a hidden category is hidden too): what the menus, the footer and the listings'
 * chips show.
 */
export async function navigableTaxonomy(sql: Sql): Promise<NavigableTaxonomy> {
  const rows = await sql<{ kind: "category" | "subcategory"; id: number }[]>`
    select 'category' as kind, c.id::int as id from categories c
     where not c.is_hidden
       and exists (select 1 from products p where p.category_id = c.id and p.status = 'active')
    union all
    select 'subcategory', s.id::int from subcategories s join categories c on c.id = s.category_id
     where not s.is_hidden and not c.is_hidden
       and exists (select 1 from products p where p.subcategory_id = s.id and p.status = 'active')`;
  const ids = (kind: string) =>
    new Set(rows.filter((row) => row.kind === kind).map((row) => row.id));
  return { categoryIds: ids("category"), subcategoryIds: ids("subcategory") };
}

async function categoryExists(sql: Sql, name: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from categories where name = ${name}) as found`;
  return row!.found;
}

/** The mega-menu's data (document 1 §3): every category keyed by its key, in display order. */
export async function categoryMenu(sql: Sql): Promise<Record<string, Omit<MenuCategory, "name">>> {
  const [categories, subcategories] = await Promise.all([
    listCategories(sql),
    listSubcategories(sql),
  ]);
  return Object.fromEntries(
    groupCategoryMenu(categories, subcategories).map(({ name, ...entry }) => [name, entry]),
  );
}

/** Categories, subcategories and brands in one answer, for the admin forms. */
export async function dropdownData(sql: Sql): Promise<DropdownData> {
  const [categories, subcategories, brands] = await Promise.all([
    listCategories(sql),
    listSubcategories(sql),
    listBrands(sql),
  ]);
  return { categories, subcategories, brands };
}
