// The build's clock (src/server/build-clock.ts): SOURCE_DATE_EPOCH fixes the time pages say they
// were built at; unset, it is now.
import { describe, expect, it } from "vitest";
import { buildTime } from "../../src/server/build-clock.ts";

describe("buildTime", () => {
  it("is SOURCE_DATE_EPOCH's second when set", () => {
    expect(buildTime("1798761600").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("is now when unset or empty", () => {
    for (const epoch of [undefined, ""]) {
      expect(Math.abs(buildTime(epoch).getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("refuses what is not whole seconds, naming it", () => {
    expect(() => buildTime("2027-01-01")).toThrow(
      'SOURCE_DATE_EPOCH must be whole seconds since 1970 (got "2027-01-01")',
    );
  });
});
