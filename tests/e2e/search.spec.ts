// The search box island and the /search results page (document 1 §2, §4, §5, §8; document 2 §7, §8).
// The header mounts the same island; here it is tested where this page renders it, inside main.
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { createConsentRecord, NONE_ALLOWED } from "../../src/lib/consent/consent-record.ts";
import { CONSENT_KEY } from "../../src/lib/consent/cookie-names.ts";
import { PARTIAL_MATCH_NOTE } from "../../src/lib/search/search-results.ts";

const SUGGESTIONS = "/api/products/search-suggestions/";
const FAILED = "Failed to search products. Please try again.";
const ZT230 = "Zebra ZT230 Industrial Barcode Printer";

/** Stores a consent choice that allows functional cookies (recent searches are one). */
async function allowFunctionalCookies(context: BrowserContext, baseURL: string) {
  const record = createConsentRecord({ ...NONE_ALLOWED, functional: true }, Date.now());
  const value = encodeURIComponent(JSON.stringify(record));
  await context.addCookies([{ name: CONSENT_KEY, value, url: baseURL, sameSite: "Lax" }]);
}

/**
 * Points at the box (the island hydrates on first use), waits until the page's islands have
 * hydrated (Astro removes their ssr attribute) and returns the box.
 */
async function hydrated(page: Page) {
  await page.getByRole("main").getByRole("combobox", { name: "Search products" }).hover();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main astro-island")].every(
      (island) => !island.hasAttribute("ssr"),
    ),
  );
  return page.getByRole("main").getByRole("combobox", { name: "Search products" });
}

/** Opens /search (with q when given) once hydrated. */
async function openSearch(page: Page, query?: string) {
  await page.goto(query === undefined ? "/search" : `/search?q=${encodeURIComponent(query)}`);
  return hydrated(page);
}

function suggestionRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes(SUGGESTIONS)) requests.push(request);
  });
  return requests;
}

const listbox = (page: Page) => page.getByRole("main").getByRole("listbox");

// The results' count line for "zebra", whichever of its forms (src/lib/search/search-results.ts).
const ZEBRA_COUNT = /^(\d+ products? found|(\d+ of the|The) \d+ best matches) for “zebra”$/;

test.describe("search box", () => {
  test("one character shows nothing and sends no request", async ({ page }) => {
    const box = await openSearch(page);
    const requests = suggestionRequests(page);
    await box.fill(" z ");
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(listbox(page)).toBeHidden();
  });

  test("from two characters, one request after a 300 ms pause, however fast the typing", async ({
    page,
  }) => {
    const box = await openSearch(page);
    const requests = suggestionRequests(page);
    // Times are taken inside the page, so test-runner latency cannot shorten the pause; a busy
    // machine may still leave more than 300 ms between two keys, and then a request for the
    // letters so far is right: each pause of 300 ms or more after an input is expected to ask.
    await page.evaluate(() => {
      const times: { inputs: { value: string; at: number }[]; request?: number } = { inputs: [] };
      (window as unknown as { searchTimes: typeof times }).searchTimes = times;
      document.addEventListener(
        "input",
        (event) =>
          times.inputs.push({
            value: (event.target as HTMLInputElement).value,
            at: performance.now(),
          }),
        true,
      );
      const fetchBefore = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).includes("search-suggestions")) times.request = performance.now();
        return fetchBefore(input, init);
      };
    });
    await box.pressSequentially("zebra", { delay: 60 });
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await page.waitForTimeout(500);
    const times = await page.evaluate(
      () =>
        (
          window as unknown as {
            searchTimes: { inputs: { value: string; at: number }[]; request: number };
          }
        ).searchTimes,
    );
    const paused = times.inputs.filter(
      ({ value, at }, i) =>
        value.length >= 2 && (i === times.inputs.length - 1 || times.inputs[i + 1]!.at - at >= 300),
    );
    expect(paused.at(-1)?.value).toBe("zebra");
    expect(requests.map((request) => request.url())).toEqual(
      paused.map(({ value }) => expect.stringMatching(new RegExp(`search-suggestions/${value}$`))),
    );
    expect(times.request - times.inputs.at(-1)!.at).toBeGreaterThanOrEqual(295);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(listbox(page).getByRole("option", { name: /Zebra/ }).first()).toBeVisible();
  });

  test("arrow keys move through the suggestions, Escape closes, Enter opens the product", async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.pressSequentially("zebra zt");
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    const ids = await options.evaluateAll((items) => items.map((item) => item.id));
    expect(ids.length).toBeGreaterThan(1);

    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", ids[0]!);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", ids[1]!);
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    await expect(box).toHaveAttribute("aria-activedescendant", ids.at(-1)!);

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toBeFocused();

    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    const name = (await options.first().locator(".search-box__name").textContent()) ?? "";
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/search");
    expect(new URL(page.url()).pathname).toMatch(/^\/[a-z0-9-]+$/);
    expect(name).toMatch(/Zebra/);
  });

  test("Tab leaves the box and closes the suggestions", async ({ page }) => {
    const box = await openSearch(page);
    await box.pressSequentially("printer");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("Tab");
    await expect(box).not.toBeFocused();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("submitting goes to /search?q={encoded term} and clears the box", async ({ page }) => {
    const box = await openSearch(page);
    // What the box holds as the page is left, read back on the next page.
    await page.evaluate(() =>
      addEventListener("pagehide", () => {
        const input = document.querySelector<HTMLInputElement>("main input[name=q]");
        sessionStorage.setItem("boxOnLeaving", JSON.stringify(input?.value));
      }),
    );
    await box.fill("  labels & ribbons ");
    await box.press("Enter");
    await page.waitForURL((url) => url.search === "?q=labels%20%26%20ribbons");
    expect(await page.evaluate(() => sessionStorage.getItem("boxOnLeaving"))).toBe('""');
    await expect(page.getByText("found for “labels & ribbons”")).toBeVisible();
  });

  test("what the box shows is searched, even when it was set without typing", async ({ page }) => {
    const box = await openSearch(page);
    await box.focus();
    // As autofill does, and as a term typed while the island hydrates reaches it: the box holds
    // text that React's state has not seen (no input event).
    await box.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setValue.call(input, "zebra printer");
    });
    await box.press("Enter");
    await page.waitForURL((url) => url.search === "?q=zebra%20printer");
  });

  test("blank terms are not submitted", async ({ page }) => {
    const box = await openSearch(page);
    const before = page.url();
    await box.fill("    ");
    await box.press("Enter");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForTimeout(400);
    expect(page.url()).toBe(before);
    await expect(page.getByText("Type a product name, brand or model number")).toBeVisible();
  });

  test("recent searches: newest first, no duplicates, at most 5, clickable and clearable", async ({
    page,
    context,
    baseURL,
  }) => {
    await allowFunctionalCookies(context, baseURL!);
    let box = await openSearch(page);
    for (const term of ["zebra", "printer", "zt230", "ZEBRA", "scanner", "ribbon", "labels"]) {
      await box.fill(term);
      await box.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("q") === term);
      box = await hydrated(page);
    }
    await box.focus();
    const recent = page.getByRole("main").getByRole("listbox", { name: "Recent searches" });
    await expect(recent.getByRole("option")).toHaveText([
      "labels",
      "ribbon",
      "scanner",
      "ZEBRA",
      "zt230",
    ]);
    expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBe(
      '["labels","ribbon","scanner","ZEBRA","zt230"]',
    );

    await recent.getByRole("option", { name: "scanner" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "scanner");
    box = await hydrated(page);
    await box.focus();
    await expect(recent.getByRole("option")).toHaveText([
      "scanner",
      "labels",
      "ribbon",
      "ZEBRA",
      "zt230",
    ]);

    await page.getByRole("main").getByRole("button", { name: "Clear recent searches" }).click();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBeNull();
  });

  test("the first search right after consenting is kept among recent searches", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(page.locator("#cookie-banner")).toHaveAttribute("data-ready", "true");
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    // At once, as a visitor does: the header's box may not have its script yet.
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await box.fill("ribbon");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "ribbon");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("recentSearches")))
      .toBe('["ribbon"]');
  });

  test("without functional consent a search leaves no recent searches behind", async ({ page }) => {
    const box = await openSearch(page);
    await box.fill("zebra");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "zebra");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBeNull();
  });

  test('with neither suggestions nor recent searches it says No products found for "{term}"', async ({
    page,
  }) => {
    const box = await openSearch(page);
    await box.pressSequentially("qqxxzzvv");
    const search = page.getByRole("main").getByRole("search");
    await expect(search.getByRole("paragraph")).toHaveText('No products found for "qqxxzzvv"');
    await expect(search.getByRole("status")).toHaveText('No products found for "qqxxzzvv"');
    await expect(box).toHaveAttribute("aria-expanded", "true");
  });

  for (const [typed, expected] of [
    ["zebar", /Zebra/],
    ["pirnter", /Printer/],
    ["ZT-230", new RegExp(ZT230)],
    ["zt 230", new RegExp(ZT230)],
  ] as const) {
    test(`suggestions forgive "${typed}"`, async ({ page }) => {
      const box = await openSearch(page);
      await box.pressSequentially(typed);
      await expect(listbox(page).getByRole("option", { name: expected }).first()).toBeVisible();
    });
  }

  test("the header's box loads its script on first use, keeping what was typed before", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/products");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("SearchBox"))).toEqual([]);
    const header = page.getByRole("banner");
    // Keys go to the server-rendered input while the island hydrates on the first of them.
    await header.getByRole("combobox", { name: "Search products" }).pressSequentially("zebra zt");
    await expect(
      header.getByRole("listbox").getByRole("option", { name: /Zebra/ }).first(),
    ).toBeVisible();
    expect(scripts.some((url) => url.includes("SearchBox"))).toBe(true);
  });
});

test.describe("search results page", () => {
  for (const query of ["ZT230", "ZT-230", "zt 230"]) {
    test(`"${query}" finds the ZT230`, async ({ page }) => {
      await openSearch(page, query);
      await expect(page.getByRole("heading", { name: ZT230 })).toBeVisible();
      await expect(page.getByText(new RegExp(`\\d+ products? found for “${query}”`))).toBeVisible();
    });
  }

  test("a wireless scanner finds the cordless ones; a search no product matches whole shows those matching most, saying so", async ({
    page,
  }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await openSearch(page, "wireless barcode scanner");
      await expect(page.getByRole("heading", { level: 2, name: /Cordless/ }).first()).toBeVisible();
      await expect(page.getByText(PARTIAL_MATCH_NOTE)).toHaveCount(0);

      await openSearch(page, "zebra desktop unicornium");
      await expect(page.getByText(PARTIAL_MATCH_NOTE)).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Zebra ZD421 Desktop Barcode Printer" }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`most-words-${width}.png`) });
    }
  });

  test("a typo still finds products", async ({ page }) => {
    await openSearch(page, "pirnter");
    await expect(page.getByRole("heading", { level: 2, name: /Printer/ }).first()).toBeVisible();
  });

  test("sorts and filters the results; cards offer View and Inquire", async ({ page }) => {
    await openSearch(page, "zebra");
    const main = page.getByRole("main");
    // The demo catalogue has more Zebra products than an answer holds: the best 50 are shown.
    const count = main.getByText(ZEBRA_COUNT);
    await expect(count).toHaveText("The 50 best matches for “zebra”");
    await expect(
      main.getByText("More products match: add a word to narrow the search."),
    ).toBeVisible();
    const total = 50;

    const cards = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    const names = () => cards.getByRole("heading", { level: 2 }).allTextContents();
    const prices = () => cards.locator(".result-card__price").allTextContents();
    const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

    await main.getByLabel("Sort by").selectOption({ label: "Name A-Z" });
    const byName = await names();
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })),
    );

    await main.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    const ascending = await prices();
    const priced = ascending.filter((text) => text.startsWith("₹")).map(rupees);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(ascending.slice(priced.length).every((text) => text === "Price on Request")).toBe(true);

    await main.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    const descending = (await prices()).filter((text) => text.startsWith("₹")).map(rupees);
    expect(descending).toEqual([...priced].sort((a, b) => b - a));

    await main.getByLabel("Category").selectOption({ label: "Barcode Printers" });
    await expect(main.getByText(ZEBRA_COUNT)).toHaveText(
      /^\d+ of the 50 best matches for “zebra”$/,
    );
    for (const category of await cards.locator(".result-card__category").allTextContents()) {
      expect(category).toBe("Barcode Printers");
    }
    await main.getByLabel("Category").selectOption({ label: "All Categories" });
    await expect(cards).toHaveCount(total);

    const first = cards.first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await expect(first.getByRole("link", { name: `View ${title}` })).toHaveAttribute(
      "href",
      /^\/[a-z0-9-]+$/,
    );
    await expect(first.getByRole("link", { name: `Inquire about ${title}` })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("when the API fails it shows the spec's message, and Retry recovers", async ({ page }) => {
    await page.route("**/api/products/search/**", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "down" } } }),
    );
    await openSearch(page, "zebra");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(`${FAILED}Retry`);
    await expect(alert.getByText(FAILED, { exact: true })).toBeVisible();
    await page.unroute("**/api/products/search/**");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText(ZEBRA_COUNT)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("without q it asks for a search; the back button falls back to /products", async ({
    page,
  }) => {
    await openSearch(page);
    await expect(page).toHaveTitle(/^Search Products/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText("Type a product name, brand or model number")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL("**/products");
  });

  test("the back button returns to the previous page of the site", async ({ page }) => {
    await page.goto("/");
    // A navigation the page makes itself, as a link would, so the search page has a referrer.
    await page.evaluate(() => location.assign("/search?q=zebra"));
    await page.waitForURL("**/search?q=zebra");
    await hydrated(page);
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  // Chromium with scripting turned off by Playwright still treats <noscript> as text, so the
  // served HTML is checked instead.
  test("without JavaScript the page says search needs it and links to the catalogue", async ({
    request,
  }) => {
    const html = await (await request.get("/search?q=zebra")).text();
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(noscript).toContain("Searching needs JavaScript");
    expect(noscript).toMatch(/<a href="\/products"[^>]*>Browse all products<\/a>/);
    expect(html).toContain("search-results--needs-script");
  });
});
