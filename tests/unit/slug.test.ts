import { describe, expect, it } from "vitest";
import { citySlugs, slugify } from "../../src/lib/slug.ts";

describe("slugify", () => {
  it.each([
    ["Zebra ZT230 Industrial Printer", "zebra-zt230-industrial-printer"],
    ["  Labels & Ribbons  ", "labels-ribbons"],
    ["New   Delhi", "new-delhi"],
    ["multi--hyphen---name", "multi-hyphen-name"],
    ["-Leading and trailing-", "leading-and-trailing"],
    ["Résumé Café", "resume-cafe"],
    ["ZT-230 / 203 dpi", "zt-230-203-dpi"],
    ["Thiruvananthapuram", "thiruvananthapuram"],
    ["!!!", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("citySlugs", () => {
  it("gives a city its name slug, and same-named cities their state as well", () => {
    const slugs = citySlugs([
      { id: 1, name: "Aurangabad", state: "Maharashtra" },
      { id: 2, name: "Aurangabad", state: "Bihar" },
      { id: 3, name: "Pune", state: "Maharashtra" },
    ]);
    expect([...slugs.values()]).toEqual(["aurangabad-maharashtra", "aurangabad-bihar", "pune"]);
  });
});
