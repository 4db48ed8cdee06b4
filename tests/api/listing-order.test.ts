// The listings' order and the visitor's sort and brand filter (issue 31 point 1): staff-pinned
// products first, then featured ones, then staff's positions (lowest first), then the newest;
// GET /api/products/paginated sorts by name, price (on request last) or newest and narrows to a
// brand; the built listing pages keep the shop's order; staff set pinned and position in the form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { subcategoryPages } from "../../src/components/catalogue/listing-pages.ts";
import { messages } from "../../src/lib/catalogue/catalogue-query.ts";
import { POSITION_MESSAGE } from "../../src/lib/form-fields.ts";
import { buildCatalogue } from "../../src/server/catalogue/build-catalogue.ts";
import { publicReadCache } from "../../src/server/http/read-cache.ts";
import { call } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, PNG, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();

// A subcategory of printers of its own, with products whose order each rule decides.
const SUB = "order-test-printers";
// Names whose order is the same in every collation (no punctuation, distinct first letters).
const rows = [
  // slug, name, created, featured, pinned, position, price, brand
  ["old-pinned", "Echo", "2020-01-01", false, true, null, 900, "Honeywell"],
  ["featured", "Alpha", "2021-01-01", true, false, null, null, "Zebra"],
  ["position-two", "Foxtrot", "2022-01-01", false, false, 2, 500, "Zebra"],
  ["position-one", "Delta", "2023-01-01", false, false, 1, 700, "TSC"],
  ["newest-plain", "Bravo", "2025-01-01", false, false, null, 100, "Zebra"],
  ["older-plain", "Charlie", "2024-01-01", false, false, null, 300, "Honeywell"],
] as const;
const SHOP_ORDER = [
  "old-pinned",
  "featured",
  "position-one",
  "position-two",
  "newest-plain",
  "older-plain",
];

beforeAll(async () => {
  publicReadCache.enabled = false;
  const sql = db();
  await sql`
    insert into subcategories (category_id, name, display_name)
    select id, ${SUB}, 'Order test printers' from categories where name = 'printers'`;
  for (const [slug, name, created, featured, pinned, position, price, brand] of rows) {
    await sql`
      insert into products (name, slug, category_id, subcategory_id, brand_id, featured, pinned,
                            position, price, created_at)
      select ${`Order ${name}`}, ${`order-${slug}`}, s.category_id, s.id,
             (select id from brands where name = ${brand}), ${featured}, ${pinned}, ${position},
             ${price}, ${created}::timestamptz
        from subcategories s where s.name = ${SUB}`;
  }
});
afterAll(() => {
  publicReadCache.enabled = true;
});

type Paged = { products: { slug: string; price: number | null }[]; total: number };
const listing = async (query: string) => {
  const { status, body } = await call(
    products,
    `/api/products/paginated?subcategory=${SUB}&limit=20&${query}`,
  );
  expect(status, query).toBe(200);
  const page = body as Paged;
  return { slugs: page.products.map((p) => p.slug.replace(/^order-/, "")), total: page.total };
};

describe("a listing's order", () => {
  it("is pinned, featured, staff's positions, then newest, by default", async () => {
    expect((await listing("")).slugs).toEqual(SHOP_ORDER);
    expect((await listing("sort=featured")).slugs).toEqual(SHOP_ORDER);
  });

  it("is the same on the built listing pages, page by page", async () => {
    const catalogue = await buildCatalogue();
    const pages = subcategoryPages(catalogue, catalogue.subcategoriesByName.get(SUB)!);
    const built = pages.flatMap((page) => page.products.map((p) => p.slug.replace(/^order-/, "")));
    expect(built).toEqual(SHOP_ORDER);
  });

  it("sorts by name, by price with prices on request last, and newest first", async () => {
    expect((await listing("sort=name")).slugs).toEqual([
      "featured",
      "newest-plain",
      "older-plain",
      "position-one",
      "old-pinned",
      "position-two",
    ]);
    expect((await listing("sort=price")).slugs).toEqual([
      "newest-plain",
      "older-plain",
      "position-two",
      "position-one",
      "old-pinned",
      "featured",
    ]);
    expect((await listing("sort=newest")).slugs).toEqual([
      "newest-plain",
      "older-plain",
      "position-one",
      "position-two",
      "featured",
      "old-pinned",
    ]);
  });

  it("narrows to a brand, with that brand's total, in the chosen order", async () => {
    const zebra = await listing("brand=Zebra");
    expect(zebra.slugs).toEqual(["featured", "position-two", "newest-plain"]);
    expect(zebra.total).toBe(3);
    expect((await listing("brand=Zebra&sort=price")).slugs).toEqual([
      "newest-plain",
      "position-two",
      "featured",
    ]);
    const second = await call(
      products,
      `/api/products/paginated?subcategory=${SUB}&brand=Zebra&limit=2&page=2`,
    );
    expect((second.body as Paged).products.map((p) => p.slug)).toEqual(["order-newest-plain"]);
    expect((second.body as Paged).total).toBe(3);
  });

  it("refuses an unknown brand and sort with their messages", async () => {
    const brand = await call(products, `/api/products/paginated?brand=Nobody`);
    expect(brand.status).toBe(400);
    expect(JSON.stringify(brand.body)).toContain("Unknown brand: Nobody");
    const sort = await call(products, `/api/products/paginated?sort=cheapest`);
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body)).toContain(messages.sort);
  });
});

describe("staff's pinned and position", () => {
  it("are set by the product form, and a position must be a whole number", async () => {
    const staff = await signedInStaff(db());
    const [ids] = await db()<{ category: number; sub: number }[]>`
      select category_id::int as category, id::int as sub from subcategories where name = ${SUB}`;
    const fields = {
      name: "Order form product",
      category: String(ids!.category),
      subcategory: String(ids!.sub),
      shortDescription: "Short",
      description: "Long",
      sku: `ORDER-FORM-${process.pid}`,
      pinned: "true",
      position: "7",
    };
    const image = { image: { bytes: PNG, name: "p.png", type: "image/png" } };
    const post = (form: FormData) =>
      send(products, "/api/products", { method: "POST", cookie: staff.cookie, form });
    const bad = await post(formOf({ ...fields, position: "1.5" }, image));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(POSITION_MESSAGE);
    const made = await post(formOf(fields, image));
    expect(made.status).toBe(201);
    const product = made.body.product as { slug: string; pinned: boolean; position: number };
    expect(product).toMatchObject({ pinned: true, position: 7 });
    // Pinned, it leads the listing; the newest pinned first.
    expect((await listing("")).slugs[0]).toBe(product.slug.replace(/^order-/, ""));
  });
});
