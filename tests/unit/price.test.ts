import { describe, expect, it } from "vitest";
import { formatPrice, hasPrice, PRICE_ON_REQUEST } from "../../src/lib/catalogue/price.ts";

describe("formatPrice", () => {
  it.each([
    [123456, "₹1,23,456"],
    [32500, "₹32,500"],
    [450, "₹450"],
    [12345678, "₹1,23,45,678"],
    [1999.5, "₹1,999.50"],
    [0.75, "₹0.75"],
    [null, "Price on Request"],
    [undefined, "Price on Request"],
    [0, "Price on Request"],
    [Number.NaN, "Price on Request"],
  ])("%j is shown as %j", (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it("uses the spec's wording for a missing price", () => {
    expect(PRICE_ON_REQUEST).toBe("Price on Request");
    expect(hasPrice(null)).toBe(false);
    expect(hasPrice(1)).toBe(true);
  });
});
