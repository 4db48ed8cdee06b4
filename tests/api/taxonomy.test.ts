import { describe, expect, it } from "vitest";
import brands from "../../netlify/functions/brands.mts";
import categoryMenu from "../../netlify/functions/category-menu.mts";
import dropdownData from "../../netlify/functions/dropdown-data.mts";
import subcategories from "../../netlify/functions/subcategories.mts";
import { call, errorShape } from "../support/api.ts";

// Seed facts (scripts/seed-data/categories.json and brands.json).
const CATEGORY_KEYS = [
  "printers",
  "scanners",
  "mobile-computers",
  "rfid",
  "supplies",
  "rfid-cards",
  "software",
  "accessories",
  "service",
];
const PRINTER_SUBCATEGORIES = [
  "desktop-printers",
  "industrial-printers",
  "id-card-printers",
  "mobile-printers",
  "healthcare-printers",
  "print-engines",
];
const SUBCATEGORY_COUNT = 29;
const SUBCATEGORY_FIELDS = [
  "id",
  "name",
  "display_name",
  "description",
  "image",
  "category_id",
  "category_name",
  "category_display_name",
];

type Subcategory = {
  id: number;
  name: string;
  display_name: string;
  category_id: number;
  category_name: string;
  category_display_name: string;
};
type MenuEntry = {
  display_name: string;
  description: string;
  subcategories: { id: number; name: string; display_name: string; description: string }[];
};

describe("GET /api/subcategories", () => {
  it("answers every subcategory with its category", async () => {
    const { status, body, headers } = await call(subcategories, "/api/subcategories");
    expect(status).toBe(200);
    const list = body as Subcategory[];
    expect(list).toHaveLength(SUBCATEGORY_COUNT);
    expect(Object.keys(list[0]!)).toEqual(SUBCATEGORY_FIELDS);
    expect(list.find((sub) => sub.name === "labels")).toMatchObject({
      display_name: expect.any(String),
      category_name: "supplies",
      category_display_name: "Supplies (Labels & Ribbons)",
    });
    expect(headers.get("cache-control")).toMatch(/^public, max-age=60/);
  });

  it.each([
    ["printers", PRINTER_SUBCATEGORIES],
    ["rfid-cards", ["zebra-rfid-cards"]],
    ["supplies", ["labels", "ribbons"]],
  ])(
    "?category=%s answers that category's subcategories in display order",
    async (category, names) => {
      const { body } = await call(subcategories, `/api/subcategories?category=${category}`);
      expect((body as Subcategory[]).map((sub) => sub.name)).toEqual(names);
    },
  );

  it("?category=all answers them all", async () => {
    expect((await call(subcategories, "/api/subcategories?category=all")).body).toHaveLength(
      SUBCATEGORY_COUNT,
    );
  });

  it.each([
    ["?category=nope", "Unknown category: nope"],
    [
      "?category=DROP%20TABLE%20subcategories",
      "category must be a category key such as printers, or all",
    ],
    ["?category=Printers", "category must be a category key such as printers, or all"],
    [`?category=${"a".repeat(101)}`, "category must be a category key such as printers, or all"],
  ])("%s answers 400: %s", async (query, message) => {
    const { status, body } = await call(subcategories, `/api/subcategories${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { message } });
  });
});

describe("GET /api/brands", () => {
  it("answers every brand alphabetically with its details", async () => {
    const { status, body } = await call(brands, "/api/brands");
    expect(status).toBe(200);
    const list = body as { name: string; website: string | null }[];
    expect(list.map((brand) => brand.name)).toEqual([
      "Datalogic",
      "Honeywell",
      "Shree",
      "TSC",
      "Zebra",
    ]);
    expect(Object.keys(list[0]!)).toEqual([
      "id",
      "name",
      "display_name",
      "description",
      "website",
      "logo",
    ]);
    expect(list.find((brand) => brand.name === "Zebra")!.website).toBe("https://www.zebra.com");
  });
});

describe("GET /api/dropdown-data", () => {
  it("answers categories, subcategories and brands for the admin forms, uncached", async () => {
    const { status, body, headers } = await call(dropdownData, "/api/dropdown-data");
    expect(status).toBe(200);
    const data = body as {
      categories: { name: string }[];
      subcategories: Subcategory[];
      brands: { name: string }[];
    };
    expect(Object.keys(data)).toEqual(["categories", "subcategories", "brands"]);
    expect(data.categories.map((category) => category.name)).toEqual(CATEGORY_KEYS);
    expect(data.subcategories).toHaveLength(SUBCATEGORY_COUNT);
    expect(data.brands).toHaveLength(5);
    expect(headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/categories/menu", () => {
  it("answers every category keyed by its key, in display order, with its subcategories", async () => {
    const { status, body, headers } = await call(categoryMenu, "/api/categories/menu");
    expect(status).toBe(200);
    const menu = body as Record<string, MenuEntry>;
    expect(Object.keys(menu)).toEqual(CATEGORY_KEYS);
    expect(menu.printers).toMatchObject({
      display_name: "Barcode Printers",
      description: expect.stringContaining("printers"),
    });
    expect(menu.printers!.subcategories.map((sub) => sub.name)).toEqual(PRINTER_SUBCATEGORIES);
    expect(Object.keys(menu.printers!.subcategories[0]!)).toEqual([
      "id",
      "name",
      "display_name",
      "description",
    ]);
    expect(Object.values(menu).flatMap((entry) => entry.subcategories)).toHaveLength(
      SUBCATEGORY_COUNT,
    );
    // Document 1 §9: the menu data is cached 5 minutes.
    expect(headers.get("cache-control")).toMatch(/^public, max-age=300/);
  });
});

// Staff write subcategories and brands with POST, PUT and DELETE (tests/api/admin-taxonomy.test.ts).
describe("the taxonomy functions' other methods and paths", () => {
  it.each([
    ["subcategories", subcategories, "/api/subcategories"],
    ["brands", brands, "/api/brands"],
    ["dropdown-data", dropdownData, "/api/dropdown-data"],
    ["menu", categoryMenu, "/api/categories/menu"],
  ] as const)(
    "%s refuses PATCH with 405 and answers 404 off its path",
    async (_name, handler, path) => {
      const refused = await call(handler, path, { method: "PATCH" });
      expect(refused.status).toBe(405);
      expect(refused.body).toMatchObject(errorShape);
      const missing = await call(handler, `${path}/extra/more`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject(errorShape);
    },
  );
});
