// The language list, the stored choice read back, text direction and the quick toggle.
import { describe, expect, it } from "vitest";
import {
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  languageDirection,
  languageOf,
  languageOptionLabel,
  parseStoredLanguage,
  quickToggleTarget,
} from "../../src/lib/i18n/languages.ts";

describe("LANGUAGES", () => {
  it("lists the 15 languages of document 1 in its order, each with a native name and flag", () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([
      "en",
      "hi",
      "bn",
      "te",
      "mr",
      "ta",
      "gu",
      "kn",
      "ml",
      "pa",
      "or",
      "as",
      "ur",
      "ne",
      "sa",
    ]);
    expect(LANGUAGES.map((language) => language.name)).toEqual([
      "English",
      "Hindi",
      "Bengali",
      "Telugu",
      "Marathi",
      "Tamil",
      "Gujarati",
      "Kannada",
      "Malayalam",
      "Punjabi",
      "Odia",
      "Assamese",
      "Urdu",
      "Nepali",
      "Sanskrit",
    ]);
    expect(new Set(LANGUAGES.map((language) => language.nativeName)).size).toBe(15);
    expect(LANGUAGE_CODES).toEqual(LANGUAGES.map((language) => language.code));
  });

  it("flags the languages of India with India's flag, Nepali with Nepal's, English with Britain's", () => {
    const flags = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.flag]));
    expect(flags).toMatchObject({ en: "🇬🇧", ne: "🇳🇵", hi: "🇮🇳", ur: "🇮🇳", sa: "🇮🇳" });
    expect(LANGUAGES.filter((language) => language.flag === "🇮🇳")).toHaveLength(13);
  });
});

describe("parseStoredLanguage", () => {
  it.each([
    ["hi", "hi"],
    ["ur", "ur"],
    ["en", "en"],
    [null, "en"],
    [undefined, "en"],
    ["", "en"],
    ["xx", "en"],
    ["HI", "en"],
    [" hi", "en"],
    ['"hi"', "en"],
    ["hi-IN", "en"],
    ["__proto__", "en"],
    ["toString", "en"],
    [42, "en"],
  ])("%j reads as %j", (stored, expected) => {
    expect(parseStoredLanguage(stored)).toBe(expected);
  });

  it("accepts every listed code", () => {
    for (const code of LANGUAGE_CODES) expect(isLanguageCode(code)).toBe(true);
  });
});

describe("languageDirection", () => {
  it("is right to left for Urdu only", () => {
    expect(LANGUAGE_CODES.filter((code) => languageDirection(code) === "rtl")).toEqual(["ur"]);
  });
});

describe("the picker and the quick toggle", () => {
  it("shows flag, own name and English name", () => {
    expect(languageOptionLabel(languageOf("hi"))).toBe("🇮🇳 हिन्दी (Hindi)");
    expect(languageOptionLabel(languageOf("ur"))).toBe("🇮🇳 اردو (Urdu)");
    expect(languageOptionLabel(languageOf("en"))).toBe("🇬🇧 English");
  });

  it.each([
    ["en", "hi"],
    ["hi", "en"],
    ["ta", "en"],
    ["ur", "en"],
  ] as const)("from %s switches to %s", (current, target) => {
    expect(quickToggleTarget(current)).toBe(target);
  });
});
