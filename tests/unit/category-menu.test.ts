import { describe, expect, it } from "vitest";
import {
  FOOTER_FALLBACK_CATEGORIES,
  footerCategories,
  groupCategoryMenu,
  navigableCategoryMenu,
} from "../../src/lib/catalogue/category-menu.ts";

const category = (id: number, name: string) => ({
  id,
  name,
  display_name: name.toUpperCase(),
  description: null,
  icon: null,
});
const sub = (id: number, category_id: number, name: string) => ({
  id,
  category_id,
  name,
  display_name: name,
  description: null,
});

describe("groupCategoryMenu", () => {
  it("keeps both orders and gives each category its own subcategories", () => {
    const menu = groupCategoryMenu(
      [category(2, "scanners"), category(1, "printers"), category(3, "software")],
      [
        sub(10, 1, "desktop-printers"),
        sub(20, 2, "handheld-scanners"),
        sub(11, 1, "industrial-printers"),
      ],
    );
    expect(menu.map((entry) => [entry.name, entry.subcategories.map((s) => s.name)])).toEqual([
      ["scanners", ["handheld-scanners"]],
      ["printers", ["desktop-printers", "industrial-printers"]],
      ["software", []],
    ]);
    expect(menu[1]?.subcategories[0]).toEqual({
      id: 10,
      name: "desktop-printers",
      display_name: "desktop-printers",
      description: null,
    });
  });
});

describe("navigableCategoryMenu", () => {
  it("keeps the categories and subcategories the navigation leads to, in their order", () => {
    const shown = navigableCategoryMenu(
      [category(9, "kiosks"), category(2, "scanners"), category(1, "printers")],
      [sub(20, 2, "handheld-scanners"), sub(10, 1, "desktop-printers"), sub(11, 1, "engines")],
      { categoryIds: new Set([1, 2]), subcategoryIds: new Set([10, 20]) },
    );
    expect(shown.categories.map((c) => c.name)).toEqual(["scanners", "printers"]);
    expect(shown.subcategories.map((s) => s.name)).toEqual([
      "handheld-scanners",
      "desktop-printers",
    ]);
  });
});

describe("footerCategories", () => {
  it("lists the first five categories", () => {
    const all = ["a", "b", "c", "d", "e", "f", "g"].map((name) => ({ name, display_name: name }));
    expect(footerCategories(all).map((c) => c.name)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("falls back to the fixed list of document 1 §8", () => {
    expect(footerCategories([]).map((c) => c.name)).toEqual([
      "printers",
      "scanners",
      "rfid",
      "supplies",
      "mobile-computers",
    ]);
    expect(footerCategories([])).toEqual(FOOTER_FALLBACK_CATEGORIES);
  });
});
