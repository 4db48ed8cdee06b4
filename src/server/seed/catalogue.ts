// Seeds categories, subcategories, brands and products from the demo data files, by natural key
// (name or slug), so running it again updates instead of duplicating.
import type { Sql } from "../db/client.ts";
import { brandsFile, categoriesFile, productsFile, readSeedFile } from "./seed-files.ts";

async function idsByName(
  sql: Sql,
  table: "categories" | "subcategories" | "brands",
): Promise<Map<string, number>> {
  const rows = await sql<
    { id: number; name: string }[]
  >`select id::int as id, name from ${sql(table)}`;
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Upserts the catalogue; returns how many products the demo data holds. */
export async function seedCatalogue(sql: Sql): Promise<number> {
  const categories = await readSeedFile("categories.json", categoriesFile);
  for (const category of categories) {
    const [row] = await sql<{ id: number }[]>`
      insert into categories (name, display_name, description, icon, sort_order)
      values (${category.name}, ${category.display_name}, ${category.description}, ${category.icon ?? null}, ${category.sort_order})
      on conflict (name) do update set display_name = excluded.display_name, description = excluded.description,
        icon = excluded.icon, sort_order = excluded.sort_order
      returning id::int as id`;
    for (const [index, sub] of category.subcategories.entries()) {
      await sql`
        insert into subcategories (category_id, name, display_name, description, sort_order)
        values (${row!.id}, ${sub.name}, ${sub.display_name}, ${sub.description}, ${sub.sort_order ?? index})
        on conflict (name) do update set category_id = excluded.category_id, display_name = excluded.display_name,
          description = excluded.description, sort_order = excluded.sort_order`;
    }
  }
  const brands = await readSeedFile("brands.json", brandsFile);
  for (const brand of brands) {
    await sql`
      insert into brands ${sql(brand, "name", "display_name", "description", "website", "logo")}
      on conflict (name) do update set display_name = excluded.display_name, description = excluded.description,
        website = excluded.website, logo = excluded.logo`;
  }

  const products = await readSeedFile("products.json", productsFile);
  const categoryIds = await idsByName(sql, "categories");
  const subcategoryIds = await idsByName(sql, "subcategories");
  const brandIds = await idsByName(sql, "brands");
  const rows = products.map(({ brand, category, subcategory, features, ...product }) => {
    const categoryId = categoryIds.get(category);
    if (!categoryId) throw new Error(`Product ${product.slug}: unknown category ${category}`);
    return {
      ...product,
      features: sql.json(features),
      category_id: categoryId,
      subcategory_id: subcategory ? (subcategoryIds.get(subcategory) ?? null) : null,
      brand_id: brand ? (brandIds.get(brand) ?? null) : null,
    };
  });
  for (const row of rows) {
    await sql`
      insert into products ${sql(row)}
      on conflict (slug) do update set
        name = excluded.name, sku = excluded.sku, brand_id = excluded.brand_id, model = excluded.model,
        model_number = excluded.model_number, type = excluded.type, category_id = excluded.category_id,
        subcategory_id = excluded.subcategory_id, short_description = excluded.short_description,
        description = excluded.description, features = excluded.features, specifications = excluded.specifications,
        meta_keywords = excluded.meta_keywords, meta_title = excluded.meta_title, meta_description = excluded.meta_description,
        price = excluded.price, image = excluded.image, pdf = excluded.pdf, rating = excluded.rating,
        review_count = excluded.review_count, featured = excluded.featured, status = excluded.status`;
  }
  return products.length;
}
