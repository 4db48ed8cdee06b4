// A listing's sort, brand and page in its address: read back as written, defaults left out, and
// what cannot be read falls back to the listing's own order.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LISTING_CHOICE,
  hasListingChoice,
  listingApiPath,
  listingQuery,
  readListingChoice,
} from "../../src/lib/catalogue/listing-address.ts";

describe("a listing's address", () => {
  it("keeps a choice and reads it back", () => {
    const choice = { sort: "price", brand: "Brady Worldwide", page: 3 } as const;
    const query = listingQuery(choice);
    expect(query).toBe("?sort=price&brand=Brady+Worldwide&page=3");
    expect(readListingChoice(query)).toEqual(choice);
    expect(hasListingChoice(query)).toBe(true);
  });

  it("leaves the defaults out: the listing's own order is its static address", () => {
    expect(listingQuery(DEFAULT_LISTING_CHOICE)).toBe("");
    expect(listingQuery({ ...DEFAULT_LISTING_CHOICE, brand: "Zebra" })).toBe("?brand=Zebra");
    expect(hasListingChoice("")).toBe(false);
    expect(hasListingChoice("?utm_source=mail")).toBe(false);
  });

  it("falls back to the defaults for what it cannot read", () => {
    expect(readListingChoice("?sort=cheapest&page=-2&brand=")).toEqual(DEFAULT_LISTING_CHOICE);
    expect(readListingChoice("?page=1.5").page).toBe(1);
    expect(readListingChoice(`?brand=${"x".repeat(201)}`).brand).toBe("");
  });

  it("asks the API for that page of that listing", () => {
    const path = listingApiPath(
      { category: "printers", subcategory: "desktop-printers" },
      { sort: "name", brand: "Zebra", page: 2 },
      8,
    );
    expect(path).toBe(
      "/api/products/paginated?page=2&limit=8&sort=name&category=printers&subcategory=desktop-printers&brand=Zebra",
    );
    expect(listingApiPath({}, DEFAULT_LISTING_CHOICE, 9)).toBe(
      "/api/products/paginated?page=1&limit=9&sort=featured",
    );
  });
});
