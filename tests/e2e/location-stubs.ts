// Stand-ins for what the location features ask outside the page: the site's own detection call,
// the third-party IP-lookup services (no internet here, and tests must not depend on it), and the
// visitor's stored consent and location.
import type { Page, Route } from "@playwright/test";

// The detection calls, matched by a pattern, not a function: Playwright's own process then
// matches it, and the page's other requests do not each wait for a round trip to the test
// process (docs/decisions/0077-browser-test-waits.md). The call with a
// position (`lat`) is let through.
const DETECTION_CALLS = /^https?:\/\/[^/]+\/api\/locations\/detect(?:[?#]|$)/;

/** Makes the server's view of the visitor `location`, none (null), or a failure. */
export async function serverSees(page: Page, location: object | null | "fail"): Promise<void> {
  await page.route(DETECTION_CALLS, (route) => {
    if (new URL(route.request().url()).searchParams.has("lat")) return route.fallback();
    return location === "fail"
      ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } })
      : route.fulfill({ json: { location } });
  });
}

/** The IP-lookup services of src/lib/locations/ip-lookup-services.ts, in order. */
export const IP_SERVICES = {
  ipapi: "https://ipapi.co/**",
  ipwhois: "https://ipwho.is/**",
  ipify: "https://api.ipify.org/**",
} as const;

/**
 * Answers each IP service with the given JSON, or fails it (a dropped connection) when none is
 * given. Returns the services asked, in order.
 */
export async function ipServicesAnswer(
  page: Page,
  answers: Partial<Record<keyof typeof IP_SERVICES, object>> = {},
): Promise<string[]> {
  const asked: string[] = [];
  for (const [name, pattern] of Object.entries(IP_SERVICES) as [
    keyof typeof IP_SERVICES,
    string,
  ][]) {
    await page.route(pattern, (route: Route) => {
      asked.push(name);
      const body = answers[name];
      return body
        ? route.fulfill({ json: body, headers: { "access-control-allow-origin": "*" } })
        : route.abort("internetdisconnected");
    });
  }
  return asked;
}

/** Every detection clue fails: the location comes from the time zone or the default. */
export async function nothingDetected(page: Page): Promise<void> {
  await serverSees(page, "fail");
  await ipServicesAnswer(page);
}

/** Stores an Accept All consent record (document 1 §3) before every page of the test loads. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem("cookieConsent") === null) {
      const now = Date.now();
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({
          accepted: true,
          timestamp: now,
          expires: now + 31_536_000_000,
          preferences: { essential: true, performance: true, functional: true, targeting: true },
        }),
      );
    }
  });
}

/** The two location keys of localStorage (document 1 §9). */
export function storedLocation(page: Page) {
  return page.evaluate(() => ({
    userLocation: JSON.parse(localStorage.getItem("userLocation") ?? "null") as unknown,
    locationManuallySet: localStorage.getItem("locationManuallySet"),
  }));
}

/** Pune as the API and the picker report it. */
export const PUNE = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 867, name: "Pune", slug: "pune" },
};
