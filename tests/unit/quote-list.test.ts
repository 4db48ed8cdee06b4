// The visitor's quote list as stored in the browser (the issue "Leads"): reading a stored text,
// adding, changing and removing products, within the quote request's limits.
import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  emptyQuoteList,
  parseQuoteList,
  type QuoteList,
} from "../../src/lib/quotes/quote-list.ts";
import {
  addQuoteItem,
  removeQuoteItem,
  updateQuoteItem,
} from "../../src/lib/quotes/quote-list-edits.ts";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const ZT230 = { slug: "zebra-zt230", name: "Zebra ZT230", model: "ZT23042" };
const item = (slug: string, quantity = 1) => ({ slug, name: slug, model: "", quantity, note: "" });
const listOf = (...slugs: string[]): QuoteList => ({
  items: slugs.map((slug) => item(slug)),
  updatedAt: "",
});

describe("parseQuoteList", () => {
  it("reads a stored list", () => {
    const stored = { items: [{ ...ZT230, quantity: 5, note: "With ribbons" }], updatedAt: "x" };
    expect(parseQuoteList(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ["nothing stored", null],
    ["a damaged text", "{items:"],
    ["another shape", '{"items":"zebra"}'],
    ["a bare array", "[]"],
    ["null", "null"],
  ])("gives an empty list for %s", (_what, stored) => {
    expect(parseQuoteList(stored)).toEqual(emptyQuoteList());
  });

  it("drops products without a slug, keeps the first of duplicates and fills the rest in", () => {
    const stored = {
      items: [
        { slug: "a", name: "A", quantity: 2 },
        { name: "no slug" },
        "text",
        { slug: "a", name: "A again", quantity: 9 },
        { slug: "b", quantity: "7", note: 42 },
      ],
    };
    expect(parseQuoteList(JSON.stringify(stored))).toEqual({
      items: [
        { slug: "a", name: "A", model: "", quantity: 2, note: "" },
        { slug: "b", name: "b", model: "", quantity: 7, note: "" },
      ],
      updatedAt: "",
    });
  });

  it("keeps quantities and notes within the limits, and at most 50 products", () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      slug: `p${index}`,
      quantity: index === 0 ? 999_999 : -3,
      note: "n".repeat(600),
    }));
    const list = parseQuoteList(JSON.stringify({ items }));
    expect(list.items).toHaveLength(50);
    expect(list.items[0]!.quantity).toBe(100_000);
    expect(list.items[1]!.quantity).toBe(1);
    expect(list.items[0]!.note).toHaveLength(500);
  });
});

describe("clampQuantity", () => {
  it.each([
    [5, 5],
    ["12", 12],
    [2.6, 3],
    [0, 1],
    [-4, 1],
    ["", 1],
    ["abc", 1],
    [Infinity, 1],
    [250_000, 100_000],
  ])("%j → %j", (typed, quantity) => {
    expect(clampQuantity(typed)).toBe(quantity);
  });
});

describe("addQuoteItem", () => {
  it("adds a product once, quantity 1, no note, and stamps the list", () => {
    const { list, outcome } = addQuoteItem(emptyQuoteList(), ZT230, NOW);
    expect(outcome).toBe("added");
    expect(list).toEqual({
      items: [{ ...ZT230, quantity: 1, note: "" }],
      updatedAt: NOW.toISOString(),
    });
    const again = addQuoteItem(list, ZT230, NOW);
    expect(again).toEqual({ list, outcome: "present" });
  });

  it("refuses the 51st product", () => {
    const full = listOf(...Array.from({ length: 50 }, (_, index) => `p${index}`));
    expect(addQuoteItem(full, ZT230, NOW)).toEqual({ list: full, outcome: "full" });
  });
});

describe("updateQuoteItem and removeQuoteItem", () => {
  const list = listOf("a", "b");

  it("changes the quantity (kept in range) and the note of one product", () => {
    const changed = updateQuoteItem(list, "b", { quantity: 150_000, note: "Blue" }, NOW);
    expect(changed.items).toEqual([item("a"), { ...item("b", 100_000), note: "Blue" }]);
    expect(changed.updatedAt).toBe(NOW.toISOString());
    expect(updateQuoteItem(list, "a", { note: "x".repeat(501) }, NOW).items[0]!.note).toHaveLength(
      500,
    );
  });

  it("removes one product", () => {
    expect(removeQuoteItem(list, "a", NOW).items).toEqual([item("b")]);
  });
});
