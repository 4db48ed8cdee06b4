import { describe, expect, it } from "vitest";
import { addAllToQuote } from "../../src/lib/compare/compare-quote.ts";
import { emptyQuoteList, type QuoteList } from "../../src/lib/quotes/quote-list.ts";

const NOW = new Date("2025-01-02T03:04:05Z");
const product = (slug: string) => ({ slug, name: `Name ${slug}`, model: null });
const listOf = (count: number): QuoteList => ({
  items: Array.from({ length: count }, (_, i) => ({
    slug: `p${i}`,
    name: `P${i}`,
    model: "",
    quantity: 1,
    note: "",
  })),
  updatedAt: "",
});

describe("addAllToQuote", () => {
  it("adds every product not listed yet, each once with quantity 1", () => {
    const { list, added, message } = addAllToQuote(
      emptyQuoteList(),
      [product("a"), product("b")],
      NOW,
    );
    expect(added).toBe(2);
    expect(list).toEqual({
      items: [
        { slug: "a", name: "Name a", model: "", quantity: 1, note: "" },
        { slug: "b", name: "Name b", model: "", quantity: 1, note: "" },
      ],
      updatedAt: NOW.toISOString(),
    });
    expect(message).toBe("Added 2 products to your quote list.");
  });

  it.each([
    [listOf(0), ["p0"], "Added 1 product to your quote list."],
    [listOf(1), ["p0", "x"], "Added 1 product to your quote list. 1 product already there."],
    [listOf(2), ["p0", "p1"], "All are already in your quote list."],
    [
      listOf(49),
      ["x", "y", "z"],
      "Added 1 product to your quote list. Your quote list is full (50 products): 2 products not added.",
    ],
  ])("says what it did", (list, slugs, message) => {
    expect(addAllToQuote(list, slugs.map(product), NOW).message).toBe(message);
  });

  it("leaves a list with every product in it unchanged", () => {
    const list = listOf(2);
    expect(addAllToQuote(list, [product("p1")], NOW)).toMatchObject({ list, added: 0 });
  });
});
