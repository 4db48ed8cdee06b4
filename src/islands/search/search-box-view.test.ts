import { describe, expect, it } from "vitest";
import type { Suggestion } from "./search-api.ts";
import { announcement, categoryLabel, dropdownView, splitOnMatch } from "./search-box-view.ts";
import type { SuggestionsState } from "./useSuggestions.ts";

const zt230: Suggestion = {
  name: "Zebra ZT230 Industrial Barcode Printer",
  slug: "zebra-zt230",
  brand: "Zebra",
  category: "printers",
};
const answered = (suggestions: Suggestion[], failed = false): SuggestionsState => ({
  suggestions,
  settled: true,
  failed,
});
const pending: SuggestionsState = { suggestions: [], settled: false, failed: false };
const recent = ["labels", "zt230"];

describe("dropdownView", () => {
  it.each([
    { case: "empty box, recent searches", term: "  ", recent, state: pending, kind: "recent" },
    { case: "empty box, no recent searches", term: "", recent: [], state: pending, kind: "none" },
    { case: "one character", term: " z ", recent, state: pending, kind: "none" },
    { case: "suggestions", term: "zt", recent, state: answered([zt230]), kind: "suggestions" },
    { case: "waiting for the answer", term: "zt", recent: [], state: pending, kind: "none" },
    { case: "no suggestions, recent", term: "qq", recent, state: answered([]), kind: "recent" },
    { case: "neither", term: "qq", recent: [], state: answered([]), kind: "no-products" },
    { case: "failed, no recent", term: "qq", recent: [], state: answered([], true), kind: "none" },
  ])("$case: $kind", ({ term, recent, state, kind }) => {
    expect(dropdownView(term, recent, state).kind).toBe(kind);
  });

  it('says No products found for "{term}" with the trimmed term', () => {
    expect(dropdownView("  qqxx ", [], answered([]))).toEqual({
      kind: "no-products",
      message: 'No products found for "qqxx"',
    });
    expect(announcement(dropdownView("  qqxx ", [], answered([])))).toBe(
      'No products found for "qqxx"',
    );
  });

  it("lists recent searches as options, in their order", () => {
    const view = dropdownView("", recent, pending);
    expect(view.kind === "recent" && view.options.map((option) => option.key)).toEqual([
      "recent:labels",
      "recent:zt230",
    ]);
  });
});

describe("splitOnMatch and categoryLabel", () => {
  it.each([
    ["Zebra ZT230", "zt2", ["Zebra ", "ZT2", "30"]],
    ["Zebra ZT230", " zebra ", ["", "Zebra", " ZT230"]],
    ["Zebra ZT230", "zebar", ["Zebra ZT230", "", ""]],
  ])("%s with %j", (name, query, parts) => {
    expect(splitOnMatch(name, query)).toEqual(parts);
  });

  it.each([
    [{ ...zt230, category_display_name: "Barcode Printers" }, "Barcode Printers"],
    [{ ...zt230, category: "mobile-computers" }, "Mobile computers"],
  ])("%j shows as %s", (suggestion, label) => {
    expect(categoryLabel(suggestion)).toBe(label);
  });
});
