// Every page type and every admin screen passes axe-core's WCAG 2.2 A and AA rules as Chromium
// renders them; each page's violations are their own soft failure, named by rule and element.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";
import { expect, test } from "../support/browser-test.ts";
import { signIn } from "./admin-support.ts";
import { nothingDetected } from "./location-stubs.ts";
import { PAGE_TYPES } from "./page-types.ts";

// Still pages: the home banner's fades and the menus' transitions would otherwise be caught midway,
// at a contrast no visitor reads them at.
test.use({ reducedMotion: "reduce" });

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every screen, once per component: the subcategory and brand forms are the category form's.
const ADMIN_SCREENS = [
  "/admin/dashboard",
  "/admin/dashboard/search-synonyms",
  "/admin/enquiries",
  "/admin/enquiries/city-names",
  ...["products", "categories", "drivers", "blogs"].flatMap((kind) => [
    `/admin/${kind}`,
    `/admin/${kind}/new`,
  ]),
  "/admin/subcategories",
  "/admin/brands",
  "/admin/jobs",
  "/admin/jobs/applications",
  "/admin/import",
  "/admin/staff",
  "/admin/password",
  "/admin/profile",
  "/admin/no-such-screen",
];

// axe-core itself, run in the page: its Playwright wrapper finishes each run in a new blank page,
// which took three times as long here.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** axe-core's WCAG A/AA violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(" ")}: ${violation.help}`,
      ),
    );
  }, WCAG_AA);
}

/**
 * Opens an admin screen as the browser's Back and Forward do, without loading the shell again
 * (axe-core stays in the page), and waits until its data has loaded.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  if (new URL(page.url()).pathname !== path) {
    const before = await heading.textContent();
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(heading).not.toHaveText(before ?? "");
  }
  await expect(heading).toBeVisible();
  await expect(page.locator(".admin-spinner")).toHaveCount(0);
}

test("every public page type passes axe-core's WCAG A and AA rules", async ({ page }) => {
  test.setTimeout(180_000);
  // A template shown once is enough: the others differ in data, not markup.
  for (const { kind, path, status = 200 } of PAGE_TYPES.filter((type) => !type.sameTemplateAs)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    expect.soft(await violations(page), `axe-core on ${path} (${kind})`).toEqual([]);
  }
});

test("the admin's sign-in, every screen and its dialogs pass axe-core's WCAG A and AA rules", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect.soft(await violations(page), "axe-core on the sign-in screen").toEqual([]);

  await signIn(page);
  for (const path of ADMIN_SCREENS) {
    await openScreen(page, path);
    expect.soft(await violations(page), `axe-core on ${path}`).toEqual([]);
  }

  // The two kinds of dialog: a delete's confirmation (cancelled) and Job Management's form.
  await openScreen(page, "/admin/products");
  await page
    .getByRole("table")
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  const confirmation = page.getByRole("dialog");
  await expect(confirmation).toBeVisible();
  expect.soft(await violations(page), "with a delete's confirmation open").toEqual([]);
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation).toBeHidden();
  await openScreen(page, "/admin/jobs");
  await page.getByRole("button", { name: "Add New Job" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Job" })).toBeVisible();
  expect.soft(await violations(page), "with the job form open").toEqual([]);
});

test("the cookie banner and centre, the location picker, the product menu and the search's suggestions pass too", async ({
  page,
}) => {
  await nothingDetected(page);
  await page.goto("/search");
  const cookies = page.getByRole("region", { name: "We value your privacy" });
  await expect(cookies).toBeVisible();
  expect.soft(await violations(page), "with the cookie banner").toEqual([]);

  await cookies.getByRole("button", { name: "Cookie Settings" }).click();
  const centre = page.getByRole("dialog", { name: "Privacy Preference Centre" });
  await expect(centre).toBeVisible();
  expect.soft(await violations(page), "with the Privacy Preference Centre open").toEqual([]);
  await centre.getByRole("button", { name: "Close Privacy Preference Centre" }).click();

  const location = page.getByRole("region", { name: "Your location" });
  await location.getByRole("button", { name: "Change Location" }).click();
  const picker = page.getByRole("dialog", { name: "Select Your Location" });
  await expect(picker).toBeVisible();
  expect.soft(await violations(page), "with the location picker open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();

  await page.getByRole("button", { name: "Show product categories" }).click();
  await expect(page.locator("#mega-menu")).toBeVisible();
  expect.soft(await violations(page), "with the product menu open").toEqual([]);
  await page.keyboard.press("Escape");

  const box = page.getByRole("main").getByRole("combobox", { name: "Search products" });
  await box.fill("zebra");
  await expect(page.getByRole("main").getByRole("option").first()).toBeVisible();
  expect.soft(await violations(page), "with the search's suggestions open").toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the home page, a product page and the open mobile menu pass too", async ({ page }) => {
    for (const path of ["/", "/zebra-zt230-industrial-barcode-printer"]) {
      await page.goto(path);
      expect.soft(await violations(page), `axe-core on ${path} at 375 px`).toEqual([]);
    }
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.locator("summary").filter({ hasText: "Service & Support" }).click();
    await expect(menu.getByRole("link", { name: "Drivers" })).toBeVisible();
    expect.soft(await violations(page), "with the mobile menu open").toEqual([]);
  });

  test("the admin's dashboard and its menu drawer pass too", async ({ page }) => {
    await signIn(page);
    await openScreen(page, "/admin/dashboard");
    expect.soft(await violations(page), "the admin's dashboard at 375 px").toEqual([]);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();
    expect.soft(await violations(page), "with the admin's menu drawer open").toEqual([]);
  });
});
