import { describe, expect, it } from "vitest";
import { COUNT_UP_TIMING, countUpValues, formatCount } from "../../src/lib/count-up.ts";

describe("countUpValues", () => {
  it.each([27, 10_000, 1_000_000, 50])("counts to %i in 60 rising steps", (target) => {
    const values = countUpValues(target);
    expect(values).toHaveLength(60);
    expect(values.at(-1)).toBe(target);
    expect(values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0))).toBe(
      true,
    );
    expect(Math.max(...values)).toBe(target);
  });

  it("starts near zero rather than at the target", () => {
    expect(countUpValues(10_000)[0]).toBe(166);
    expect(countUpValues(27).slice(0, 3)).toEqual([0, 0, 1]);
  });

  it.each([0, -5, Number.NaN])("shows %d as a single final value", (target) => {
    expect(countUpValues(target)).toHaveLength(1);
  });
});

describe("COUNT_UP_TIMING", () => {
  it("waits 500 ms, then counts for 2000 ms in 60 steps (document 2 §9)", () => {
    expect(COUNT_UP_TIMING).toEqual({ delayMs: 500, durationMs: 2000, steps: 60 });
  });
});

describe("formatCount", () => {
  it.each([
    [27, "+", "27+"],
    [10_000, "+", "10,000+"],
    [1_000_000, "+", "1,000,000+"],
    [50, "", "50"],
  ])("prints %i with %j as %j", (value, suffix, expected) => {
    expect(formatCount(value, suffix)).toBe(expected);
  });
});
