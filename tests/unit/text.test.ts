import { describe, expect, it } from "vitest";
import { truncateText } from "../../src/lib/text.ts";

describe("truncateText", () => {
  const eighty = "x".repeat(80);
  it.each([
    ["short text", 80, "short text"],
    [eighty, 80, eighty],
    [`${eighty}y`, 80, `${eighty}…`],
    ["  padded  ", 80, "padded"],
    ["Cut right after a word and a space here", 26, "Cut right after a word and…"],
    ["Cut inside a longer word here", 16, "Cut inside a…"],
    ["Labels per roll on a 1-inch core, with more", 33, "Labels per roll on a 1-inch core…"],
    ["Supercalifragilistic words", 10, "Supercalif…"],
    ["", 80, ""],
  ])("%j cut at %i is %j", (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it("never keeps more than the limit before the ellipsis", () => {
    const long =
      "4-inch thermal transfer desktop printer with a drop-in ribbon cartridge, field-upgradeable connectivity";
    const cut = truncateText(long, 80);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length - 1).toBeLessThanOrEqual(80);
  });
});
