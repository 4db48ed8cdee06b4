import { describe, expect, it } from "vitest";
import {
  categoriesOf,
  filterByCategory,
  parseSortKey,
  sortResults,
  visibleResults,
  type SortKey,
  resultsCountText,
  SEARCH_RESULTS_LIMIT,
} from "../../src/lib/search/search-results.ts";

const product = (
  name: string,
  price: number | null,
  category = "printers",
  display = "Barcode Printers",
) => ({
  name,
  price,
  category,
  category_display_name: display,
});

// Server (relevance) order.
const results = [
  product("Zebra ZT230 Industrial Printer", 68000),
  product("Zebra ZT610 Industrial Printer", null),
  product("Zebra DS2208 Scanner", 7500, "scanners", "Barcode Scanners"),
  product("amc for printers", 7500, "service", "Service & Support"),
  product("Zebra ZT411 RFID Printer", 0, "rfid", "RFID Solutions"),
  product("Zebra ZD230 Desktop Printer", 18500),
];
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe("sortResults", () => {
  it.each<[SortKey, string[]]>([
    ["relevance", names(results)],
    [
      "name",
      [
        "amc for printers",
        "Zebra DS2208 Scanner",
        "Zebra ZD230 Desktop Printer",
        "Zebra ZT230 Industrial Printer",
        "Zebra ZT411 RFID Printer",
        "Zebra ZT610 Industrial Printer",
      ],
    ],
    [
      "price-asc",
      [
        "amc for printers",
        "Zebra DS2208 Scanner",
        "Zebra ZD230 Desktop Printer",
        "Zebra ZT230 Industrial Printer",
        "Zebra ZT411 RFID Printer",
        "Zebra ZT610 Industrial Printer",
      ],
    ],
    [
      "price-desc",
      [
        "Zebra ZT230 Industrial Printer",
        "Zebra ZD230 Desktop Printer",
        "amc for printers",
        "Zebra DS2208 Scanner",
        "Zebra ZT411 RFID Printer",
        "Zebra ZT610 Industrial Printer",
      ],
    ],
  ])("%s gives the expected order, products without a price (null or 0) last", (key, expected) => {
    expect(names(sortResults(results, key))).toEqual(expected);
  });

  it("sorts numbers inside names naturally and leaves its input alone", () => {
    const list = [product("Model 10", 1), product("model 9", 1)];
    expect(names(sortResults(list, "name"))).toEqual(["model 9", "Model 10"]);
    expect(names(list)).toEqual(["Model 10", "model 9"]);
  });
});

describe("filterByCategory", () => {
  it.each([
    ["all", 6],
    ["printers", 3],
    ["scanners", 1],
    ["labels", 0],
  ])("%s keeps %i results", (category, count) => {
    expect(filterByCategory(results, category)).toHaveLength(count);
  });

  it("combines with sorting", () => {
    expect(names(visibleResults(results, "price-asc", "printers"))).toEqual([
      "Zebra ZD230 Desktop Printer",
      "Zebra ZT230 Industrial Printer",
      "Zebra ZT610 Industrial Printer",
    ]);
  });
});

describe("categoriesOf", () => {
  it("lists each category present once, by display name", () => {
    expect(categoriesOf(results)).toEqual([
      { name: "printers", displayName: "Barcode Printers" },
      { name: "scanners", displayName: "Barcode Scanners" },
      { name: "rfid", displayName: "RFID Solutions" },
      { name: "service", displayName: "Service & Support" },
    ]);
  });
});

describe("parseSortKey", () => {
  it.each([
    ["name", "name"],
    ["price-desc", "price-desc"],
    ["cheapest", "relevance"],
    [null, "relevance"],
  ])("%s reads as %s", (value, expected) => {
    expect(parseSortKey(value)).toBe(expected);
  });
});

describe("resultsCountText", () => {
  it("counts an answer shorter than the limit as everything found", () => {
    expect(resultsCountText(1, 1, "zt230")).toBe("1 product found for “zt230”");
    expect(resultsCountText(3, 12, "zebra")).toBe("3 products found for “zebra”");
  });

  it("calls a full answer the best matches, not all that were found", () => {
    expect(resultsCountText(SEARCH_RESULTS_LIMIT, SEARCH_RESULTS_LIMIT, "zebra")).toBe(
      `The ${SEARCH_RESULTS_LIMIT} best matches for “zebra”`,
    );
    expect(resultsCountText(7, SEARCH_RESULTS_LIMIT, "zebra")).toBe(
      `7 of the ${SEARCH_RESULTS_LIMIT} best matches for “zebra”`,
    );
  });
});
