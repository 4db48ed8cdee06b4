// The cookie banner and the Privacy Preference Centre (document 1 §2, §4, §9): when the banner
// shows, each way to decide, what each decision stores and sends, and the proof that after Reject
// All nothing reaches the tracking calls and no non-essential cookie or storage key exists.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import {
  ALL_ALLOWED,
  CONSENT_VALIDITY_MS,
  createConsentRecord,
  NONE_ALLOWED,
} from "../../src/lib/consent/consent-record.ts";
import { BANNER_DELAY_MS } from "../../src/lib/consent/cookie-banner.ts";
import { ESSENTIAL_COOKIE_NAMES } from "../../src/lib/consent/cookie-names.ts";
import { PUNE, serverSees } from "./location-stubs.ts";

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });
const centre = (page: Page) => page.getByRole("dialog", { name: "Privacy Preference Centre" });
const ESSENTIAL_STORAGE_KEYS = ["cookieConsent"];
const VISITOR_CALLS = /\/api\/(tracking|cookie-acceptance)/;

interface TrackingData {
  visitorId: string | null;
  acceptances: { action: string; preferences: Record<string, boolean> }[];
  events: { action: string; data: Record<string, unknown> }[];
  summaries: { timeSpent: number; interactionsCount: number }[];
}

/**
 * Every call to the visitor-data functions, seen two ways: on the network, and as attempted by the
 * pages' fetch and sendBeacon. Playwright sees neither the requests nor the messages of a page
 * that is unloading, so each attempt is also posted on a BroadcastChannel to an observer page of
 * the same site (robots.txt: no island, no cookie), which keeps the list.
 */
async function watchVisitorCalls(page: Page) {
  const context = page.context();
  const network: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (VISITOR_CALLS.test(url.pathname)) network.push(`${request.method()} ${url.pathname}`);
  });
  await context.addInitScript((pattern) => {
    const channel = new BroadcastChannel("visitor-calls");
    const note = (method: string, url: string) => {
      const path = new URL(url, location.href).pathname;
      if (new RegExp(pattern).test(path)) channel.postMessage(`${method} ${path}`);
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      note("POST", String(url));
      return beacon(url, data);
    };
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : null;
      note(init?.method ?? request?.method ?? "GET", request?.url ?? String(input));
      return fetchOriginal(input, init);
    };
  }, VISITOR_CALLS.source);
  const observer = await context.newPage();
  await observer.goto("/robots.txt");
  await observer.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new BroadcastChannel("visitor-calls").onmessage = (event) => seen.push(event.data);
  });
  // The observer opened in front: the visitor's page behind it had its animation frames held back
  // (each click waited 2 s for the element to be stable, each wheel 2 s for its scroll).
  await page.bringToFront();
  return {
    network,
    attempted: () => observer.evaluate(() => (window as unknown as { seen: string[] }).seen),
  };
}

/** The addresses of the page's requests that have neither finished nor failed, as they stand. */
function requestsInFlight(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return () => [...open].map((request) => request.url());
}

/** Waits until the consent script carries out the banner's buttons (it marks the banner ready). */
async function consentScriptReady(page: Page) {
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-ready", "true");
}

/** The consent record the page stored in localStorage, parsed. */
async function storedRecord(page: Page) {
  const text = await page.evaluate(() => localStorage.getItem("cookieConsent"));
  return text === null ? null : JSON.parse(text);
}

/** Stores `record` as the browser's cookieConsent cookie before any page loads. */
async function storeConsentCookie(context: BrowserContext, baseURL: string, record: object) {
  await context.addCookies([
    { name: "cookieConsent", value: encodeURIComponent(JSON.stringify(record)), url: baseURL },
  ]);
}

async function trackingData(page: Page): Promise<TrackingData> {
  const response = await page.request.get("/api/tracking/data");
  expect(response.ok()).toBe(true);
  return response.json();
}

test("the banner appears about a second after load when nothing is stored", async ({ page }) => {
  // Notes when the banner shows, in the page's own time, so the check never races.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const shown = document.querySelector<HTMLElement>(".cookie-banner");
      if (!shown || shown.hidden) return;
      (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const { shownAt, loadedAt } = await page.evaluate(() => ({
    shownAt: (window as unknown as { bannerShownAt: number }).bannerShownAt,
    // The banner's second starts with the load event (its handler runs then), not at its end.
    loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  expect(shownAt - loadedAt).toBeGreaterThanOrEqual(1000);
  await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
    "href",
    "/cookie-policy",
  );
});

// The consent script is one of the page's own scripts: the page's load, from which the banner's
// second is counted, waits for it, so the banner never shows before its buttons work.
test("the banner never shows before the consent script can carry out its buttons", async ({
  page,
  context,
  baseURL,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/CookieBanner.astro_astro_type_script_*.js", async (route) => {
    await held;
    await route.continue();
  });
  // The server places the visitor, so the location banner asks no IP service: the browser would
  // hold that script's request behind the held consent script, and it would never arrive.
  await serverSees(page, PUNE);
  const inFlight = requestsInFlight(page);
  await page.clock.install();
  await page.goto("/", { waitUntil: "commit" });
  // The page is parsed and everything else it asked for has arrived: a load that did not wait for
  // the consent script would have come. The clock then runs past the banner's second.
  await expect
    .poll(async () =>
      (await page.evaluate(() => document.readyState)) === "loading" ? ["parsing"] : inFlight(),
    )
    .toEqual([expect.stringMatching(/\/_astro\/CookieBanner\.astro_astro_type_script_/)]);
  await page.clock.runFor(2 * BANNER_DELAY_MS);
  expect(await page.evaluate(() => document.readyState)).toBe("interactive");
  await expect(page.locator("#cookie-banner")).toBeHidden();
  release();
  await expect(banner(page)).toBeVisible();
  await expect(page.locator("#cookie-banner")).toHaveAttribute("data-ready", "true");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(banner(page)).toBeHidden();
  const consent = (await context.cookies(baseURL)).find(
    (cookie) => cookie.name === "cookieConsent",
  );
  expect(JSON.parse(decodeURIComponent(consent?.value ?? "null")).preferences).toEqual(
    NONE_ALLOWED,
  );
});

test("Accept All stores a year's consent, posts the visitor data and tracks interactions", async ({
  page,
  context,
}) => {
  const calls = await watchVisitorCalls(page);
  await page.goto("/");
  const acceptance = page.waitForRequest("**/api/cookie-acceptance");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  const posted = (await acceptance).postDataJSON();
  expect(posted).toMatchObject({
    action: "cookie_accepted",
    userData: { browserName: "Chrome", isDesktop: true, viewportSize: "1280x720" },
  });
  await expect(banner(page)).toBeHidden();

  const record = await storedRecord(page);
  expect(record).toMatchObject({ accepted: true, preferences: ALL_ALLOWED });
  expect(record.expires - record.timestamp).toBe(CONSENT_VALIDITY_MS);
  const cookies = await context.cookies();
  const consentCookie = cookies.find((cookie) => cookie.name === "cookieConsent")!;
  expect(consentCookie.sameSite).toBe("Lax");
  expect(consentCookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  expect(cookies.map((cookie) => cookie.name)).toContain("visitorId");

  // A click on a link is recorded even though the page goes away at once.
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(async () => (await trackingData(page)).events.map((event) => event.action), {
      intervals: [1000, 2000, 3000],
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining(["page_view", "consent_given", "click"]));
  const data = await trackingData(page);
  expect(data.acceptances).toEqual([
    expect.objectContaining({ action: "cookie_accepted", preferences: ALL_ALLOWED }),
  ]);
  expect(data.events.find((event) => event.action === "click")?.data).toMatchObject({
    element: "a",
    text: "About Us",
    href: "/about",
  });
  await consentScriptReady(page);
  await expect(banner(page)).toHaveCount(0);
  expect(calls.network).toContain("POST /api/tracking/interaction");
});

test("Reject All: nothing reaches the tracking calls and only essential cookies and keys remain", async ({
  page,
  context,
}) => {
  const calls = await watchVisitorCalls(page);
  await page.clock.install();
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedRecord(page)).toMatchObject({ accepted: false, preferences: NONE_ALLOWED });

  // Browse: follow links, scroll, open a product listing and a content page.
  for (const path of ["/products", "/about", "/contact", "/cookie-policy"]) {
    await page.goto(path);
    await consentScriptReady(page);
    await page.mouse.wheel(0, 1500);
    await page.mouse.wheel(0, -1500);
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await consentScriptReady(page);
  // Once the page has fetched all it asks for (a tracker too, had one started), the clock runs
  // past the tracker's 2 s batch: anything queued leaves now, and the rest as the page closes.
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(3000);
  await page.goto("/privacy-policy");
  await consentScriptReady(page);

  expect(calls.network).toEqual([]);
  expect(await calls.attempted()).toEqual([]);
  await expect(banner(page)).toHaveCount(0);
  const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookieNames).toEqual(["cookieConsent"]);
  for (const name of cookieNames) expect(ESSENTIAL_COOKIE_NAMES).toContain(name);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).toEqual(ESSENTIAL_STORAGE_KEYS);
  expect(storage.session).toEqual([]);
});

test("the close button acts as Reject All", async ({ page, context }) => {
  const calls = await watchVisitorCalls(page);
  await page.clock.install();
  await page.goto("/products");
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedRecord(page)).toMatchObject({ accepted: false, preferences: NONE_ALLOWED });
  await page.reload();
  await consentScriptReady(page);
  // Past the load's banner second and a tracker's 2 s batch, without waiting for either.
  await page.clock.runFor(3000);
  await expect(banner(page)).toHaveCount(0);
  expect(calls.network).toEqual([]);
  expect(await calls.attempted()).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["cookieConsent"]);
});

test("every button waits while the choice is being saved", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/cookie-acceptance", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  for (const name of ["Accept All", "Reject All", "Cookie Settings", "Close cookie banner"]) {
    await expect(banner(page).getByRole("button", { name })).toBeDisabled();
  }
  release();
  await expect(banner(page)).toBeHidden();
});

test.describe("the Privacy Preference Centre", () => {
  const tabs = [
    ["Your Privacy", null, "Your choice is kept for 1 year; after that we ask you again."],
    ["Strictly Necessary", "Always Active", "your cookie choice is kept for 1 year."],
    ["Performance", "Inactive", "Up to 24 months."],
    ["Functional", "Inactive", "Up to 12 months."],
    ["Targeting", "Inactive", "Up to 36 months."],
  ] as const;

  test("shows five tabs with description, data collected, purpose and retention; necessary is locked on", async ({
    page,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = centre(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab")).toHaveText(tabs.map(([name]) => name));
    for (const [name, state, retention] of tabs) {
      await dialog.getByRole("tab", { name }).click();
      const panel = dialog.getByRole("tabpanel", { name });
      for (const term of ["Data collected", "Purpose", "Retention"]) {
        await expect(panel.getByText(term, { exact: true })).toBeVisible();
      }
      await expect(panel.getByText(retention)).toBeVisible();
      if (state) await expect(panel.getByText(state, { exact: true })).toBeVisible();
    }
    await dialog.getByRole("tab", { name: "Strictly Necessary" }).click();
    const necessary = dialog.getByRole("switch", { name: "Strictly Necessary cookies" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Confirm My Choices" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Reject All" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Allow All" })).toBeVisible();

    // Closing the centre without choosing brings the banner back.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
  });

  test("Confirm My Choices stores a custom choice; withdrawing it erases the data", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = centre(page);
    await dialog.getByRole("tab", { name: "Performance" }).click();
    await dialog.getByText("Inactive").click();
    await expect(dialog.getByRole("switch", { name: "Performance cookies" })).toBeChecked();
    const acceptance = page.waitForRequest("**/api/cookie-acceptance");
    await dialog.getByRole("button", { name: "Confirm My Choices" }).click();
    expect((await acceptance).postDataJSON()).toMatchObject({ action: "preferences_saved" });
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedRecord(page)).toMatchObject({
      accepted: true,
      preferences: { essential: true, performance: true, functional: false, targeting: false },
    });
    await expect
      .poll(async () => (await trackingData(page)).acceptances.length, { intervals: [1000] })
      .toBe(1);

    // Reopened from the footer, the centre shows the stored choice; switching it off erases.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
    await dialog.getByRole("tab", { name: "Performance" }).click();
    const performance = dialog.getByRole("switch", { name: "Performance cookies" });
    await expect(performance).toBeChecked();
    await dialog.getByText("Active", { exact: true }).click();
    const erase = page.waitForResponse("**/api/tracking/clear");
    await dialog.getByRole("button", { name: "Confirm My Choices" }).click();
    expect((await erase).status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["cookieConsent"]);
    expect(await storedRecord(page)).toMatchObject({ accepted: false });
  });

  test("a choice allowing only Functional cookies is recorded on the server, without visitor data or tracking", async ({
    page,
    context,
  }) => {
    const calls = await watchVisitorCalls(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = centre(page);
    await dialog.getByRole("tab", { name: "Functional" }).click();
    await dialog.getByText("Inactive").click();
    await expect(dialog.getByRole("switch", { name: "Functional cookies" })).toBeChecked();
    const acceptance = page.waitForResponse("**/api/cookie-acceptance");
    await dialog.getByRole("button", { name: "Confirm My Choices" }).click();
    const answer = await acceptance;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON();
    expect(sent).toMatchObject({ action: "preferences_saved" });
    expect(sent).not.toHaveProperty("userData");
    await expect(dialog).toBeHidden();
    expect(await storedRecord(page)).toMatchObject({
      accepted: true,
      preferences: { essential: true, performance: false, functional: true, targeting: false },
    });
    // No visitor id, and nothing else of the visitor-data calls.
    await page.goto("/about");
    await consentScriptReady(page);
    expect(calls.network).toEqual(["POST /api/cookie-acceptance"]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["cookieConsent"]);
  });

  test("opens from the cookie policy's Cookie Settings link; Allow All allows everything", async ({
    page,
    context,
    baseURL,
  }) => {
    await storeConsentCookie(context, baseURL!, createConsentRecord(NONE_ALLOWED, Date.now()));
    await page.goto("/cookie-policy");
    await consentScriptReady(page);
    await page.getByRole("main").getByRole("link", { name: "Cookie Settings" }).click();
    const dialog = centre(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Allow All" }).click();
    await expect(dialog).toBeHidden();
    expect(await storedRecord(page)).toMatchObject({ accepted: true, preferences: ALL_ALLOWED });
  });
});

test("Your Privacy offers the visitor's data as a download, and erases it", async ({ page }) => {
  await page.goto("/about");
  const acceptance = page.waitForResponse("**/api/cookie-acceptance");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  expect((await acceptance).status()).toBe(201);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
  const dialog = centre(page);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download my data" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("my-data.json");
  const downloaded = JSON.parse(readFileSync(await file.path(), "utf8"));
  expect(downloaded.acceptances).toEqual([expect.objectContaining({ action: "cookie_accepted" })]);

  const before = (await trackingData(page)).visitorId;
  await dialog.getByRole("button", { name: "Erase my data" }).click();
  await expect(dialog.getByText("Your stored data has been erased.")).toBeVisible();
  const after = await trackingData(page);
  expect(after.visitorId).not.toBe(before);
  expect(after.acceptances).toEqual([]);
});

// Four interactions: open the preference centre from the footer and close it, twice.
async function interactFourTimes(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
    await centre(page).getByRole("button", { name: "Close Privacy Preference Centre" }).click();
  }
}

test("the page-leave summary is sent by beacon after 30 s and more than 3 interactions", async ({
  page,
  context,
  baseURL,
}) => {
  await storeConsentCookie(context, baseURL!, createConsentRecord(ALL_ALLOWED, Date.now()));
  const calls = await watchVisitorCalls(page);
  await page.clock.install();
  // The tracker is fetched after the island wakes: its page view says it counts interactions.
  const tracking = page.waitForRequest("**/api/tracking/interaction");
  await page.goto("/products");
  await tracking;
  await interactFourTimes(page);
  await page.clock.fastForward(31_000);
  await page.goto("/about");
  await expect
    .poll(async () => (await trackingData(page)).summaries, { intervals: [1000] })
    .toEqual([
      expect.objectContaining({
        pageUrl: `${baseURL}/products`,
        interactionsCount: expect.any(Number),
      }),
    ]);
  const [summary] = (await trackingData(page)).summaries;
  expect(summary!.timeSpent).toBeGreaterThan(30);
  expect(summary!.interactionsCount).toBeGreaterThan(3);
  await expect.poll(calls.attempted).toContain("POST /api/tracking/send-summary");
});

test("no summary after a short visit", async ({ page, context, baseURL }) => {
  await storeConsentCookie(context, baseURL!, createConsentRecord(ALL_ALLOWED, Date.now()));
  const calls = await watchVisitorCalls(page);
  // Clicks count from the tracker's page view on; a click before it (a busy machine) is not one.
  const tracking = page.waitForRequest("**/api/tracking/interaction");
  await page.goto("/products");
  await consentScriptReady(page);
  await tracking;
  await interactFourTimes(page);
  await page.goto("/about");
  await expect
    .poll(
      async () => (await trackingData(page)).events.filter((e) => e.action === "click").length,
      {
        intervals: [1000],
      },
    )
    .toBe(4);
  // The clicks left by beacon as the page closed; the summary did not.
  await expect.poll(calls.attempted).toContain("POST /api/tracking/interaction");
  expect(await calls.attempted()).not.toContain("POST /api/tracking/send-summary");
  expect((await trackingData(page)).summaries).toEqual([]);
});

test.describe("an expired choice is cleared and the banner asks again", () => {
  const expired = () =>
    createConsentRecord(ALL_ALLOWED, Date.now() - CONSENT_VALIDITY_MS - 86_400_000);

  test("kept in localStorage", async ({ page }) => {
    await page.goto("/about");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    // The choice is saved by code fetched on the click: let it land before replacing it.
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => storedRecord(page)).not.toBeNull();
    await page.evaluate((record) => {
      localStorage.setItem("cookieConsent", JSON.stringify(record));
      document.cookie = "cookieConsent=; Path=/; Max-Age=0";
    }, expired());
    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await storedRecord(page)).toBeNull();
  });

  test("kept in the cookie", async ({ page, context, baseURL }) => {
    await storeConsentCookie(context, baseURL!, expired());
    await page.goto("/about");
    await expect(banner(page)).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  });
});

test("a forged record counts as no choice", async ({ page, context, baseURL }) => {
  const record = createConsentRecord(ALL_ALLOWED, Date.now());
  await storeConsentCookie(context, baseURL!, { ...record, expires: record.expires * 2 });
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
});
