// What the built pages link to: a category or subcategory without an active product (a new
// "Barcode Kiosks", a subcategory whose products are all inactive) is left out of the mega-menu,
// the footer's five and the listings' chips, and still has its listing page (with its empty state).
import { beforeAll, describe, expect, it } from "vitest";
import {
  allProductsPages,
  categoryPages,
  everyListingBase,
  narrowerListings,
} from "../../src/components/catalogue/listing-pages.ts";
import { buildCategoryMenu, buildFooterCategories } from "../../src/server/build-data.ts";
import { buildCatalogue } from "../../src/server/catalogue/build-catalogue.ts";
import { usePrivateDatabase } from "../support/private-db.ts";

const db = usePrivateDatabase();

beforeAll(async () => {
  const sql = db();
  // First in display order, and empty.
  await sql`
    insert into categories (name, display_name, sort_order)
    values ('barcode-kiosks', 'Barcode Kiosks', -1)`;
  // A subcategory of printers whose only product is inactive.
  await sql`
    insert into subcategories (category_id, name, display_name, sort_order)
    select id, 'retired-printers', 'Retired Printers', -1 from categories where name = 'printers'`;
  await sql`
    insert into products (name, slug, category_id, subcategory_id, status)
    select 'Retired printer', 'retired-printer-nav', s.category_id, s.id, 'inactive'
      from subcategories s where s.name = 'retired-printers'`;
});

describe("the pages' navigation", () => {
  it("leaves empty categories and subcategories out of the mega-menu and the footer", async () => {
    const menu = await buildCategoryMenu();
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.map((category) => category.name)).not.toContain("barcode-kiosks");
    const printers = menu.find((category) => category.name === "printers")!;
    expect(printers.subcategories.length).toBeGreaterThan(0);
    expect(printers.subcategories.map((sub) => sub.name)).not.toContain("retired-printers");
    const footer = await buildFooterCategories();
    expect(footer).toHaveLength(5);
    expect(footer.map((category) => category.name)).not.toContain("barcode-kiosks");
  });

  it("leaves them out of the listings' chips and keeps their pages", async () => {
    const catalogue = await buildCatalogue();
    const [products] = allProductsPages(catalogue);
    const chips = narrowerListings(catalogue, products!);
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.every((chip) => chip.count > 0)).toBe(true);
    expect(chips.map((chip) => chip.url)).not.toContain("/products/barcode-kiosks");
    const printers = catalogue.categoriesByName.get("printers")!;
    const printerChips = narrowerListings(catalogue, categoryPages(catalogue, printers)[0]!);
    expect(printerChips.map((chip) => chip.name)).not.toContain("Retired Printers");
    expect(printerChips.length).toBeGreaterThan(0);
    expect(everyListingBase(catalogue)).toEqual(
      expect.arrayContaining(["/products/barcode-kiosks", "/products/printers/retired-printers"]),
    );
  });
});
