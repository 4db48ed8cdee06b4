// How a refused password guess says the wait: whole minutes, rounded up, never "0 minutes".
import { describe, expect, it } from "vitest";
import { minutesToWait } from "../../src/server/auth/guess-limits.ts";

describe("minutesToWait", () => {
  it.each([
    [1, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [119, "2 minutes"],
    [840, "14 minutes"],
    [3600, "60 minutes"],
  ])("says %i seconds as %s", (seconds, text) => {
    expect(minutesToWait(seconds)).toBe(text);
  });
});
