import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import type { PagedResponse } from "../../src/lib/pagination.ts";
import type { ProductRow } from "../../src/server/catalogue/product-row.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";

// Seed facts (scripts/seed-data/products.json): 80 products, 3 of them inactive; 19 printers, 2 of
// them inactive; 10 active featured products.
const ACTIVE = 77;
const ACTIVE_PRINTERS = 17;
const INACTIVE = [
  "zebra-gk420d-direct-thermal-printer",
  "honeywell-rp4e-mobile-label-printer",
  "zebra-li4278-cordless-linear-imager",
];
const ZT230 = "zebra-zt230-industrial-barcode-printer";
// The API's product fields, in order (document 1 §3, document 2 §3, document 3 §3).
const FIELDS = `id slug name sku brand model model_number type category category_display_name
  subcategory_id subcategory subcategory_name subcategory_display_name shortDescription description
  specifications features metaKeywords metaTitle metaDescription price image pdf rating review_count
  featured status created_at updated_at`.split(/\s+/);

type Product = Pick<ProductRow, "id" | "slug" | "status" | "category" | "featured" | "brand">;
type Paged = PagedResponse<Product>;

const sql = testSql();
let inactiveIds: number[] = [];
let zt230Id = 0;

beforeAll(async () => {
  const rows = await sql<{ id: number; slug: string }[]>`select id::int as id, slug from products`;
  inactiveIds = INACTIVE.map((slug) => rows.find((row) => row.slug === slug)!.id);
  zt230Id = rows.find((row) => row.slug === ZT230)!.id;
  expect(inactiveIds).toHaveLength(3);
});

async function get<T = unknown>(path: string) {
  const { status, body, headers } = await call(products, path);
  return { status, body: body as T, headers };
}

function expectNoInactive(list: Product[]) {
  expect(list.every((product) => product.status === "active")).toBe(true);
  expect(list.map((product) => product.slug).filter((slug) => INACTIVE.includes(slug))).toEqual([]);
}

describe("GET /api/products", () => {
  it("answers the active products, newest first, cacheable", async () => {
    const { status, body, headers } = await get<Product[]>("/api/products");
    expect(status).toBe(200);
    expect(body).toHaveLength(ACTIVE);
    expectNoInactive(body);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=60/);
  });

  it("pages with page and limit", async () => {
    const all = (await get<Product[]>("/api/products")).body;
    const { body } = await get<Product[]>("/api/products?page=2&limit=5");
    expect(body.map((p) => p.slug)).toEqual(all.slice(5, 10).map((p) => p.slug));
  });
});

describe("GET /api/products/featured", () => {
  it("answers the 4 newest featured products by default", async () => {
    const { status, body } = await get<Product[]>("/api/products/featured");
    expect(status).toBe(200);
    expect(body.map((p) => p.slug)).toEqual([
      "shree-chromo-paper-barcode-labels-100x50",
      "zebra-tc52-touch-mobile-computer",
      "zebra-fx9600-fixed-uhf-rfid-reader",
      "zebra-ds3608-sr-ultra-rugged-scanner",
    ]);
  });

  it.each([
    [1, 1],
    [6, 6],
    [100, 10],
  ])("limit=%i answers %i", async (limit, count) => {
    const { body } = await get<Product[]>(`/api/products/featured?limit=${limit}`);
    expect(body).toHaveLength(count);
    expect(body.every((p) => p.featured && p.status === "active")).toBe(true);
  });
});

describe("GET /api/products/paginated", () => {
  it("answers products, total, totalPages, currentPage and document 1's pagination", async () => {
    const { status, body } = await get<Paged>(
      "/api/products/paginated?page=1&limit=9&_t=1763800000000",
    );
    expect(status).toBe(200);
    expect(body.products).toHaveLength(9);
    expect(body).toMatchObject({
      total: ACTIVE,
      totalPages: 9,
      currentPage: 1,
      pagination: {
        currentPage: 1,
        totalPages: 9,
        totalProducts: ACTIVE,
        hasNextPage: true,
        hasPrevPage: false,
      },
    });
  });

  it("walks every active product exactly once, page by page", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 9; page++) {
      const { body } = await get<Paged>(`/api/products/paginated?page=${page}&limit=9`);
      expectNoInactive(body.products);
      seen.push(...body.products.map((p) => p.slug));
    }
    expect(new Set(seen).size).toBe(ACTIVE);
  });

  it.each([
    ["", 10, ACTIVE, 8],
    ["?page=9&limit=9", 5, ACTIVE, 9],
    ["?page=10&limit=9", 0, ACTIVE, 9],
    ["?category=printers&limit=9", 9, ACTIVE_PRINTERS, 2],
    ["?category=all&limit=100", ACTIVE, ACTIVE, 1],
    ["?subcategory=industrial-printers", 4, 4, 1],
    ["?category=printers&subcategory=industrial-printers", 4, 4, 1],
    ["?category=scanners&subcategory=industrial-printers", 0, 0, 0],
    ["?search=zt-230", 1, 1, 1],
    ["?search=%20%20&limit=9", 9, ACTIVE, 9],
  ])("%s answers %i of %i products on %i pages", async (query, count, total, totalPages) => {
    const { status, body } = await get<Paged>(`/api/products/paginated${query}`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(count);
    expect(body).toMatchObject({ total, totalPages });
  });

  it("counts search matches on a page past the last one too", async () => {
    const first = (await get<Paged>("/api/products/paginated?search=zebra&limit=9")).body;
    const beyond = (await get<Paged>("/api/products/paginated?search=zebra&limit=9&page=99")).body;
    expect(first.total).toBeGreaterThan(9);
    expect(beyond).toMatchObject({
      products: [],
      total: first.total,
      totalPages: first.totalPages,
      currentPage: 99,
    });
  });

  it("searches within a category", async () => {
    const { body } = await get<Paged>(
      "/api/products/paginated?search=zebra&category=scanners&limit=100",
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category === "scanners" && p.brand === "Zebra")).toBe(true);
  });
});

describe("GET /api/products/category/{category}", () => {
  it("answers the category's active products", async () => {
    const { body } = await get<Product[]>("/api/products/category/printers");
    expect(body).toHaveLength(ACTIVE_PRINTERS);
    expect(body.every((p) => p.category === "printers")).toBe(true);
    expectNoInactive(body);
  });

  it("pages them under /paginated", async () => {
    const { body } = await get<Paged>("/api/products/category/printers/paginated?page=2&limit=9");
    expect(body.products).toHaveLength(ACTIVE_PRINTERS - 9);
    expect(body.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalProducts: ACTIVE_PRINTERS,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });
});

describe("GET /api/products/slug/{slug} and /api/products/{id}", () => {
  const expected = {
    slug: ZT230,
    name: "Zebra ZT230 Industrial Barcode Printer",
    sku: "SBS-ZEB-ZT230-203",
    brand: "Zebra",
    model: "ZT230",
    model_number: "ZT23042-T01200FZ",
    category: "printers",
    category_display_name: "Barcode Printers",
    subcategory: "industrial-printers",
    subcategory_name: "industrial-printers",
    subcategory_display_name: "Industrial Printers",
    price: 68000,
    rating: 4.8,
    review_count: 73,
    featured: true,
    status: "active",
    pdf: "/datasheets/zebra-zt230-industrial-barcode-printer.pdf",
    image: "/images/products/industrial-printer.svg",
  };

  it("answers the product with exactly the API's fields", async () => {
    const { status, body } = await get<Record<string, unknown>>(`/api/products/slug/${ZT230}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(FIELDS);
    expect(body).toMatchObject({ ...expected, id: zt230Id });
    expect(body.features).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(body.specifications).toContain("\n");
  });

  it("answers the same product by id", async () => {
    const bySlug = (await get(`/api/products/slug/${ZT230}`)).body;
    const { status, body } = await get(`/api/products/${zt230Id}`);
    expect(status).toBe(200);
    expect(body).toEqual(bySlug);
  });
});

describe("inactive products are never public", () => {
  it.each(INACTIVE)("%s is 404 by slug and by id, and absent from every list", async (slug) => {
    const id = inactiveIds[INACTIVE.indexOf(slug)]!;
    for (const path of [`/api/products/slug/${slug}`, `/api/products/${id}`]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: "not_found", message: "Product not found" } });
    }
    for (const path of [
      "/api/products",
      "/api/products/featured?limit=100",
      "/api/products/category/printers",
      "/api/products/category/scanners",
    ]) {
      expectNoInactive((await get<Product[]>(path)).body);
    }
  });
});

describe("bad input is a 4xx in the error shape, never a 500", () => {
  const long = "x".repeat(500);
  const PAGE = "page must be a whole number of 1 or more";
  const LIMIT = "limit must be between 1 and 100";
  const CATEGORY = "category must be a category key such as printers, or all";
  const ID = "Product id must be a whole number of 1 or more";
  it.each([
    ["/api/products/paginated?page=0", 400, PAGE],
    ["/api/products/paginated?page=abc", 400, PAGE],
    ["/api/products/paginated?page=-1", 400, PAGE],
    ["/api/products/paginated?page=1.5", 400, PAGE],
    ["/api/products/paginated?page=99999999999", 400, "page must be 1000000 or less"],
    ["/api/products/paginated?limit=1000", 400, LIMIT],
    ["/api/products/paginated?limit=-1", 400, LIMIT],
    ["/api/products/paginated?limit=0", 400, LIMIT],
    ["/api/products?limit=101", 400, LIMIT],
    ["/api/products/featured?limit=1000", 400, LIMIT],
    ["/api/products/featured?limit=abc", 400, LIMIT],
    ["/api/products/paginated?category=DROP%20TABLE%20products", 400, CATEGORY],
    ["/api/products/paginated?category=nope", 400, "Unknown category: nope"],
    ["/api/products/paginated?subcategory=nope", 400, "Unknown subcategory: nope"],
    [`/api/products/paginated?search=${long}`, 400, "Search must be at most 100 characters"],
    ["/api/products/category/DROP%20TABLE", 400, CATEGORY],
    ["/api/products/category/nope", 400, "Unknown category: nope"],
    ["/api/products/category/nope/paginated", 400, "Unknown category: nope"],
    ["/api/products/category/printers/paginated?page=0", 400, PAGE],
    ["/api/products/abc", 400, ID],
    ["/api/products/0", 400, ID],
    ["/api/products/-1", 400, ID],
    ["/api/products/12345678901234567890", 400, ID],
    ["/api/products/99999999", 404, "Product not found"],
    ["/api/products/slug/no-such-product", 404, "Product not found"],
    [
      "/api/products/slug/Not%20A%20Slug",
      400,
      "Product slug must be lowercase letters, digits and hyphens",
    ],
    ["/api/products/slug/a/b", 404, "No such address."],
  ])("GET %s answers %i: %s", async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: { message } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  // POST is the staff form's (tests/api/admin-products.test.ts); the list itself is not edited.
  it.each(["PUT", "PATCH", "DELETE"])("refuses %s with 405", async (method) => {
    const { status, body } = await call(products, "/api/products", { method });
    expect(status).toBe(405);
    expect(body).toMatchObject(errorShape);
  });
});
