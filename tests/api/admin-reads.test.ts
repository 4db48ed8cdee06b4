// GET /api/admin/*: the dashboard, the admin lists (every status) and one product for its form.
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import { errorShape } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedInStaff(db()));
});

const get = (path: string) => send(admin, path, { cookie });
const countOf = async (rows: Promise<{ count: number }[]>) => (await rows)[0]!.count;

const READS = [
  "/api/admin/dashboard",
  "/api/admin/products",
  "/api/admin/products/1",
  "/api/admin/categories",
  "/api/admin/subcategories",
  "/api/admin/brands",
  "/api/admin/publish-requests",
];

describe("every admin read", () => {
  it.each(READS)("GET %s answers 401 without a session", async (path) => {
    const { status, body } = await send(admin, path);
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: "unauthenticated", message: "Please sign in to continue." },
    });
  });

  it.each(READS)("GET %s answers a signed-in user, never cached", async (path) => {
    const { status, headers } = await get(path);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("refuses writes to its addresses with 405", async () => {
    const { status, body } = await send(admin, "/api/admin/dashboard", { method: "POST", cookie });
    expect(status).toBe(405);
    expect(body).toMatchObject(errorShape);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts active products whose name or category holds each card's word (document 3 §9)", async () => {
    const rows = await db()<{ text: string }[]>`
      select lower(p.name || ' ' || c.name || ' ' || c.display_name) as text
        from products p join categories c on c.id = p.category_id where p.status = 'active'`;
    const count = (word: string) => rows.filter((row) => row.text.includes(word)).length;
    const { body } = await get("/api/admin/dashboard");
    expect(body.cards).toEqual([
      { key: "printers", label: "Printers", count: count("printer") },
      { key: "scanners", label: "Scanners", count: count("scanner") },
      { key: "mobile-computers", label: "Mobile Computers", count: count("mobile") },
      { key: "labels-ribbons", label: "Labels & Ribbons", count: count("label") },
    ]);
    for (const card of body.cards) expect(card.count).toBeGreaterThan(0);
  });

  it("leaves inactive products out of the counts", async () => {
    const before = (await get("/api/admin/dashboard")).body.cards[0].count;
    const [printer] = await db()<{ id: number }[]>`
      select p.id::int as id from products p join categories c on c.id = p.category_id
       where c.name = 'printers' and p.status = 'active' limit 1`;
    await db()`update products set status = 'inactive' where id = ${printer!.id}`;
    try {
      expect((await get("/api/admin/dashboard")).body.cards[0].count).toBe(before - 1);
    } finally {
      await db()`update products set status = 'active' where id = ${printer!.id}`;
    }
  });

  it("lists the 5 newest products of any status and the 5 newest categories", async () => {
    const products = await db()<{ id: number }[]>`
      select id::int as id from products order by created_at desc, id desc limit 5`;
    const categories = await db()<{ id: number }[]>`
      select id::int as id from categories order by created_at desc, id desc limit 5`;
    const { body } = await get("/api/admin/dashboard");
    expect(body.recentProducts.map((p: { id: number }) => p.id)).toEqual(products.map((p) => p.id));
    expect(Object.keys(body.recentProducts[0]).sort()).toEqual([
      "id",
      "image",
      "name",
      "short_description",
      "status",
    ]);
    expect(body.recentCategories.map((c: { id: number }) => c.id)).toEqual(
      categories.map((c) => c.id),
    );
    expect(body.recentCategories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      display_name: expect.any(String),
      description: expect.toBeOneOf([expect.any(String), null]),
      status: "active",
    });
  });
});

describe("GET /api/admin/products", () => {
  it("pages every product, inactive ones included, 20 by default", async () => {
    const total = await countOf(db()`select count(*)::int as count from products`);
    const { body } = await get("/api/admin/products");
    expect(body).toMatchObject({ total, totalPages: Math.ceil(total / 20), currentPage: 1 });
    expect(body.products).toHaveLength(20);
    expect(Object.keys(body.products[0]).sort()).toEqual(
      `category category_display_name created_at featured id image name pinned position price
       short_description sku slug status subcategory subcategory_display_name updated_at version`
        .split(/\s+/)
        .sort(),
    );
  });

  it.each([
    ["?status=inactive", "status = 'inactive'"],
    ["?status=active&category=printers", "status = 'active' and c.name = 'printers'"],
    ["?search=zd4", "p.name ilike '%zd4%'"],
    ["?category=all&status=all&limit=100", "true"],
  ])("%s filters like the database says", async (query, condition) => {
    const rows = await db().unsafe<{ id: number }[]>(
      `select p.id::int as id from products p join categories c on c.id = p.category_id
        where ${condition} order by p.created_at desc, p.id desc limit 100`,
    );
    const { body } = await get(`/api/admin/products${query}`);
    expect(body.products.map((p: { id: number }) => p.id)).toEqual(rows.map((r) => r.id));
    expect(body.total).toBe(rows.length);
  });

  it("treats % and _ in the search as themselves", async () => {
    const { body } = await get("/api/admin/products?search=%25_");
    expect(body.total).toBe(0);
  });

  it.each([
    ["?limit=25", "limit", "limit must be 10, 20, 50 or 100"],
    ["?status=draft", "status", "status must be active, inactive or all"],
    ["?page=0", "page", "page must be a whole number of 1 or more"],
    ["?category=Not A Key", "category", "category must be a category key such as printers, or all"],
    ["?category=no-such-category", "category", "Unknown category: no-such-category"],
  ])("refuses %s with 400 naming %s", async (query, field, message) => {
    const { status, body } = await get(`/api/admin/products${query}`);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });
});

describe("GET /api/admin/products/:id", () => {
  it("answers an inactive product with ids, version and its history", async () => {
    const [row] = await db()<{ id: number }[]>`
      select id::int as id from products where status = 'inactive' limit 1`;
    await db()`
      insert into audit_log (actor_username, action, entity_type, entity_id)
      values ('someone', 'update', 'product', ${String(row!.id)})`;
    const { status, body } = await get(`/api/admin/products/${row!.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: row!.id,
      status: "inactive",
      version: expect.any(Number),
      category_id: expect.any(Number),
      shortDescription: expect.any(String),
      audit: [{ action: "update", actor_username: "someone", created_at: expect.any(String) }],
    });
  });

  it.each([
    ["999999999", 404, "Product not found"],
    ["abc", 400, "Product id must be a whole number of 1 or more"],
  ])("answers %s with %i", async (id, status, message) => {
    const result = await get(`/api/admin/products/${id}`);
    expect(result.status).toBe(status);
    expect(result.body.error.message).toBe(message);
  });
});

describe("the admin lists of categories, subcategories and brands", () => {
  it.each([
    ["categories", "categories", ["product_count", "subcategory_count", "sort_order"]],
    ["subcategories", "subcategories", ["category_id", "category_name", "product_count"]],
    ["brands", "brands", ["website", "logo", "product_count"]],
  ])(
    "GET /api/admin/%s answers every row with id, version and updated_at",
    async (path, table, extra) => {
      const count = await countOf(db().unsafe(`select count(*)::int as count from ${table}`));
      const { body } = await get(`/api/admin/${path}`);
      expect(body).toHaveLength(count);
      for (const key of ["id", "name", "display_name", "version", "updated_at", ...extra]) {
        expect(body[0]).toHaveProperty(key);
      }
    },
  );

  it("counts a category's products of every status", async () => {
    const count = await countOf(db()`
      select count(*)::int as count from products p join categories c on c.id = p.category_id
       where c.name = 'printers'`);
    const { body } = await get("/api/admin/categories");
    expect(body.find((c: { name: string }) => c.name === "printers").product_count).toBe(count);
  });
});

describe("GET /api/admin/publish-requests", () => {
  it("answers the newest requests first, with who asked", async () => {
    await db()`insert into publish_requests (reason, entity_type, entity_id) values ('first', 'product', '1')`;
    await db()`insert into publish_requests (reason, entity_type, entity_id) values ('second', 'product', '2')`;
    const { body } = await get("/api/admin/publish-requests?limit=1");
    expect(body.requests).toEqual([
      expect.objectContaining({ reason: "second", status: "queued", requested_by: null }),
    ]);
  });

  it("refuses a limit over 100 with 400", async () => {
    const { status, body } = await get("/api/admin/publish-requests?limit=101");
    expect(status).toBe(400);
    expect(body.error.fields.limit).toBe("limit must be between 1 and 100");
  });
});
