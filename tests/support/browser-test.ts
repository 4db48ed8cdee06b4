// Playwright's `test` for every browser spec: each test is a visitor of its own address. The
// browser tests' servers trust the X-Forwarded-For header (TRUST_PROXY=on, scripts/serve-e2e.ts),
// so the per-address limits (sign-in guesses, enquiries an hour) count each test alone, and tests
// can run side by side on one server.
import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

/** A private IPv4 address of the test's own, the same on every retry of it. */
export function visitorAddress(testId: string): string {
  const [a, b, c] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${c! || 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": visitorAddress(testInfo.testId) });
  },
});

export { expect } from "@playwright/test";
