// Byte budgets of the admin page (no page ships more than 80 KB of JavaScript, gzip).
// The login screen loads only the sign-in code; the signed-in shell (with react-query) and each
// screen are chunks fetched when needed. Sizes are stable from run to run, unlike times, so they
// are checked here, with every script the page fetched counted once (see docs/decisions/
// 0050-admin-app-shell.md). Also: the screens' loading states while their chunks arrive.
import { gzipSync } from "node:zlib";
import type { Page, Route } from "@playwright/test";
import { expect as baseExpect, test } from "../support/browser-test.ts";
import { ADMIN } from "./admin-support.ts";

// Each call reloads its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const LOGIN_BUDGET = 80 * 1024;
const DASHBOARD_BUDGET = 97 * 1024;

// The chunks of the signed-in area, named by Vite after their modules.
const SHELL = /\/AdminShell\.[\w-]+\.js$/;
const DASHBOARD = /\/Dashboard\.[\w-]+\.js$/;
const OTHER_SCREENS =
  /\/(ProductList|ProductEditor|ContentList|ContentPage|TaxonomyList|TaxonomyEditor|JobsScreen|ApplicationsScreen|ImportScreen|EnquiriesScreen|EnquiryDetailScreen|StaffScreen|ChangePasswordScreen|ProfileScreen)\.[\w-]+\.js$/;

/** Records every script the page fetches; `scripts()` gives their addresses and gzip sizes. */
function recordScripts(page: Page) {
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const gzipped = response.body().then((body) => gzipSync(body).byteLength);
    sizes.set(response.url(), gzipped);
  });
  return async () => {
    const urls = [...sizes.keys()];
    const total = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
    return { urls, total };
  };
}

async function submitLogin(page: Page) {
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("the login screen and, after sign-in, the dashboard stay within their budgets", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const login = await scripts();
  test.info().annotations.push({ type: "login", description: `js ${login.total} B gzip` });
  expect(login.urls.filter((url) => SHELL.test(url) || DASHBOARD.test(url))).toEqual([]);
  expect(login.urls.filter((url) => OTHER_SCREENS.test(url))).toEqual([]);
  expect(login.total, "JavaScript of the login screen, gzip").toBeLessThanOrEqual(LOGIN_BUDGET);

  await submitLogin(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Products by kind" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const dashboard = await scripts();
  test.info().annotations.push({ type: "dashboard", description: `js ${dashboard.total} B gzip` });
  expect(dashboard.urls.filter((url) => OTHER_SCREENS.test(url))).toEqual([]);
  expect(dashboard.total, "JavaScript up to the dashboard, gzip").toBeLessThanOrEqual(
    DASHBOARD_BUDGET,
  );
});

/** Holds the responses to `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

// A loading indicator: a live status region whose text is exactly `text`.
const loading = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^${text}$`) });

test("the shell and each screen say they are loading while their code arrives", async ({
  page,
}) => {
  await page.goto("/admin");
  const releaseShell = await hold(page, SHELL);
  const releaseDashboard = await hold(page, DASHBOARD);
  await submitLogin(page);
  await expect(loading(page, "Loading the admin area")).toBeVisible();

  releaseShell();
  await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();
  await expect(loading(page, "Loading Dashboard")).toBeVisible();
  releaseDashboard();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const releaseProducts = await hold(page, /\/ProductList\.[\w-]+\.js$/);
  await page.getByRole("link", { name: "Products", exact: true }).click();
  await expect(loading(page, "Loading Products")).toBeVisible();
  releaseProducts();
  await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
  await expect(loading(page, "Loading Products")).toHaveCount(0);
});
