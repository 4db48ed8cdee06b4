import { describe, expect, it } from "vitest";
import { pageNumbers, paginationOf } from "../../src/lib/pagination.ts";

describe("paginationOf", () => {
  it.each([
    // total, page, limit → currentPage, totalPages, totalProducts, hasNextPage, hasPrevPage
    [
      0,
      1,
      9,
      { currentPage: 1, totalPages: 0, totalProducts: 0, hasNextPage: false, hasPrevPage: false },
    ],
    [
      5,
      1,
      9,
      { currentPage: 1, totalPages: 1, totalProducts: 5, hasNextPage: false, hasPrevPage: false },
    ],
    [
      9,
      1,
      9,
      { currentPage: 1, totalPages: 1, totalProducts: 9, hasNextPage: false, hasPrevPage: false },
    ],
    [
      10,
      1,
      9,
      { currentPage: 1, totalPages: 2, totalProducts: 10, hasNextPage: true, hasPrevPage: false },
    ],
    [
      10,
      2,
      9,
      { currentPage: 2, totalPages: 2, totalProducts: 10, hasNextPage: false, hasPrevPage: true },
    ],
    [
      77,
      5,
      9,
      { currentPage: 5, totalPages: 9, totalProducts: 77, hasNextPage: true, hasPrevPage: true },
    ],
    [
      77,
      12,
      9,
      { currentPage: 12, totalPages: 9, totalProducts: 77, hasNextPage: false, hasPrevPage: true },
    ],
    [
      100,
      1,
      100,
      { currentPage: 1, totalPages: 1, totalProducts: 100, hasNextPage: false, hasPrevPage: false },
    ],
  ])("%i items, page %i of %i per page", (total, page, limit, expected) => {
    expect(paginationOf(total, page, limit)).toEqual(expected);
  });
});

describe("pageNumbers (document 1 §9: up to 5 numbers, first and last reachable)", () => {
  it.each([
    // hidden for one page or fewer
    [1, 0, []],
    [1, 1, []],
    // five pages or fewer: all of them
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    // more: a window around the current page, first and last always there
    [1, 10, [1, 2, 3, 4, "ellipsis", 10]],
    [3, 10, [1, 2, 3, 4, "ellipsis", 10]],
    [4, 10, [1, "ellipsis", 3, 4, 5, "ellipsis", 10]],
    [5, 10, [1, "ellipsis", 4, 5, 6, "ellipsis", 10]],
    [8, 10, [1, "ellipsis", 7, 8, 9, 10]],
    [10, 10, [1, "ellipsis", 7, 8, 9, 10]],
    [3, 6, [1, 2, 3, 4, "ellipsis", 6]],
    [4, 6, [1, "ellipsis", 3, 4, 5, 6]],
    // a current page out of range is clamped
    [0, 10, [1, 2, 3, 4, "ellipsis", 10]],
    [99, 10, [1, "ellipsis", 7, 8, 9, 10]],
  ])("page %i of %i shows %j", (current, total, expected) => {
    expect(pageNumbers(current, total)).toEqual(expected);
  });

  it("never shows more than `max` page numbers", () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageNumbers(current, total).filter((n) => n !== "ellipsis");
        expect(numbers.length).toBeLessThanOrEqual(5);
        if (total > 1) expect(numbers).toEqual(expect.arrayContaining([1, total, current]));
      }
    }
  });

  it("takes another maximum", () => {
    expect(pageNumbers(5, 10, 7)).toEqual([1, "ellipsis", 3, 4, 5, 6, 7, "ellipsis", 10]);
  });
});
