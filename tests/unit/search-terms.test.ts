import { describe, expect, it } from "vitest";
import {
  compactOf,
  oneEditAnchors,
  oneEditSpellings,
  oneEditStartPattern,
  searchWords,
  wordPrefixPattern,
  wordTableWords,
} from "../../src/lib/search/search-terms.ts";

describe("compactOf", () => {
  it.each([
    ["ZT230", "zt230"],
    ["ZT-230", "zt230"],
    ["zt 230", "zt230"],
    ["  Zebra ZT-230 / 203 dpi ", "zebrazt230203dpi"],
    ["%_'", ""],
    ["Résumé", "rsum"],
  ])("%j → %j", (text, compact) => {
    expect(compactOf(text)).toBe(compact);
  });
});

describe("searchWords", () => {
  it.each([
    ["Zebra ZT-230 printer", ["zebra", "zt", "230", "printer"]],
    ["a b cd", ["cd"]],
    ["z", ["z"]],
    ["a b", ["a", "b"]],
    ["100% 'x'_", ["100"]],
    ["ज़ेबरा प्रिंटर", ["ज़ेबरा", "प्रिंटर"]],
    ["one two three four five six seven", ["one", "two", "three", "four", "five", "six"]],
    ["'; drop table products; --", ["drop", "table", "products"]],
  ])("%j → %j", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

// Postgres' \m (start of a word) is \b before a word character in JavaScript.
const matches = (word: string, text: string) =>
  new RegExp(wordPrefixPattern(word).replace("\\m", "\\b"), "u").test(text);

describe("wordPrefixPattern forgives one typo at the start of a word", () => {
  it.each([
    ["zebar", "Zebra ZT230", true], // swapped
    ["pirnter", "Desktop Printer", true], // swapped
    ["scanr", "handheld scanner", true], // wrong letter, then a prefix
    ["honeywull", "Honeywell CT40", true], // wrong letter
    ["datalogc", "Datalogic Matrix", true], // missing letter
    ["ribbbon", "Wax Ribbon", true], // extra letter
    ["zebra", "Zebra", true], // exact
    ["zeb", "Zebra", true], // prefix
    ["zbe", "Zebra", false], // short words must be exact
    ["zebar", "abzebra", false], // only at the start of a word
    ["pirntre", "Printer", false], // two typos
  ])("%s in %j: %s", (word, text, expected) => {
    expect(matches(word, text.toLowerCase())).toBe(expected);
  });

  it("lists only the word itself for short words", () => {
    expect(oneEditSpellings("zeb")).toEqual(["zeb"]);
  });
});

describe("oneEditAnchors", () => {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const edits = (word: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i <= word.length; i++) {
      for (const letter of alphabet.slice(0, 5))
        out.push(word.slice(0, i) + letter + word.slice(i));
      if (i === word.length) continue;
      out.push(word.slice(0, i) + word.slice(i + 1));
      for (const letter of alphabet.slice(0, 5))
        out.push(word.slice(0, i) + letter + word.slice(i + 1));
      if (i + 1 < word.length)
        out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    return out;
  };

  it.each(["pirnter", "datalogic", "honeywull", "scanner", "1234567"])(
    "every spelling one edit from %s contains one of its anchors",
    (word) => {
      const anchors = oneEditAnchors(word);
      expect(anchors).toHaveLength(2);
      for (const spelling of edits(word)) {
        expect(
          anchors.some((anchor) => spelling.includes(anchor)),
          spelling,
        ).toBe(true);
      }
    },
  );

  it.each([
    ["pirnter", ["pir", "ter"]],
    ["abc", ["abc"]],
    ["zebar", []],
    ["honeyw", []],
    ["zt", []],
  ])("%s has the anchors %j", (word, anchors) => {
    expect(oneEditAnchors(word)).toEqual(anchors);
  });
});

describe("wordTableWords: the words as product_search_words holds them", () => {
  it.each([
    ["Zebra ZT-230 printer", ["zebra", "zt", "230", "printer"]],
    ["Ünïcödé café", ["unicode", "cafe"]],
    ["a b cd", ["cd"]],
    ["ज़ेबरा प्रिंटर", []],
    ["'; drop table products; --", ["drop", "table", "products"]],
    ["one two three four five six seven", ["one", "two", "three", "four", "five", "six"]],
  ])("%j → %j", (text, words) => {
    expect(wordTableWords(text)).toEqual(words);
  });
});

describe("oneEditStartPattern: known words a typed one may be a typo of", () => {
  const starts = (typed: string, word: string) =>
    new RegExp(oneEditStartPattern(typed)!.replaceAll("\\w", "[a-z0-9]")).test(word);
  it.each([
    ["zebar", "zebra"],
    ["zeba", "zebra"],
    ["scanr", "scanner"],
    ["honeywull", "honeywell"],
    ["xebra", "zebra"],
  ])("%s finds %s", (typed, word) => {
    expect(starts(typed, word)).toBe(true);
  });

  it.each([
    ["zebar", "zenith"],
    ["pirnter", "printhead"],
  ])("%s does not find %s", (typed, word) => {
    expect(starts(typed, word)).toBe(false);
  });

  it.each(["zt230", "zeb", "ab"])("has none for %j (digits, or too short)", (typed) => {
    expect(oneEditStartPattern(typed)).toBeUndefined();
  });
});
