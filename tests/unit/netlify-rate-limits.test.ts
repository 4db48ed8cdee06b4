// Every public function that takes a POST has Netlify's own rate limit in front of the
// application's, in the shape Netlify's bundler accepts (sliding window per address and site).
import { describe, expect, it } from "vitest";
import { config as auth } from "../../netlify/functions/auth.mts";
import { config as contact } from "../../netlify/functions/contact.mts";
import { config as cspReport } from "../../netlify/functions/csp-report.mts";
import { config as drivers } from "../../netlify/functions/drivers.mts";
import { config as jobApplications } from "../../netlify/functions/job-applications.mts";
import { config as quotes } from "../../netlify/functions/quotes.mts";
import { config as searchReport } from "../../netlify/functions/search-report.mts";

describe.each([
  ["contact", contact],
  ["quotes", quotes],
  ["drivers", drivers],
  ["job-applications", jobApplications],
  ["csp-report", cspReport],
  ["auth", auth],
  ["search-report", searchReport],
])("the %s function", (_name, config) => {
  it("declares Netlify's rateLimit per address and site, at most 3 minutes long", () => {
    const limit = config.rateLimit!;
    expect(limit.aggregateBy).toEqual(["ip", "domain"]);
    expect(Number.isInteger(limit.windowLimit) && limit.windowLimit > 0).toBe(true);
    expect(limit.windowSize).toBeGreaterThan(0);
    expect(limit.windowSize).toBeLessThanOrEqual(180);
  });
});
