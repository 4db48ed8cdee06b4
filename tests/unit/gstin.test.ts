// The GSTIN check: valid numbers pass, and each refusal says what is wrong (length, format, check
// character). The company's own GSTIN, shown in the header and footer, passes it too.
import { describe, expect, it } from "vitest";
import { company } from "../../src/lib/company.ts";
import {
  gstinCheckCharacter,
  gstinIsValid,
  gstinMessages,
  gstinProblem,
} from "../../src/lib/quotes/gstin.ts";

// Registered GSTINs that are published widely (python-stdnum's example; Reliance Industries, and
// others printed on invoices): each checked by other implementations of GSTN's mod-36 scheme.
const VALID_GSTINS = [
  "27AAPFU0939F1ZV",
  "27AAACR5055K1Z7",
  "29AAGCB7383J1Z4",
  "07AAGFF2194N1Z1",
  "33AACCM9093R1ZP",
  "37AADCB2230M2ZR",
];

describe("gstinIsValid", () => {
  it.each(VALID_GSTINS)("accepts %s", (gstin) => {
    expect(gstinIsValid(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin)).toBe(gstin.charAt(14));
  });

  it("forgives lower case and spaces", () => {
    expect(gstinIsValid(" 27aapfu0939f1zv ")).toBe(true);
    expect(gstinIsValid("27AAPFU 0939F 1ZV")).toBe(true);
  });

  it("refuses every other check character of a valid GSTIN", () => {
    const others = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"].filter((c) => c !== "V");
    expect(others.filter((c) => gstinIsValid(`27AAPFU0939F1Z${c}`))).toEqual([]);
  });

  it("accepts the company's own GSTIN", () => {
    expect(gstinProblem(company.gstin)).toBeNull();
  });
});

describe("gstinProblem says what is wrong", () => {
  it.each([
    ["a wrong check character", "27AAPFU0939F1ZO", gstinMessages.checkCharacter],
    ["two characters swapped", "27AAPFU9039F1ZV", gstinMessages.checkCharacter],
    ["too short", "27AAPFU0939F1Z", gstinMessages.length(14)],
    ["too long", "27AAPFU0939F1ZVV", gstinMessages.length(16)],
    ["empty", "", gstinMessages.length(0)],
    ["state code 00", "00AAPFU0939F1ZV", gstinMessages.format],
    ["state code 39", "39AAPFU0939F1ZV", gstinMessages.format],
    ["a digit where the PAN has letters", "271APFU0939F1ZV", gstinMessages.format],
    ["entity number 0", "27AAPFU0939F0ZV", gstinMessages.format],
    ["no Z in the 14th place", "27AAPFU0939F1YV", gstinMessages.format],
  ])("%s: %s", (_case, gstin, message) => {
    expect(gstinProblem(gstin)).toBe(message);
    expect(gstinIsValid(gstin)).toBe(false);
  });

  it("words each kind of mistake as the visitor can act on it", () => {
    expect(gstinMessages.length(14)).toBe(
      "A GSTIN has 15 characters; this one has 14. Please copy it from your GST certificate.",
    );
    expect(gstinMessages.checkCharacter).toContain("check digit");
    expect(gstinMessages.format).toContain("state code");
  });
});
