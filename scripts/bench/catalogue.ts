// Bench: a large catalogue on top of the demo data. Each generated product is a variant of a demo
// product (same category, subcategory, brand, description, features and specifications; a new
// model number in its name), so pages, search and listings see realistic text; blogs are variants
// of the published demo posts. Rows go in with multi-row inserts.
import {
  DUE_TABLES_SQL,
  upkeepStatement,
  type TableUpkeep,
} from "../../src/server/embedded/upkeep.ts";
import { slugify } from "../../src/lib/slug.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { blogsFile, productsFile, readSeedFile } from "../../src/server/seed/seed-files.ts";

/** What the generator added, and what the catalogue then holds. */
export interface GeneratedCatalogue {
  activeProducts: number;
  publishedBlogs: number;
  seconds: number;
}

// Rows per insert: 24 columns stay far below Postgres' 65,535 parameters per statement.
const BATCH = 500;
const VARIANTS = ["", "T", "D", "R", "W", "Plus", "HC", "XL"];
const BLOG_ANGLES = [
  "for Retail",
  "for Warehouses",
  "for Pharma",
  "for Logistics",
  "for Manufacturing",
  "in 2026",
  "on a Budget",
  "for Small Businesses",
  "for Hospitals",
  "for E-commerce",
];

type DemoProduct = Awaited<ReturnType<typeof demoProducts>>[number];

async function demoProducts() {
  return (await readSeedFile("products.json", productsFile)).filter((p) => p.subcategory);
}

// The variant's model: the template's with a new number in the first token that has digits
// (ZD421 → ZD437T, Voyager 1470g → Voyager 437); null when the name does not show the model
// (labels, services), which then get a code of their own.
function variantModel(template: DemoProduct, code: string): string | null {
  const model = template.model;
  if (!model || !template.name.includes(model)) return null;
  const tokens = model.split(" ");
  const at = tokens.findIndex((token) => /\d/.test(token));
  if (at < 0) return null;
  tokens[at] = `${tokens[at]!.match(/^[A-Za-z]*/)![0]}${code}`;
  return tokens.join(" ");
}

function productRow(template: DemoProduct, n: number, ids: Ids, at: Date) {
  const code = `${100 + ((n * 37) % 900)}${VARIANTS[n % VARIANTS.length]}`;
  const variant = variantModel(template, code);
  const swap = (text: string | null) =>
    text && variant ? text.split(template.model!).join(variant) : text;
  const name = variant ? swap(template.name)! : `${template.name} (SBS-${code})`;
  const model = variant ?? `SBS-${code}`;
  return {
    name,
    sku: `BENCH-${n}`,
    brand_id: template.brand ? (ids.brands.get(template.brand) ?? null) : null,
    model,
    model_number: `${model}-${(n % 97).toString().padStart(2, "0")}IN`,
    type: template.type,
    category_id: ids.categories.get(template.category)!,
    subcategory_id: ids.subcategories.get(template.subcategory!)!,
    short_description: swap(template.short_description),
    description: swap(template.description),
    features: template.features,
    specifications: template.specifications,
    meta_keywords: swap(template.meta_keywords),
    meta_title: `${name} | Shree Barcode Systems`.slice(0, 300),
    meta_description: swap(template.meta_description),
    price: template.price === null ? null : Math.round(template.price * (0.8 + (n % 40) / 100)),
    image: template.image,
    pdf: template.pdf,
    rating: template.rating,
    review_count: (n * 7) % 120,
    featured: false,
    status: "active",
    created_at: at,
  };
}

interface Ids {
  categories: Map<string, number>;
  subcategories: Map<string, number>;
  brands: Map<string, number>;
}

async function idsOf(sql: Sql): Promise<Ids> {
  const byName = async (table: string) =>
    new Map(
      (
        await sql<{ id: number; name: string }[]>`select id::int as id, name from ${sql(table)}`
      ).map((row) => [row.name, row.id]),
    );
  return {
    categories: await byName("categories"),
    subcategories: await byName("subcategories"),
    brands: await byName("brands"),
  };
}

// Slugs made unique the way an editor would: a number on the second of a name.
function uniqueSlugs<T extends { name: string }>(rows: T[], taken: Set<string>) {
  return rows.map((row) => {
    const base = slugify(row.name);
    let slug = base;
    for (let k = 2; taken.has(slug); k += 1) slug = `${base}-${k}`;
    taken.add(slug);
    return { ...row, slug };
  });
}

async function insertBatches(sql: Sql, table: "products" | "blogs", rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await sql`insert into ${sql(table)} ${sql(batch as Record<string, unknown>[])}`;
  }
}

/** Adds active products until the catalogue holds `products`, spread over the real subcategories. */
async function generateProducts(sql: Sql, products: number): Promise<void> {
  const templates = await demoProducts();
  const ids = await idsOf(sql);
  const taken = new Set(
    (await sql<{ slug: string }[]>`select slug from products`).map((r) => r.slug),
  );
  const now = Date.now();
  const rows = Array.from({ length: Math.max(0, products - taken.size) }, (_, n) =>
    // Newest first is the listings' order: one product a minute back in time.
    productRow(templates[n % templates.length]!, n, ids, new Date(now - n * 60_000)),
  );
  const withSlugs = uniqueSlugs(rows, taken).map((row) => ({
    ...row,
    features: sql.json(row.features),
  }));
  await insertBatches(sql, "products", withSlugs);
}

/** Adds published posts until `blogs` are published, variants of the demo posts. */
async function generateBlogs(sql: Sql, blogs: number): Promise<void> {
  const [published] = await sql<{ count: number }[]>`
    select count(*)::int as count from blogs where status = 'published'`;
  const templates = (await readSeedFile("blogs.json", blogsFile)).filter(
    (b) => b.status === "published",
  );
  const taken = new Set((await sql<{ slug: string }[]>`select slug from blogs`).map((r) => r.slug));
  const day = 24 * 3600 * 1000;
  const rows = Array.from({ length: Math.max(0, blogs - published!.count) }, (_, n) => {
    const template = templates[n % templates.length]!;
    const angle = BLOG_ANGLES[Math.floor(n / templates.length) % BLOG_ANGLES.length]!;
    const round = Math.floor(n / (templates.length * BLOG_ANGLES.length));
    const at = new Date(Date.now() - (n + 1) * day);
    return {
      title: `${template.title} ${angle}${round > 0 ? ` (Part ${round + 1})` : ""}`,
      excerpt: template.excerpt,
      description: template.description,
      content: template.content,
      featured_image: template.featured_image,
      author: template.author,
      category: template.category,
      tags: sql.json(template.tags),
      status: "published",
      featured: false,
      views: (n * 13) % 500,
      created_at: at,
      published_at: at,
    };
  });
  const withSlugs = uniqueSlugs(
    rows.map((row) => ({ ...row, name: row.title })),
    taken,
  ).map(({ name: _name, ...row }) => row);
  await insertBatches(sql, "blogs", withSlugs);
}

/** Grows the (seeded) catalogue to `products` products and `blogs` published posts. */
export async function generateCatalogue(
  sql: Sql,
  target: { products: number; blogs: number },
): Promise<GeneratedCatalogue> {
  const started = performance.now();
  await generateProducts(sql, target.products);
  await generateBlogs(sql, target.blogs);
  // What autovacuum does after such inserts in production, and the embedded database's upkeep
  // within the minute (embedded/upkeep.ts): the tables written past its thresholds, those the
  // triggers wrote too (the search words, the listing counts). Without it, counts of active
  // products read every row instead of the listing index alone (100 ms, not 3), and a suggestion
  // costs three times as much (hint bits, no visibility map). Tables nothing wrote keep no
  // statistics, as there: analysed empty, the enquiries' tables were planned as empty while the
  // contact line filled them (4 ms a call instead of 1.7).
  await sql`select pg_stat_force_next_flush()`;
  for (const table of await sql.unsafe<TableUpkeep[]>(DUE_TABLES_SQL)) {
    await sql.unsafe(upkeepStatement(table));
  }
  const [counts] = await sql<{ products: number; blogs: number }[]>`
    select (select count(*)::int from products where status = 'active') as products,
           (select count(*)::int from blogs where status = 'published') as blogs`;
  return {
    activeProducts: counts!.products,
    publishedBlogs: counts!.blogs,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
