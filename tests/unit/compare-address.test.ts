import { describe, expect, it } from "vitest";
import { isReservedSlug } from "../../src/lib/catalogue/reserved-slugs.ts";
import {
  COMPARE_PATH,
  compareAddress,
  parseCompareAddress,
} from "../../src/lib/compare/compare-address.ts";

describe("parseCompareAddress", () => {
  it.each([
    ["", { slugs: [], invalid: [], extra: [] }],
    ["?products=", { slugs: [], invalid: [], extra: [] }],
    ["?other=1", { slugs: [], invalid: [], extra: [] }],
    [
      "?products=zebra-zd230,zebra-zd421",
      { slugs: ["zebra-zd230", "zebra-zd421"], invalid: [], extra: [] },
    ],
    ["?products=b,a", { slugs: ["b", "a"], invalid: [], extra: [] }],
    ["?products=a,,a, b ,A", { slugs: ["a", "b"], invalid: [], extra: [] }],
    ["?products=a&products=b,c", { slugs: ["a", "b", "c"], invalid: [], extra: [] }],
    ["?products=a%2Cb", { slugs: ["a", "b"], invalid: [], extra: [] }],
    ["?products=a,b,c,d,e,f", { slugs: ["a", "b", "c", "d"], invalid: [], extra: ["e", "f"] }],
    [
      "?products=a,../admin,%3Cscript%3E,b--c,-d,e",
      { slugs: ["a", "e"], invalid: ["../admin", "<script>", "b--c", "-d"], extra: [] },
    ],
  ])("%s", (search, expected) => {
    expect(parseCompareAddress(search)).toEqual(expected);
  });

  it("reads URLSearchParams too", () => {
    expect(parseCompareAddress(new URLSearchParams("products=x,y")).slugs).toEqual(["x", "y"]);
  });
});

describe("compareAddress", () => {
  it.each([
    [[], "/compare"],
    [["zebra-zd230"], "/compare?products=zebra-zd230"],
    [["a", "b", "c"], "/compare?products=a,b,c"],
  ])("%j is %s", (slugs, address) => {
    expect(compareAddress(slugs)).toBe(address);
  });

  it("is read back as it was written", () => {
    const slugs = ["zebra-zd230", "tsc-te244", "honeywell-1472g"];
    expect(parseCompareAddress(new URL(compareAddress(slugs), "http://x").search).slugs).toEqual(
      slugs,
    );
  });
});

it("no product can take the compare page's address", () => {
  expect(isReservedSlug(COMPARE_PATH.slice(1))).toBe(true);
});
