// The 15 dictionaries: every language has every key, nothing is empty, nothing is English copied
// (bar a short list of product names), placeholders survive, and each is written in its own script.
import { describe, expect, it } from "vitest";
import {
  ENGLISH,
  SAME_IN_EVERY_LANGUAGE,
  fillPlaceholders,
  loadDictionary,
  type MessageKey,
} from "../../src/lib/i18n/dictionary.ts";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/lib/i18n/languages.ts";
import { CONTACT_SUCCESS_MESSAGE } from "../../src/lib/contact/contact-form.ts";

// The Unicode block each language is written in (Urdu: the Arabic script).
const SCRIPTS: Record<Exclude<LanguageCode, "en">, RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  ne: /[\u0900-\u097F]/,
  sa: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  as: /[\u0980-\u09FF]/,
  pa: /[\u0A00-\u0A7F]/,
  gu: /[\u0A80-\u0AFF]/,
  or: /[\u0B00-\u0B7F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
  ur: /[\u0600-\u06FF]/,
};

const KEYS = Object.keys(ENGLISH).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const translated = LANGUAGE_CODES.filter((code) => code !== "en");

describe("the English dictionary", () => {
  it("has no empty text", () => {
    for (const key of KEYS) expect(ENGLISH[key as MessageKey].trim(), key).not.toBe("");
  });

  it("words the contact success banner as the API does", () => {
    expect(ENGLISH["contact.success"]).toBe(CONTACT_SUCCESS_MESSAGE);
  });
});

describe.each(translated)("the %s dictionary", (code) => {
  it("has exactly the English keys, none empty", async () => {
    const dictionary = await loadDictionary(code);
    expect(Object.keys(dictionary).sort()).toEqual(KEYS);
    for (const key of KEYS) expect(dictionary[key as MessageKey].trim(), key).not.toBe("");
  });

  it("copies no English text except the product names allowed to stay", async () => {
    const dictionary = await loadDictionary(code);
    const copied = KEYS.filter(
      (key) => dictionary[key as MessageKey] === ENGLISH[key as MessageKey],
    );
    expect(copied.filter((key) => !SAME_IN_EVERY_LANGUAGE.includes(key as MessageKey))).toEqual([]);
  });

  it("is written in its own script and keeps every placeholder", async () => {
    const dictionary = await loadDictionary(code);
    for (const key of KEYS as MessageKey[]) {
      expect(placeholders(dictionary[key]), key).toEqual(placeholders(ENGLISH[key]));
      if (!SAME_IN_EVERY_LANGUAGE.includes(key))
        expect(dictionary[key], key).toMatch(SCRIPTS[code]);
    }
  });
});

describe("loadDictionary", () => {
  it("gives English at once and a different dictionary per language", async () => {
    expect(await loadDictionary("en")).toBe(ENGLISH);
    const headings = await Promise.all(
      LANGUAGE_CODES.map(async (code) => (await loadDictionary(code))["home.featured.title"]),
    );
    expect(new Set(headings).size).toBe(LANGUAGE_CODES.length);
  });
});

describe("fillPlaceholders", () => {
  it.each([
    [
      "Please keep this under {max} characters",
      { max: 200 },
      "Please keep this under 200 characters",
    ],
    ["{driver} डाउनलोड करें", { driver: "ZDesigner" }, "ZDesigner डाउनलोड करें"],
    ["Fields marked {asterisk}", {}, "Fields marked {asterisk}"],
  ])("%j with %j", (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});
