// The admin's times are India's whatever zone the browser (here the test process) is set to.
import { describe, expect, it } from "vitest";
import { indiaDate, indiaDateTime } from "../../src/islands/admin/ui/india-time.ts";

describe("India's time in the admin", () => {
  it("shows a UTC moment in India's time (UTC+5:30)", () => {
    expect(indiaDateTime("2026-11-26T10:35:00Z")).toMatch(/^26 Nov 2026, 4:05\s?pm$/i);
  });

  it("puts a moment after 18:30 UTC on India's next day", () => {
    expect(indiaDate("2026-11-26T19:00:00Z")).toBe("27 Nov 2026");
    expect(indiaDateTime(new Date("2026-11-26T19:00:00Z"))).toMatch(/^27 Nov 2026, 12:30\s?am$/i);
  });
});
