// A catalogue row's digest (src/server/build-cache-key.ts) stands for the row in the cache keys of
// the product pages and listings: an edit release renders a page again only when its key changes,
// so any change of any value of a row must change the row's digest.
import { describe, expect, it } from "vitest";
import { rowDigest } from "../../src/server/build-cache-key.ts";

const row = {
  id: 7,
  slug: "zebra-zt411",
  name: "Zebra ZT411",
  description: "Industrial printer",
  features: ["203 dpi", "USB"],
  price: 125000,
  subcategory: null,
  updated_at: new Date("2026-11-26T10:00:00Z"),
};

describe("rowDigest", () => {
  it("is the same for rows of the same values", () => {
    expect(rowDigest({ ...row })).toBe(rowDigest({ ...row, features: ["203 dpi", "USB"] }));
  });

  it.each([
    ["the name", { name: "Zebra ZT421" }],
    ["the description", { description: "Industrial printer." }],
    ["a feature", { features: ["300 dpi", "USB"] }],
    ["the price", { price: null }],
    ["a value that was null", { subcategory: "industrial-printers" }],
    ["the time of the last change", { updated_at: new Date("2026-11-26T10:00:01Z") }],
  ])("changes with %s", (_, change) => {
    expect(rowDigest({ ...row, ...change })).not.toBe(rowDigest({ ...row }));
  });
});
