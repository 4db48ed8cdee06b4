// The bench's large catalogue (scripts/bench/catalogue.ts), grown on a database of its own from
// the demo data: products over every real subcategory, published posts, nothing added twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/bench/catalogue.ts";
import { createSql, type Sql } from "../../src/server/db/client.ts";
import type { EmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { startEmbeddedDatabase } from "../support/embedded-templates.ts";

let database: EmbeddedPostgres;
let sql: Sql;
beforeAll(async () => {
  database = await startEmbeddedDatabase("migrated");
  sql = createSql(database.url, { max: 2 });
  await seedDemoData(sql, { quiet: true });
}, 60_000);
afterAll(async () => {
  await sql.end({ timeout: 5 });
  await database.stop();
});

describe("generateCatalogue", () => {
  it("grows the catalogue to the products and published posts asked for", async () => {
    const grown = await generateCatalogue(sql, { products: 600, blogs: 40 });
    const [counts] = await sql<{ products: number; blogs: number }[]>`
      select (select count(*)::int from products) as products,
             (select count(*)::int from blogs where status = 'published') as blogs`;
    expect(counts).toEqual({ products: 600, blogs: 40 });
    expect(grown.publishedBlogs).toBe(40);
    // The demo data's three inactive products stay inactive; every added one is active.
    expect(grown.activeProducts).toBe(600 - 3);
  });

  it("spreads the products over every subcategory, each with its category and brand", async () => {
    const [spread] = await sql<{ subcategories: number; all: number; mismatched: number }[]>`
      select count(distinct p.subcategory_id)::int as subcategories,
             (select count(*)::int from subcategories) as all,
             count(*) filter (where s.category_id <> p.category_id)::int as mismatched
        from products p join subcategories s on s.id = p.subcategory_id
       where p.sku like 'BENCH-%'`;
    expect(spread).toEqual({ subcategories: spread!.all, all: spread!.all, mismatched: 0 });
    const [unbranded] = await sql<{ count: number }[]>`
      select count(*)::int as count from products where sku like 'BENCH-%' and brand_id is null`;
    expect(unbranded!.count).toBe(0);
  });

  it("names each variant after its own model, as the search finds it", async () => {
    const rows = await sql<{ name: string; model: string; search_compact: string }[]>`
      select name, model, search_compact from products where sku like 'BENCH-%'`;
    for (const row of rows) {
      expect(row.name).toContain(row.model.startsWith("SBS-") ? `(${row.model})` : row.model);
      expect(row.search_compact).toContain(row.model.replace(/[^a-zA-Z0-9]/g, "").toLowerCase());
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it("adds nothing when the catalogue is already as large", async () => {
    const again = await generateCatalogue(sql, { products: 600, blogs: 40 });
    expect(again).toMatchObject({ activeProducts: 597, publishedBlogs: 40 });
  });
});
