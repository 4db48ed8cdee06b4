// The security headers on every response (netlify.toml, the built _headers file, and the
// functions' own), and pages that work under the Content-Security-Policy: their islands hydrate,
// search suggestions appear, and the browser reports no violation. An injected inline
// script is refused on every page: the policy is really in force.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const PAGES = ["/", "/zebra-zd421-desktop-barcode-printer", "/contact", "/search?q=zebra"];

type Watched = Window & { cspViolations: string[]; sentinelRan?: boolean };
const SENTINEL = "window.sentinelRan = true";

/** From before the page's own scripts (an init script runs outside its policy): logs violations. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      watched.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/**
 * The violations the page reported. An inline script is injected last: the policy must block it,
 * and since reports arrive in order, once its own report is in, every earlier one is too.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate((text) => {
    const script = document.createElement("script");
    script.textContent = text;
    document.body.append(script);
  }, SENTINEL);
  await page.waitForFunction(
    (text) => (window as unknown as Watched).cspViolations.some((line) => line.includes(text)),
    SENTINEL,
  );
  const { ran, reported } = await page.evaluate(() => {
    const watched = window as unknown as Watched;
    return { ran: watched.sentinelRan === true, reported: watched.cspViolations };
  });
  expect(ran).toBe(false);
  return reported.filter((line) => !line.includes(SENTINEL));
}

/**
 * Brings each island that waits to be seen into view, points at each that waits to be used, then
 * waits until every island hydrated.
 */
async function hydrateIslands(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[client="visible"]')) {
      (island.firstElementChild ?? island).scrollIntoView();
    }
    for (const island of document.querySelectorAll('astro-island[client="interaction"]')) {
      island.dispatchEvent(new PointerEvent("pointerover"));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island")].every((island) => !island.hasAttribute("ssr")),
  );
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe("every page", () => {
  for (const path of PAGES) {
    test(`${path} carries the security headers and runs with no CSP violation`, async ({
      page,
    }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      const policy = directives(headers["content-security-policy"] ?? "");
      expect(policy.get("script-src")).toEqual(
        expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]),
      );
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      await hydrateIslands(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test("search suggestions work under the policy", async ({ page }) => {
  await watchViolations(page);
  await page.goto("/search?q=zebra");
  await hydrateIslands(page);
  const box = page.getByRole("main").getByRole("combobox", { name: "Search products" });
  await box.fill("zebra zt");
  const listbox = page.getByRole("main").getByRole("listbox");
  await expect(listbox.getByRole("option", { name: /Zebra/ }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the API answers carry the functions' own security headers", async ({ request }) => {
  for (const path of [
    "/api/products/featured",
    "/api/products/slug/no-such-product",
    "/api/auth/check",
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
  }
});
