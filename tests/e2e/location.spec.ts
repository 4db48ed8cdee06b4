// The location banner and picker (document 1 §2, §4, §5, §8, §9): the banner's texts, detection
// when nothing was chosen (server, IP services, time zone, default; a stored detection with
// consent), the modal's cascade, search mode and error boxes, saving and clearing a choice, and
// the browser's position with consent.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import {
  acceptCookies,
  ipServicesAnswer,
  nothingDetected,
  PUNE,
  serverSees,
  storedLocation,
} from "./location-stubs.ts";

const banner = (page: Page) => page.getByRole("region", { name: "Your location" });
const picker = (page: Page) => page.getByRole("dialog", { name: "Select Your Location" });

test.use({ timezoneId: "UTC" });

test.describe("the banner before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("prompts Select your location for local services with Select Location", async ({ page }) => {
    await page.goto("/about");
    await expect(banner(page).getByText("Select your location for local services")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Select Location" })).toBeVisible();
  });
});

test.describe("the banner's height", () => {
  for (const width of [1280, 375]) {
    test(`is the same before and after the location arrives at ${width} px`, async ({
      browser,
    }) => {
      const boxes = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width, height: 800 },
        });
        const page = await context.newPage();
        await serverSees(page, PUNE);
        await page.goto("/about");
        if (javaScriptEnabled)
          await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
        boxes.push({
          banner: await banner(page).boundingBox(),
          header: await page.locator("header.site-header").boundingBox(),
        });
        await context.close();
      }
      expect(boxes[1]).toEqual(boxes[0]);
    });
  }
});

test.describe("detection when no location was chosen", () => {
  test("shows the server's view of the visitor", async ({ page, request }) => {
    const { location } = (await (await request.get("/api/locations/detect")).json()) as {
      location: { country: { name: string } } | null;
    };
    await ipServicesAnswer(page);
    await page.goto("/");
    if (location)
      await expect(
        banner(page).getByText(`Serving ${location.country.name}`, { exact: false }),
      ).toBeVisible();
    await expect(banner(page).getByText("Local support available")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Change Location" })).toBeVisible();
  });

  test("asks the IP services in order when the server cannot tell, and stops at the first answer", async ({
    page,
  }) => {
    await serverSees(page, null);
    const asked = await ipServicesAnswer(page, {
      ipwhois: {
        success: true,
        ip: "198.51.100.4",
        city: "Kochi",
        region: "Kerala",
        country: "India",
        country_code: "IN",
        timezone: { id: "Asia/Kolkata" },
      },
      ipify: { ip: "198.51.100.4" },
    });
    await page.goto("/");
    await expect(banner(page).getByText("Serving Kochi, Kerala, India")).toBeVisible();
    expect(asked).toEqual(["ipapi", "ipwhois"]);
  });

  test.describe("in America/Chicago", () => {
    test.use({ timezoneId: "America/Chicago" });
    test("falls back to the browser's time zone when every service fails", async ({ page }) => {
      await serverSees(page, "fail");
      const asked = await ipServicesAnswer(page, { ipify: { ip: "198.51.100.4" } });
      await page.goto("/");
      await expect(banner(page).getByText("Serving Houston, Texas, United States")).toBeVisible();
      expect(asked).toEqual(["ipapi", "ipwhois", "ipify"]);
    });
  });

  test.describe("in a time zone the map does not know", () => {
    test.use({ timezoneId: "Pacific/Auckland" });
    test("defaults to India / New Delhi", async ({ page }) => {
      await nothingDetected(page);
      await page.goto("/");
      await expect(banner(page).getByText("Serving New Delhi, Delhi, India")).toBeVisible();
    });
  });

  test("without consent keeps nothing in storage and asks again on the next page", async ({
    page,
  }) => {
    let asked = 0;
    await page.route("**/api/locations/detect", (route) => {
      asked++;
      return route.fulfill({ json: { location: PUNE } });
    });
    await page.goto("/");
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(await storedLocation(page)).toEqual({ userLocation: null, locationManuallySet: null });
    await page.goto("/about");
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(asked).toBe(2);
  });

  test("with consent keeps the detected location for an hour", async ({ page }) => {
    await acceptCookies(page);
    let asked = 0;
    await page.route("**/api/locations/detect", (route) => {
      asked++;
      return route.fulfill({ json: { location: PUNE } });
    });
    await page.goto("/");
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    const stored = await storedLocation(page);
    expect(stored.locationManuallySet).toBeNull();
    expect(stored.userLocation).toMatchObject({ ...PUNE, detectedAt: expect.any(Number) });
    await page.goto("/about");
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(asked).toBe(1);
    // An hour and a second later the stored location is stale: the server is asked again.
    await page.evaluate(() => {
      const stale = JSON.parse(localStorage.getItem("userLocation")!) as { detectedAt: number };
      stale.detectedAt = Date.now() - 3_601_000;
      localStorage.setItem("userLocation", JSON.stringify(stale));
    });
    await page.reload();
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(asked).toBe(2);
  });
});

async function openPicker(page: Page) {
  await nothingDetected(page);
  await page.goto("/about");
  await expect(banner(page).getByText("Serving New Delhi, Delhi, India")).toBeVisible();
  await banner(page).getByRole("button", { name: "Change Location" }).click();
  await expect(picker(page)).toBeVisible();
  return picker(page);
}

test.describe("the picker", () => {
  test("cascades: a country loads its states and resets state and city; a state loads its cities", async ({
    page,
  }) => {
    const dialog = await openPicker(page);
    const [country, state, city] = ["Country", "State", "City"].map((label) =>
      dialog.getByLabel(label, { exact: true }),
    );
    // The visitor's country (India) is chosen as the picker opens.
    await expect(country!).toHaveValue("101");
    await expect(state!).toBeEnabled();
    await expect(city!).toBeDisabled();
    await state!.selectOption({ label: "Maharashtra" });
    await expect(city!).toBeEnabled();
    await expect(city!.getByRole("option", { name: "Pune" })).toHaveCount(1);

    await country!.selectOption({ label: "United States" });
    await expect(state!).toHaveValue("");
    await expect(city!).toBeDisabled();
    await expect(city!).toHaveValue("");
    await state!.selectOption({ label: "Texas" });
    await expect(city!.getByRole("option", { name: "Houston" })).toHaveCount(1);
    await state!.selectOption({ label: "New York" });
    await expect(city!.getByRole("option", { name: "Houston" })).toHaveCount(0);

    await country!.selectOption({ label: "India" });
    await state!.selectOption({ label: "Maharashtra" });
    await city!.selectOption({ label: "Pune" });
    await expect(dialog).toBeHidden();
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(await storedLocation(page)).toEqual({ userLocation: PUNE, locationManuallySet: "true" });
  });

  test("keeps state and city disabled until their lists have loaded", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/locations/cities/**", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openPicker(page);
    await dialog.getByLabel("State", { exact: true }).selectOption({ label: "Delhi" });
    const city = dialog.getByLabel("City", { exact: true });
    await expect(city).toBeDisabled();
    await expect(city.locator("option").first()).toHaveText("Loading cities...");
    release();
    await expect(city).toBeEnabled();
  });

  test("search mode: nothing under 2 characters, then cities; a pick fills all three", async ({
    page,
  }) => {
    const dialog = await openPicker(page);
    let searches = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/locations/search")) searches++;
    });
    await dialog.getByRole("button", { name: "Search City" }).click();
    const box = dialog.getByLabel("Search city");
    await box.fill("p");
    await expect(dialog.getByRole("list", { name: "Cities found" })).toBeHidden();
    await box.fill("pune");
    const hits = dialog.getByRole("list", { name: "Cities found" });
    await expect(hits.getByRole("button", { name: /^Pune Maharashtra, India$/ })).toBeVisible();
    expect(searches).toBe(1);
    await hits.getByRole("button", { name: /^Pune Maharashtra, India$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    expect(await storedLocation(page)).toEqual({ userLocation: PUNE, locationManuallySet: "true" });
  });

  test('search mode knows other names: "bang" offers Bengaluru (Bangalore) first, a pick shows Bengaluru', async ({
    page,
  }) => {
    const dialog = await openPicker(page);
    await dialog.getByRole("button", { name: "Search City" }).click();
    await dialog.getByLabel("Search city").fill("bang");
    const hits = dialog.getByRole("list", { name: "Cities found" });
    await expect(hits.getByRole("button").first()).toHaveAccessibleName(
      "Bengaluru (Bangalore) Karnataka, India",
    );
    await dialog.getByLabel("Search city").fill("Calcutta");
    await expect(hits.getByRole("button").first()).toHaveAccessibleName(
      "Kolkata (Calcutta) West Bengal, India",
    );
    await hits.getByRole("button").first().click();
    await expect(dialog).toBeHidden();
    await expect(banner(page).getByText("Serving Kolkata, West Bengal, India")).toBeVisible();
  });

  const failures = [
    ["**/api/locations/countries", "Failed to load countries"],
    ["**/api/locations/states/**", "Failed to load states"],
    ["**/api/locations/cities/**", "Failed to load cities"],
  ] as const;
  for (const [pattern, message] of failures) {
    test(`shows "${message}" in a red box when that list fails`, async ({ page }) => {
      await page.route(pattern, (route) => route.fulfill({ status: 500, body: "{}" }));
      const dialog = await openPicker(page);
      if (message === "Failed to load cities")
        await dialog.getByLabel("State", { exact: true }).selectOption({ label: "Delhi" });
      await expect(dialog.getByRole("alert")).toHaveText(message);
      await expect(dialog.getByRole("alert")).toHaveCSS("color", "rgb(180, 35, 24)");
    });
  }

  test('shows "Failed to load cities" when the city search fails', async ({ page }) => {
    await page.route("**/api/locations/search**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    const dialog = await openPicker(page);
    await dialog.getByRole("button", { name: "Search City" }).click();
    await dialog.getByLabel("Search city").fill("pune");
    await expect(dialog.getByRole("alert")).toHaveText("Failed to load cities");
  });

  test("Cancel and Escape close it without changing anything", async ({ page }) => {
    const dialog = await openPicker(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await banner(page).getByRole("button", { name: "Change Location" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await storedLocation(page)).toEqual({ userLocation: null, locationManuallySet: null });
  });

  test("a chosen location stays across pages and Clear Location removes both keys", async ({
    page,
  }) => {
    await nothingDetected(page);
    await page.goto("/about");
    await page.evaluate((pune) => {
      localStorage.setItem("userLocation", JSON.stringify(pune));
      localStorage.setItem("locationManuallySet", "true");
    }, PUNE);
    await page.goto("/contact");
    await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    await banner(page).getByRole("button", { name: "Change Location" }).click();
    await picker(page).getByRole("button", { name: "Clear Location" }).click();
    await expect(banner(page).getByText("Serving New Delhi, Delhi, India")).toBeVisible();
    expect(await storedLocation(page)).toEqual({ userLocation: null, locationManuallySet: null });
  });
});

test.describe("the browser's position", () => {
  test("is not offered without consent", async ({ page }) => {
    const dialog = await openPicker(page);
    await expect(dialog.getByLabel("Country", { exact: true })).toHaveValue("101");
    await expect(dialog.getByRole("button", { name: "Use My Current Location" })).toHaveCount(0);
  });

  test.describe("with consent and permission", () => {
    test.use({ geolocation: { latitude: 18.53, longitude: 73.86 }, permissions: ["geolocation"] });
    test("sets the nearest city", async ({ page }) => {
      await acceptCookies(page);
      const dialog = await openPicker(page);
      await dialog.getByRole("button", { name: "Use My Current Location" }).click();
      await expect(dialog).toBeHidden();
      await expect(banner(page).getByText("Serving Pune, Maharashtra, India")).toBeVisible();
    });
  });

  test("says Geolocation is not supported by this browser. where it is missing", async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined });
    });
    const dialog = await openPicker(page);
    await dialog.getByRole("button", { name: "Use My Current Location" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Geolocation is not supported by this browser.",
    );
  });
});
