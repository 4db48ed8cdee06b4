import { describe, expect, it } from "vitest";
import { valuesChanged } from "../../src/islands/admin/useLeaveGuard.ts";

describe("valuesChanged", () => {
  it.each([
    [{ name: "A" }, { name: "A" }, false],
    [{ name: "A" }, { name: "B" }, true],
    [{ name: "" }, {}, false],
    [{}, { name: "" }, false],
    [{ name: "x" }, {}, true],
    [{ featured: true }, { featured: false }, true],
    [{ featured: false, name: "" }, { featured: false }, false],
  ])("%j against %j: %s", (values, initial, changed) => {
    expect(valuesChanged<Record<string, unknown>>(values, initial)).toBe(changed);
  });
});
