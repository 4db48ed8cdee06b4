import { describe, expect, it } from "vitest";
import { parseSpecifications } from "../../src/lib/catalogue/specifications.ts";

describe("parseSpecifications", () => {
  it.each([
    [
      "one row per line",
      "Print method: Thermal transfer\nResolution: 203 dpi",
      [
        ["Print method", "Thermal transfer"],
        ["Resolution", "203 dpi"],
      ],
    ],
    [
      "splits at the first colon only",
      "Operating time: 10:00 to 18:00",
      [["Operating time", "10:00 to 18:00"]],
    ],
    [
      "a line with semicolons becomes several rows",
      "Media width: 15 mm to 118 mm; Maximum roll diameter: 127 mm",
      [
        ["Media width", "15 mm to 118 mm"],
        ["Maximum roll diameter", "127 mm"],
      ],
    ],
    [
      "a semicolon part without a colon stays in its value",
      "Interfaces: USB; Ethernet",
      [["Interfaces", "USB; Ethernet"]],
    ],
    ["an empty value shows a dash", "Warranty:", [["Warranty", "-"]]],
    ["a blank value after spaces shows a dash", "Warranty:    ", [["Warranty", "-"]]],
    [
      "blank lines are skipped",
      "A: 1\n\n   \nB: 2\n",
      [
        ["A", "1"],
        ["B", "2"],
      ],
    ],
    [
      "CRLF line ends",
      "A: 1\r\nB: 2\r\n",
      [
        ["A", "1"],
        ["B", "2"],
      ],
    ],
    ["a line without a colon is a label with a dash", "Made in India", [["Made in India", "-"]]],
    ["labels and values are trimmed", "  Speed  :   152 mm/s  ", [["Speed", "152 mm/s"]]],
    [
      "empty semicolon parts are dropped",
      "A: 1;; B: 2;",
      [
        ["A", "1"],
        ["B", "2"],
      ],
    ],
  ])("%s", (_name, text, rows) => {
    expect(parseSpecifications(text)).toEqual(rows.map(([label, value]) => ({ label, value })));
  });

  it.each([null, undefined, "", "\n\n"])("gives no rows for %j", (text) => {
    expect(parseSpecifications(text)).toEqual([]);
  });
});
