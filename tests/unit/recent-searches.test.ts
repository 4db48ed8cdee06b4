import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  loadRecentSearches,
  normaliseRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
  saveRecentSearches,
  type SearchStorage,
} from "../../src/lib/search/recent-searches.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): SearchStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const blockedStorage: SearchStorage = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

describe("addRecentSearch", () => {
  it.each([
    { list: [], term: "zebra", expected: ["zebra"] },
    { list: ["zebra"], term: "printer", expected: ["printer", "zebra"] },
    { list: ["printer", "zebra"], term: "zebra", expected: ["zebra", "printer"] },
    { list: ["printer", "Zebra"], term: "ZEBRA", expected: ["ZEBRA", "printer"] },
    { list: ["a1", "b2", "c3", "d4", "e5"], term: "f6", expected: ["f6", "a1", "b2", "c3", "d4"] },
    { list: ["a1", "b2", "c3", "d4", "e5"], term: "e5", expected: ["e5", "a1", "b2", "c3", "d4"] },
    { list: ["zebra"], term: "  zt230  ", expected: ["zt230", "zebra"] },
    { list: ["zebra"], term: "   ", expected: ["zebra"] },
  ])("adding $term to $list gives $expected", ({ list, term, expected }) => {
    expect(addRecentSearch(list, term)).toEqual(expected);
  });

  it("leaves the given list unchanged", () => {
    const list = ["zebra"];
    addRecentSearch(list, "printer");
    expect(list).toEqual(["zebra"]);
  });
});

describe("normaliseRecentSearches", () => {
  it.each([
    { stored: null, expected: [] },
    { stored: "zebra", expected: [] },
    { stored: { 0: "zebra" }, expected: [] },
    { stored: ["zebra", 42, null, "", "  ", " printer "], expected: ["zebra", "printer"] },
    { stored: ["zebra", "ZEBRA", "printer"], expected: ["zebra", "printer"] },
    { stored: ["1", "2", "3", "4", "5", "6", "7"], expected: ["1", "2", "3", "4", "5"] },
  ])("$stored reads as $expected", ({ stored, expected }) => {
    expect(normaliseRecentSearches(stored)).toEqual(expected);
  });
});

describe("loading and saving", () => {
  it.each([
    { raw: undefined, expected: [] },
    { raw: "not json", expected: [] },
    { raw: '{"terms":["zebra"]}', expected: [] },
    { raw: '["zebra","printer"]', expected: ["zebra", "printer"] },
  ])("stored $raw loads as $expected", ({ raw, expected }) => {
    const storage = memoryStorage(raw === undefined ? {} : { [RECENT_SEARCHES_KEY]: raw });
    expect(loadRecentSearches(storage)).toEqual(expected);
  });

  it("saves under the key recentSearches and removes the key for an empty list", () => {
    const storage = memoryStorage();
    saveRecentSearches(["zebra", "printer"], storage);
    expect(storage.data.get("recentSearches")).toBe('["zebra","printer"]');
    saveRecentSearches([], storage);
    expect(storage.data.has("recentSearches")).toBe(false);
  });

  it("remembers submitted terms newest first, without duplicates, at most 5", () => {
    const storage = memoryStorage();
    for (const term of ["a1", "b2", "c3", "b2", "d4", "e5", "f6"]) rememberSearch(term, storage);
    expect(loadRecentSearches(storage)).toEqual(["f6", "e5", "d4", "b2", "c3"]);
  });

  it("works without storage: blocked storage reads empty and writes nothing", () => {
    expect(loadRecentSearches(blockedStorage)).toEqual([]);
    expect(() => saveRecentSearches(["zebra"], blockedStorage)).not.toThrow();
    expect(rememberSearch("zebra", blockedStorage)).toEqual(["zebra"]);
    expect(loadRecentSearches(undefined)).toEqual([]);
  });
});
