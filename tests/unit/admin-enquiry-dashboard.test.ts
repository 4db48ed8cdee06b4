import { describe, expect, it } from "vitest";
import { ResponseError } from "../../src/islands/admin/response-readers.ts";
import { barTotal, countScale, stackBar } from "../../src/islands/admin/dashboard/chart-scale.ts";
import { readEnquiryStats } from "../../src/islands/admin/dashboard/enquiry-stats-api.ts";

describe("readEnquiryStats", () => {
  const week = { weekStart: "2026-11-23", contact: 1, quote: 2, driver: 0, application: 3 };
  const answer = {
    newThisWeek: 4,
    openByStatus: { new: 4, contacted: 1, quoted: 0 },
    perWeek: [week],
    topProducts: [{ name: "Zebra ZD421", slug: "zebra-zd421", count: 2 }],
  };

  it("reads the contract's answer", () => {
    expect(readEnquiryStats(answer, "answer")).toEqual(answer);
  });

  it("names the field at fault", () => {
    const bad = { ...answer, perWeek: [{ ...week, quote: "2" }] };
    expect(() => readEnquiryStats(bad, "answer")).toThrow(ResponseError);
    expect(() => readEnquiryStats(bad, "answer")).toThrow(
      "answer.perWeek[0].quote is not a number",
    );
  });
});

describe("countScale", () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [3, 3, [0, 1, 2, 3]],
    [4, 4, [0, 1, 2, 3, 4]],
    [7, 8, [0, 2, 4, 6, 8]],
    [10, 10, [0, 5, 10]],
    [23, 30, [0, 10, 20, 30]],
    [95, 100, [0, 50, 100]],
    [120, 150, [0, 50, 100, 150]],
  ])("counts up to %i: top %i, lines %j", (max, top, ticks) => {
    expect(countScale(max)).toEqual({ top, ticks });
  });

  it("always reaches the largest count with round steps", () => {
    for (let max = 0; max <= 1000; max += 7) {
      const { top, ticks } = countScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      const step = ticks[1]!;
      expect(String(step)).toMatch(/^[125]0*$/);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("stackBar", () => {
  const keys = ["contact", "quote", "driver"] as const;

  it("stacks the series from the bottom in order, scaled to the height", () => {
    const segments = stackBar({ contact: 2, quote: 1, driver: 1 }, keys, 8, 200);
    expect(segments).toEqual([
      { key: "contact", value: 2, y: 150, height: 50 },
      { key: "quote", value: 1, y: 125, height: 25 },
      { key: "driver", value: 1, y: 100, height: 25 },
    ]);
  });

  it("leaves out empty series; a full bar reaches the top", () => {
    const segments = stackBar({ contact: 0, quote: 4, driver: 0 }, keys, 4, 100);
    expect(segments).toEqual([{ key: "quote", value: 4, y: 0, height: 100 }]);
    expect(stackBar({ contact: 0, quote: 0, driver: 0 }, keys, 1, 100)).toEqual([]);
  });

  it("totals a bar", () => {
    expect(barTotal({ contact: 2, quote: 3, driver: 4 }, keys)).toBe(9);
  });
});
