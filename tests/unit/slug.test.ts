import { describe, expect, it } from "vitest";
import { slugify } from "../../src/lib/slug.ts";

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
