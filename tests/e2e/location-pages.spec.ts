// The city pages /location/{citySlug} (document 2 §2.9), /location without a city, the location
// 404, and the network directory /network (document 2 §2.10).
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { nothingDetected, PUNE, storedLocation } from "./location-stubs.ts";
import { interactAfterEachLoad } from "./first-interaction.ts";

test.beforeEach(({ page }) => interactAfterEachLoad(page));

const MUMBAI = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 859, name: "Mumbai", slug: "mumbai" },
};

test.beforeEach(async ({ page }) => {
  await nothingDetected(page);
});

test.describe("a city page", () => {
  test("shows the city, state and country, six services, contact with hours, four features", async ({
    page,
  }) => {
    const response = await page.goto("/location/pune");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Pune, Maharashtra/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Barcode Printers, Scanners & RFID Solutions in Pune",
      }),
    ).toBeVisible();
    const hero = page.getByRole("region", { name: /Solutions in Pune/ });
    await expect(hero.getByRole("term")).toHaveText(["City", "State", "Country"]);
    await expect(hero.getByRole("definition")).toHaveText(["Pune", "Maharashtra", "India"]);

    const services = page.getByRole("region", { name: "Our Services in Pune" });
    await expect(services.getByRole("listitem")).toHaveCount(6);
    await expect(services.getByRole("link", { name: "Barcode Printers" })).toHaveAttribute(
      "href",
      "/products/printers",
    );

    const contact = page.getByRole("region", { name: "Contact Us in Pune" });
    await expect(contact.getByRole("row", { name: "Mon-Fri 9:00 AM - 6:00 PM" })).toBeVisible();
    await expect(contact.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute(
      "href",
      /^tel:\+91/,
    );

    const why = page.getByRole("region", { name: "Why Choose Us" });
    await expect(why.getByRole("listitem")).toHaveCount(4);
  });

  test("carries LocalBusiness structured data for the city", async ({ page }) => {
    await page.goto("/location/pune");
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
      );
    expect(data.find((item) => item["@type"] === "LocalBusiness")).toMatchObject({
      address: { addressLocality: "Pune", addressRegion: "MH", addressCountry: "IN" },
      geo: { latitude: 18.5204, longitude: 73.8567 },
      openingHours: "Mo-Fr 09:00-18:00",
    });
  });

  test("Change Location: Cancel closes the dialog; a choice replaces the URL with the chosen city's", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.goto("/location/pune");
    await page.getByRole("main").getByRole("button", { name: "Change Location" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Location" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("main").getByRole("button", { name: "Change Location" }).click();
    await dialog.getByLabel("State", { exact: true }).selectOption({ label: "Maharashtra" });
    await dialog.getByLabel("City", { exact: true }).selectOption({ label: "Mumbai" });
    await expect(page).toHaveURL(/\/location\/mumbai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/in Mumbai$/);
    expect(await storedLocation(page)).toEqual({
      userLocation: MUMBAI,
      locationManuallySet: "true",
    });
    // Replaced, not pushed: Back leaves the city pages.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("two cities of one name each have their own page; the bare name is not one", async ({
    page,
  }) => {
    for (const [slug, state] of [
      ["dwarka-delhi", "Delhi"],
      ["dwarka-gujarat", "Gujarat"],
    ] as const) {
      expect((await page.goto(`/location/${slug}`))?.status()).toBe(200);
      const hero = page.getByRole("region", { name: /Solutions in Dwarka$/ });
      await expect(hero.getByRole("definition")).toHaveText(["Dwarka", state, "India"]);
    }
    expect((await page.goto("/location/dwarka"))?.status()).toBe(404);
  });

  test("an unknown city answers 404 with Error Loading Location and Go Home", async ({ page }) => {
    const response = await page.goto("/location/atlantis");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Error Loading Location" }),
    ).toBeVisible();
    await expect(page.getByText("Location not found", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("/location without a city", () => {
  test("lists the cities we serve, India's first, those abroad with their country", async ({
    page,
  }) => {
    await page.goto("/location");
    const items = page.getByRole("region", { name: "Cities We Serve" }).getByRole("listitem");
    const rows = await items.evaluateAll((elements) =>
      elements.map((item) => [
        item.querySelector("a")?.textContent?.trim(),
        item.querySelector("span")?.textContent?.trim(),
      ]),
    );
    expect(rows).toContainEqual(["Pune", "Maharashtra"]);
    expect(rows).toContainEqual(["Houston", "Texas, United States"]);
    const firstAbroad = rows.findIndex(([, where]) => where?.includes(", "));
    expect(firstAbroad).toBeGreaterThan(0);
    expect(rows.slice(firstAbroad).every(([, where]) => where?.endsWith(", United States"))).toBe(
      true,
    );
  });

  test("prompts Select Your Location; the dropdown's choice opens that city's page", async ({
    page,
  }) => {
    await page.goto("/location");
    await expect(
      page.getByRole("heading", { level: 1, name: "Select Your Location" }),
    ).toBeVisible();
    const toggle = page.getByRole("main").getByRole("button", { name: "Select Location" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await panel.getByRole("button", { name: "Search City" }).click();
    await panel.getByLabel("Search city").fill("pune");
    await panel.getByRole("button", { name: /^Pune Maharashtra, India$/ }).click();
    await expect(page).toHaveURL(/\/location\/pune$/);
    expect(await storedLocation(page)).toEqual({ userLocation: PUNE, locationManuallySet: "true" });
  });
});

const directory = (page: Page) => page.getByRole("region", { name: "Network directory" });

// /network, its directory's island started as a visitor starts it: by pointing at the page (it
// hydrates on the first interaction; until then the page shows the built links).
async function openNetwork(page: Page) {
  await page.goto("/network");
  await directory(page).hover();
}

// The directory as built (before its island runs, or without scripting): India › Maharashtra
// opened by their summaries, and Pune a link to its page.
async function openBuiltDirectoryToPune(page: Page) {
  for (const name of [/^India$/, /^Maharashtra$/])
    await directory(page).locator("summary", { hasText: name }).click();
  await expect(directory(page).getByRole("link", { name: "Pune", exact: true })).toHaveAttribute(
    "href",
    "/location/pune",
  );
}

test.describe("/network", () => {
  test("shows the counts of countries, states and cities", async ({ page, request }) => {
    const { totals } = (await (await request.get("/api/network/countries-summary")).json()) as {
      totals: Record<"countries" | "states" | "cities", number>;
    };
    await openNetwork(page);
    for (const key of ["Countries", "States", "Cities"] as const)
      await expect(
        directory(page).getByRole("definition").nth(["Countries", "States", "Cities"].indexOf(key)),
      ).toHaveText(totals[key.toLowerCase() as "countries"].toLocaleString("en-IN"));
  });

  test("before the directory's script runs, shows the built counts and the directory as links", async ({
    page,
    request,
  }) => {
    const { totals } = (await (await request.get("/api/network/countries-summary")).json()) as {
      totals: Record<"countries" | "states" | "cities", number>;
    };
    let release = () => {};
    const looked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/NetworkDirectory\.[^/]+\.js$/, async (route) => {
      await looked;
      await route.continue();
    });
    await page.goto("/network");
    await expect(directory(page).getByRole("definition").nth(2)).toHaveText(
      totals.cities.toLocaleString("en-IN"),
    );
    await expect(directory(page).getByText("Loading network...")).toHaveCount(0);
    await openBuiltDirectoryToPune(page);
    release();
    // Once loaded, the directory's own tree takes the links' place.
    await directory(page).getByLabel("Search locations").hover();
    await expect(directory(page).getByRole("button", { name: /^India/ })).toBeVisible();
    await expect(directory(page).locator("summary")).toHaveCount(0);
  });

  test("countries open to their states and states to their cities", async ({ page }) => {
    await openNetwork(page);
    const india = directory(page).getByRole("button", { name: /^India/ });
    await expect(india).toHaveAttribute("aria-expanded", "false");
    await india.click();
    await expect(india).toHaveAttribute("aria-expanded", "true");
    const delhi = directory(page).getByRole("button", { name: /^Delhi \d+ cities$/ });
    await delhi.click();
    await expect(
      directory(page).getByRole("button", { name: "New Delhi", exact: true }),
    ).toBeVisible();
    await delhi.click();
    await expect(
      directory(page).getByRole("button", { name: "New Delhi", exact: true }),
    ).toBeHidden();
    await india.click();
    await expect(delhi).toBeHidden();
  });

  test("searches country, state and city names; a city sets the location and opens its page", async ({
    page,
  }) => {
    await openNetwork(page);
    const search = directory(page).getByLabel("Search locations");
    await search.fill("united");
    await expect(directory(page).getByRole("button", { name: /^United States/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(directory(page).getByRole("button", { name: /^India/ })).toHaveCount(0);
    await search.fill("maharashtra");
    await expect(directory(page).getByRole("button", { name: /^Maharashtra/ })).toBeVisible();
    await search.fill("pune");
    // The list has narrowed to Pune's state before the visitor picks the city.
    await expect(
      directory(page).getByRole("button", { name: /^Maharashtra 1 city$/ }),
    ).toBeVisible();
    await directory(page).getByRole("button", { name: "Pune", exact: true }).click();
    await expect(page).toHaveURL(/\/location\/pune$/);
    expect(await storedLocation(page)).toEqual({ userLocation: PUNE, locationManuallySet: "true" });
  });

  test("says No locations found when nothing matches", async ({ page }) => {
    await openNetwork(page);
    await directory(page).getByLabel("Search locations").fill("zanzibar");
    await expect(directory(page).getByText("No locations found")).toBeVisible();
  });

  test("shows Error Loading Network with Try Again, which loads it", async ({ page }) => {
    await page.route("**/api/network/all-locations", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await openNetwork(page);
    const error = directory(page).getByRole("alert");
    await expect(error.getByRole("heading", { name: "Error Loading Network" })).toBeVisible();
    await expect(error).toContainText("Failed to load network data");
    await page.unroute("**/api/network/all-locations");
    await error.getByRole("button", { name: "Try Again" }).click();
    await expect(directory(page).getByRole("button", { name: /^India/ })).toBeVisible();
  });
});

test.describe("/network without scripting", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the directory as links by country and state, without the counts", async ({
    page,
  }) => {
    await page.goto("/network");
    await expect(directory(page).getByLabel("Search locations")).toBeEnabled();
    await expect(directory(page).getByRole("definition").first()).toBeHidden();
    await openBuiltDirectoryToPune(page);
  });

  test("searches as a plain GET: the matches opened, the term kept, or No locations found", async ({
    page,
  }) => {
    await page.goto("/network");
    const search = directory(page).getByLabel("Search locations");
    await search.fill("pune");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/network\?q=pune$/);
    await expect(directory(page).getByLabel("Search locations")).toHaveValue("pune");
    await expect(directory(page).getByRole("status")).toHaveText("Places matching “pune”:");
    await expect(directory(page).getByRole("link", { name: "Pune", exact: true })).toBeVisible();
    await expect(directory(page).getByRole("link", { name: "Mumbai", exact: true })).toHaveCount(0);
    await directory(page).getByLabel("Search locations").fill("zanzibar");
    await directory(page).getByLabel("Search locations").press("Enter");
    await expect(directory(page).getByRole("status")).toHaveText("No locations found");
  });
});

test("/network's search works on the first tap, before anything else happened on the page", async ({
  browser,
  baseURL,
}) => {
  // A phone: no pointer moved, no key pressed before the tap (this page is not the one the
  // file's beforeEach moves the mouse on).
  const context = await browser.newContext({ baseURL: baseURL!, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/network");
  const search = directory(page).getByLabel("Search locations");
  await expect(search).toBeEnabled();
  await search.tap();
  await expect(search).toBeFocused();
  await page.keyboard.type("pune");
  await expect(directory(page).getByRole("button", { name: "Pune", exact: true })).toBeVisible();
  await expect(search).toHaveValue("pune");
  await context.close();
});
