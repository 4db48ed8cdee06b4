// What the built pages link to: a category or subcategory without an active product (a new
// "Barcode Kiosks", a subcategory whose products are all inactive) or hidden by staff is left out
// of the mega-menu, the footer's five and the listings' chips, and still has its listing page.
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
  // Hidden by staff, with active products: RFID as a whole, and the first subcategory of scanners.
  await sql`update categories set is_hidden = true where name = 'rfid'`;
  await sql`
    update subcategories set is_hidden = true
     where id = (select min(s.id) from subcategories s join categories c on c.id = s.category_id
                  where c.name = 'scanners')`;
});

const hiddenScannerSubcategory = async () =>
  (
    await db()<{ name: string }[]>`
      select s.name from subcategories s join categories c on c.id = s.category_id
       where c.name = 'scanners' and s.is_hidden`
  )[0]!.name;

describe("the pages' navigation", () => {
  it("leaves empty categories and subcategories out of the mega-menu and the footer", async () => {
    const menu = await buildCategoryMenu();
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.map((category) => category.name)).not.toContain("barcode-kiosks");
    const printers = menu.find((category) => category.name === "printers")!;
    expect(printers.subcategories.length).toBeGreaterThan(0);
    expect(printers.subcategories.map((sub) => sub.name)).not.toContain("retired-printers");
    expect(menu.map((category) => category.name)).not.toContain("rfid");
    const scanners = menu.find((category) => category.name === "scanners")!;
    expect(scanners.subcategories.map((sub) => sub.name)).not.toContain(
      await hiddenScannerSubcategory(),
    );
    const footer = await buildFooterCategories();
    expect(footer).toHaveLength(5);
    expect(footer.map((category) => category.name)).not.toContain("barcode-kiosks");
    expect(footer.map((category) => category.name)).not.toContain("rfid");
  });

  it("leaves them out of the listings' chips and keeps their pages", async () => {
    const catalogue = await buildCatalogue();
    const [products] = allProductsPages(catalogue);
    const chips = narrowerListings(catalogue, products!);
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.every((chip) => chip.count > 0)).toBe(true);
    expect(chips.map((chip) => chip.url)).not.toContain("/products/barcode-kiosks");
    expect(chips.map((chip) => chip.url)).not.toContain("/products/rfid");
    const scanners = catalogue.categoriesByName.get("scanners")!;
    const scannerChips = narrowerListings(catalogue, categoryPages(catalogue, scanners)[0]!);
    expect(scannerChips.length).toBeGreaterThan(0);
    expect(scannerChips.map((chip) => chip.url)).not.toContain(
      `/products/scanners/${await hiddenScannerSubcategory()}`,
    );
    const printers = catalogue.categoriesByName.get("printers")!;
    const printerChips = narrowerListings(catalogue, categoryPages(catalogue, printers)[0]!);
    expect(printerChips.map((chip) => chip.name)).not.toContain("Retired Printers");
    expect(printerChips.length).toBeGreaterThan(0);
    expect(everyListingBase(catalogue)).toEqual(
      expect.arrayContaining([
        "/products/barcode-kiosks",
        "/products/printers/retired-printers",
        "/products/rfid",
      ]),
    );
  });
});
