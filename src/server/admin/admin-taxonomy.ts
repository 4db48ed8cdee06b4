// Categories, subcategories and brands as administration lists them: every column an edit form
// needs (with the version it must send back) and how many products of any status use each.
import type { Sql } from "../db/client.ts";

/** A category row of the admin list. */
export interface AdminCategory {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  sort_order: number;
  is_hidden: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  product_count: number;
  subcategory_count: number;
}

/** A subcategory row of the admin list. */
export interface AdminSubcategory {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  image: string | null;
  category_id: number;
  category_name: string;
  category_display_name: string;
  sort_order: number;
  is_hidden: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  product_count: number;
}

/** A brand row of the admin list. */
export interface AdminBrand {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  website: string | null;
  logo: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  product_count: number;
}

/** Every category in display order; `id` narrows it to one. */
export async function listAdminCategories(sql: Sql, id?: number): Promise<AdminCategory[]> {
  return sql<AdminCategory[]>`
    select c.id::int as id, c.name, c.display_name, c.description, c.icon, c.image, c.sort_order,
           c.is_hidden, c.version, c.created_at, c.updated_at,
           (select count(*)::int from products p where p.category_id = c.id) as product_count,
           (select count(*)::int from subcategories s where s.category_id = c.id) as subcategory_count
      from categories c
     ${id === undefined ? sql`` : sql`where c.id = ${id}`}
     order by c.sort_order, c.display_name, c.id`;
}

/** Every subcategory in display order, with its category; `id` narrows it to one. */
export async function listAdminSubcategories(sql: Sql, id?: number): Promise<AdminSubcategory[]> {
  return sql<AdminSubcategory[]>`
    select s.id::int as id, s.name, s.display_name, s.description, s.image,
           s.category_id::int as category_id, c.name as category_name,
           c.display_name as category_display_name, s.sort_order, s.is_hidden, s.version, s.created_at,
           s.updated_at,
           (select count(*)::int from products p where p.subcategory_id = s.id) as product_count
      from subcategories s
      join categories c on c.id = s.category_id
     ${id === undefined ? sql`` : sql`where s.id = ${id}`}
     order by c.sort_order, s.sort_order, s.display_name, s.id`;
}

/** Every brand by display name; `id` narrows it to one. */
export async function listAdminBrands(sql: Sql, id?: number): Promise<AdminBrand[]> {
  return sql<AdminBrand[]>`
    select b.id::int as id, b.name, b.display_name, b.description, b.website, b.logo, b.version,
           b.created_at, b.updated_at,
           (select count(*)::int from products p where p.brand_id = b.id) as product_count
      from brands b
     ${id === undefined ? sql`` : sql`where b.id = ${id}`}
     order by b.display_name, b.id`;
}
