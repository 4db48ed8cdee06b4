import { describe, expect, it } from "vitest";
import { parseFeatures } from "../../src/lib/catalogue/features.ts";

describe("parseFeatures", () => {
  it.each([
    ["an array", ["Fast printing", "Wi-Fi"], ["Fast printing", "Wi-Fi"]],
    [
      "an array with blanks and non-text items",
      [" Fast ", "", null, 203, { a: 1 }],
      ["Fast", "203"],
    ],
    ["a JSON string of an array", '["Fast printing","Wi-Fi"]', ["Fast printing", "Wi-Fi"]],
    ["a malformed JSON string", '["Fast printing", "Wi-Fi"', []],
    ["a JSON string that is not an array", '{"a":"b"}', ['{"a":"b"}']],
    ["one feature per line", "Fast printing\r\n\nWi-Fi\n", ["Fast printing", "Wi-Fi"]],
    ["an empty string", "", []],
    ["an empty JSON array", "[]", []],
    ["null", null, []],
    ["undefined", undefined, []],
    ["a number", 42, []],
  ])("%s", (_name, input, expected) => {
    expect(parseFeatures(input)).toEqual(expected);
  });
});
