import { describe, expect, it } from "vitest";
import { BUILT_IN_SYNONYMS, searchRewordings } from "../../src/lib/search/search-synonyms.ts";

describe("searchRewordings", () => {
  it("searches a term no group names as typed, alone", () => {
    expect(searchRewordings("Zebra ZT-230")).toEqual(["Zebra ZT-230"]);
  });

  it("rewords a word with each other word of its group", () => {
    expect(searchRewordings("Wireless barcode scanner")).toEqual([
      "Wireless barcode scanner",
      "wireless barcode reader",
      "cordless barcode scanner",
      "cordless barcode reader",
      "bluetooth barcode scanner",
      "bluetooth barcode reader",
    ]);
  });

  it("takes the longest phrase at a place: a handheld terminal is a mobile computer", () => {
    expect(searchRewordings("handheld terminal")).toEqual([
      "handheld terminal",
      "terminal",
      "mobile computer",
      "handheld computer",
      "pda",
    ]);
  });

  it("combines rewordings at two places, at most eight texts in all", () => {
    const texts = searchRewordings("wireless terminal");
    expect(texts[0]).toBe("wireless terminal");
    expect(texts).toContain("cordless mobile computer");
    expect(texts).toHaveLength(8);
  });

  it("folds case and accents to find a group, and names each phrase once", () => {
    expect(searchRewordings("GÜN")).toEqual(["GÜN", "handheld scanner"]);
    const phrases = BUILT_IN_SYNONYMS.flat();
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it("rewords with the synonyms staff added beside the built-in ones", () => {
    expect(searchRewordings("zapper 2d", [["zapper", "scanner"]])).toEqual([
      "zapper 2d",
      "scanner 2d",
    ]);
    expect(searchRewordings("zapper", [])).toEqual(["zapper"]);
  });

  it("adds a staff pair naming a built-in phrase to that phrase's group", () => {
    expect(searchRewordings("gun", [["gun", "zapper"]])).toEqual([
      "gun",
      "handheld scanner",
      "zapper",
    ]);
    expect(searchRewordings("cordless", [["cordless", "zapper"]])).toEqual([
      "cordless",
      "wireless",
      "bluetooth",
      "zapper",
    ]);
  });
});
