// Reads of product categories and their subcategories.
import type { Sql } from "../db/client.ts";

/** A subcategory as the public pages and API show it. */
export interface SubcategorySummary {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  category_id: number;
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

/** Every category in display order, with the number of active products in it. */
export async function listCategories(sql: Sql): Promise<CategorySummary[]> {
  return sql<CategorySummary[]>`
    select c.id::int as id, c.name, c.display_name, c.description, c.icon, c.image,
           (select count(*)::int from products p
             where p.category_id = c.id and p.status = 'active') as product_count
      from categories c
     order by c.sort_order, c.display_name`;
}

/** Every subcategory in display order. */
export async function listSubcategories(sql: Sql): Promise<SubcategorySummary[]> {
  return sql<SubcategorySummary[]>`
    select s.id::int as id, s.name, s.display_name, s.description, s.category_id::int as category_id
      from subcategories s
      join categories c on c.id = s.category_id
     order by c.sort_order, s.sort_order, s.display_name`;
}
