// Every function that takes a visitor's write (a state-changing method no staff guard covers, read
// from the code) has Netlify's own rate limit in front of the application's, in the shape Netlify's
// bundler accepts (sliding window per address and site). A public write added later is covered.
import type { Config } from "@netlify/functions";
import { describe, expect, it } from "vitest";
import { apiEndpoints } from "../support/endpoints.ts";

// Netlify's deploy notification reaches `publish` from Netlify itself, signed (publishing.test.ts);
// the function's other calls are staff's.
const NOT_LIMITED = ["publish"];

const publicWriters = [
  ...new Set(
    (await apiEndpoints())
      .filter(({ method, guard }) => method !== "GET" && method !== "HEAD" && !guard)
      .map(({ functionName }) => functionName),
  ),
].filter((name) => !NOT_LIMITED.includes(name));

const configOf = async (name: string) =>
  ((await import(`../../netlify/functions/${name}.mts`)) as { config: Config }).config;

it("covers the forms, sign-in, consent, tracking and the reports", () => {
  expect(publicWriters.sort()).toEqual([
    "auth",
    "contact",
    "cookie-acceptance",
    "csp-report",
    "drivers",
    "job-applications",
    "quotes",
    "search-report",
    "tracking",
  ]);
});

describe.each(publicWriters)("the %s function", (name) => {
  it("declares Netlify's rateLimit per address and site, at most 3 minutes long", async () => {
    const limit = (await configOf(name)).rateLimit!;
    expect(limit.aggregateBy).toEqual(["ip", "domain"]);
    expect(Number.isInteger(limit.windowLimit) && limit.windowLimit > 0).toBe(true);
    expect(limit.windowSize).toBeGreaterThan(0);
    expect(limit.windowSize).toBeLessThanOrEqual(180);
  });
});
