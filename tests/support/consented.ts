// Playwright's `test` for pages that are not about cookie consent: each test's browser already
// holds a choice (everything optional rejected), so the cookie banner never covers the page and
// no tracking runs. tests/e2e/consent.spec.ts uses the plain `test`.
import { test as base } from "./browser-test.ts";
import { createConsentRecord, NONE_ALLOWED } from "../../src/lib/consent/consent-record.ts";
import { CONSENT_KEY } from "../../src/lib/consent/cookie-names.ts";

/** `test` whose browser context starts with a stored Reject All choice. */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    const record = createConsentRecord(NONE_ALLOWED, Date.now());
    await context.addCookies([
      {
        name: CONSENT_KEY,
        value: encodeURIComponent(JSON.stringify(record)),
        url: baseURL!,
        sameSite: "Lax",
      },
    ]);
    await use(context);
  },
});

export { expect } from "./browser-test.ts";
