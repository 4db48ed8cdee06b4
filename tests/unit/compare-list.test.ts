import { describe, expect, it } from "vitest";
import {
  COMPARE_LIST_KEY,
  COMPARE_MESSAGES,
  loadCompareList,
  parseCompareList,
  saveCompareList,
  toggleCompared,
} from "../../src/lib/compare/compare-list.ts";
import { createConsentRecord, ALL_ALLOWED } from "../../src/lib/consent/consent-record.ts";
import { CONSENT_KEY } from "../../src/lib/consent/cookie-names.ts";

// A Storage stand-in: a Map behind the three methods the list uses.
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}
const consented = () =>
  memoryStorage({ [CONSENT_KEY]: JSON.stringify(createConsentRecord(ALL_ALLOWED, Date.now())) });

describe("parseCompareList", () => {
  it.each([
    [null, []],
    ["", []],
    ["not json", []],
    ['{"a":1}', []],
    ['["a","b"]', ["a", "b"]],
    ['["a",1,"a","B C","b"]', ["a", "b"]],
    ['["a","b","c","d","e"]', ["a", "b", "c", "d"]],
  ])("%j holds %j", (stored, slugs) => {
    expect(parseCompareList(stored)).toEqual(slugs);
  });
});

describe("toggleCompared", () => {
  it("adds a product, takes a chosen one out, and refuses a fifth", () => {
    expect(toggleCompared([], "a")).toEqual({ slugs: ["a"], outcome: "added" });
    expect(toggleCompared(["a", "b"], "a")).toEqual({ slugs: ["b"], outcome: "removed" });
    expect(toggleCompared(["a", "b", "c", "d"], "e")).toEqual({
      slugs: ["a", "b", "c", "d"],
      outcome: "full",
    });
    expect(toggleCompared(["a", "b", "c", "d"], "d")).toEqual({
      slugs: ["a", "b", "c"],
      outcome: "removed",
    });
  });

  it("says the refusal plainly", () => {
    expect(COMPARE_MESSAGES.full).toBe(
      "You can compare up to 4 products. Remove one to add another.",
    );
  });
});

describe("where the chosen products are kept", () => {
  it("in sessionStorage without functional consent, in localStorage with it", () => {
    const plain = { local: memoryStorage(), session: memoryStorage() };
    saveCompareList(["a"], plain);
    expect(plain.session.map.get(COMPARE_LIST_KEY)).toBe('["a"]');
    expect(plain.local.map.has(COMPARE_LIST_KEY)).toBe(false);

    const allowed = { local: consented(), session: memoryStorage() };
    saveCompareList(["a", "b"], allowed);
    expect(allowed.local.map.get(COMPARE_LIST_KEY)).toBe('["a","b"]');
    expect(loadCompareList(allowed)).toEqual(["a", "b"]);
  });

  it("moves a list found in the other storage once consent changed", () => {
    const storages = {
      local: consented(),
      session: memoryStorage({ [COMPARE_LIST_KEY]: '["x"]' }),
    };
    expect(loadCompareList(storages)).toEqual(["x"]);
    expect(storages.session.map.has(COMPARE_LIST_KEY)).toBe(false);
    expect(storages.local.map.get(COMPARE_LIST_KEY)).toBe('["x"]');
  });

  it("removes the key when nothing is chosen, and reads blocked storage as none", () => {
    const storages = {
      local: memoryStorage(),
      session: memoryStorage({ [COMPARE_LIST_KEY]: '["a"]' }),
    };
    saveCompareList([], storages);
    expect(storages.session.map.has(COMPARE_LIST_KEY)).toBe(false);
    expect(loadCompareList({ local: undefined, session: undefined })).toEqual([]);
  });
});
