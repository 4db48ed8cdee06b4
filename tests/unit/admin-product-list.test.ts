import { describe, expect, it } from "vitest";
import {
  INITIAL_LIST_STATE,
  listStateFromQuery,
  listStateToQuery,
  productsApiPath,
} from "../../src/islands/admin/products/product-list-query.ts";
import { pagerOf } from "../../src/islands/admin/ui/Pager.tsx";
import { shownRange } from "../../src/islands/admin/ui/shown-range.ts";

describe("the product list's address", () => {
  it("defaults to page 1 of 20, no filters", () => {
    expect(listStateFromQuery(new URLSearchParams())).toEqual(INITIAL_LIST_STATE);
    expect(INITIAL_LIST_STATE.limit).toBe(20);
    expect(listStateToQuery(INITIAL_LIST_STATE)).toBe("");
  });

  it("round-trips every choice", () => {
    const state = {
      page: 3,
      limit: 50,
      search: "zebra zt",
      category: "printers",
      status: "inactive" as const,
    };
    const query = listStateToQuery(state);
    expect(query).toBe("?page=3&limit=50&search=zebra+zt&category=printers&status=inactive");
    expect(listStateFromQuery(new URLSearchParams(query))).toEqual(state);
  });

  it.each([
    ["?limit=25", { limit: 20 }],
    ["?limit=100", { limit: 100 }],
    ["?limit=10", { limit: 10 }],
    ["?page=0", { page: 1 }],
    ["?page=2.5", { page: 1 }],
    ["?page=-3", { page: 1 }],
    ["?status=archived", { status: "" }],
  ])("corrects %s", (query, expected) => {
    expect(listStateFromQuery(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("asks the staff-only list with page and limit always, filters when set", () => {
    expect(productsApiPath(INITIAL_LIST_STATE)).toBe("/api/admin/products?page=1&limit=20");
    expect(
      productsApiPath({
        page: 2,
        limit: 10,
        search: "  a ",
        category: "scanners",
        status: "active",
      }),
    ).toBe("/api/admin/products?page=2&limit=10&search=a&category=scanners&status=active");
  });
});

describe("pagerOf", () => {
  it.each([
    [1, 1, [], null, null],
    [1, 3, [1, 2, 3], null, 2],
    [5, 5, [1, 2, 3, 4, 5], 4, null],
    [1, 10, [1, 2, 3, 4, "ellipsis", 10], null, 2],
    [6, 10, [1, "ellipsis", 5, 6, 7, "ellipsis", 10], 5, 7],
    [10, 10, [1, "ellipsis", 7, 8, 9, 10], 9, null],
  ])("page %i of %i", (page, total, pages, previous, next) => {
    const pager = pagerOf(page, total);
    expect(pager).toEqual({ pages, previous, next });
  });

  it("never shows more than five page buttons", () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const numbers = pagerOf(page, total).pages.filter((marker) => marker !== "ellipsis");
        expect(numbers.length).toBeLessThanOrEqual(5);
        if (total > 1) expect(numbers).toContain(page);
      }
    }
  });
});

describe("the count line above a paged list", () => {
  const products = { one: "product", many: "products" };
  it.each([
    [1, 1, 1, "Showing 1 of 1 product"],
    [1, 2, 2, "Showing 1–2 of 2 products"],
    [1, 20, 45, "Showing 1–20 of 45 products"],
    [41, 5, 45, "Showing 41–45 of 45 products"],
    [21, 1, 21, "Showing 21 of 21 products"],
    [1, 0, 0, ""],
  ])("first %i, %i shown of %i: %j", (first, count, total, expected) => {
    expect(shownRange(first, count, total, products)).toBe(expected);
  });
});
