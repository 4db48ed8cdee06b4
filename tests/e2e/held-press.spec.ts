// A press of a button that needs its island's script, made before the island has hydrated
// (src/islands/shared/interaction-directive.ts, awaits-script.ts), on /drivers' Download: held and
// made again once the island has taken over, even when React draws the island afresh; and when
// the island's script cannot be had, the button goes back to disabled instead of looking usable.
// No mouse move after load here: the press itself starts the hydration, as a visitor's first one.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const CATALOG_SCRIPT = /\/_astro\/DriversCatalog\.[\w-]+\.js(\?.*)?$/;
const TSC = "TSC Printer Driver for macOS (CUPS)";

const download = (page: Page, driver = TSC) =>
  page.getByRole("article", { name: driver }).getByRole("button", { name: "Download" });
const modal = (page: Page) => page.getByRole("dialog", { name: "Download Request" });

// Holds the catalogue's script until the returned function is called.
async function stallCatalogScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CATALOG_SCRIPT, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Uncaught errors of the page, gathered as they happen.
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

test("a Download pressed before the catalogue's script has run opens that driver's dialog once it has", async ({
  page,
}) => {
  const release = await stallCatalogScript(page);
  await page.goto("/drivers");
  await download(page).click();
  await expect(modal(page)).toBeHidden();
  release();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page)).toContainText("TSC Printer Driver for macOS (CUPS) 1.2.8");
});

test("a Download pressed before a hydration mismatch opens its dialog from the button React draws anew", async ({
  page,
}) => {
  const release = await stallCatalogScript(page);
  await page.goto("/drivers");
  // What a browser's page translation does before the script runs: a text is replaced by its
  // translation in <font> elements. React, not finding the text it drew, draws the island afresh.
  await page
    .getByRole("article", { name: TSC })
    .locator(".dr-description")
    .evaluate((text) => (text.innerHTML = "<font><font>Pilote pour macOS</font></font>"));
  const pressed = await download(page).elementHandle();
  await download(page).click();
  release();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page)).toContainText("TSC Printer Driver for macOS (CUPS) 1.2.8");
  // The press was made again on a new button: the one pressed is no longer in the page.
  expect(await pressed!.evaluate((button) => button.isConnected)).toBe(false);
});

test("a Download whose catalogue script cannot load goes back to disabled, without a page error", async ({
  page,
}) => {
  const errors = pageErrors(page);
  // Astro tries a failed island script twice (the second time a second later): both fail.
  await page.route(CATALOG_SCRIPT, (route) => route.abort());
  await page.goto("/drivers");
  await expect(download(page)).toBeEnabled();
  await download(page).click();
  await expect(download(page)).toBeDisabled();
  await expect(download(page, "Zebra Scanner SDK for Linux")).toBeDisabled();
  await expect(modal(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
