// Helpers of the admin browser tests: signing in as the admin scripts/serve-e2e.ts creates, and
// making products through the API for tests that need some to act on.
import { randomBytes } from "node:crypto";
import { expect, test, type Cookie, type Page } from "@playwright/test";

/** The admin scripts/serve-e2e.ts creates (same variables, same defaults). */
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? "e2e-admin",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
};

/** A 1 × 1 PNG: the API judges uploads by their content. */
export const PNG = {
  name: "pixel.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** A short random word, so runs never collide on names, slugs or SKUs. */
export const unique = () => randomBytes(3).toString("hex");

/**
 * How the name of every record a browser test stores where visitors see it begins. Tests run side
 * by side on one catalogue, so a public list may hold another test's job or driver at any moment:
 * a test that counts the demo seed's records leaves these out (`seededCards`).
 */
export const MADE_BY_TESTS = /^(E2E|XSS) /;

/** The cards of a public list (jobs, drivers) that are the demo seed's, not another test's. */
export const seededCards = (page: Page) =>
  page.getByRole("article").filter({ hasNot: page.getByRole("heading", { name: MADE_BY_TESTS }) });

/** Signs in through the login form (as the admin unless `account` is given) and waits for the dashboard. */
async function signInThroughForm(
  page: Page,
  account: { username: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({
    timeout: 15_000,
  });
}

// The admin's session cookie, made once per worker and origin: a sign-in costs a deliberately slow
// password check, and the form's own behaviour is tested once (admin.spec.ts).
const adminSessions = new Map<string, Cookie[]>();

async function adminSession(page: Page, origin: string): Promise<Cookie[]> {
  const known = adminSessions.get(origin);
  if (known) return known;
  const response = await page.request.post(`${origin}/api/auth/login`, {
    headers: { origin },
    data: { ...ADMIN, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = (await page.context().cookies(origin)).filter(
    (cookie) => cookie.name === "staff_session",
  );
  expect(cookies).toHaveLength(1);
  adminSessions.set(origin, cookies);
  return cookies;
}

/**
 * Opens the dashboard signed in: as `account` through the login form, or by default as the admin
 * with this worker's session.
 */
export async function signIn(page: Page, account?: { username: string; password: string }) {
  if (account) return signInThroughForm(page, account);
  const origin = test.info().project.use.baseURL!;
  await page.context().addCookies(await adminSession(page, origin));
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({
    timeout: 15_000,
  });
}

/** The id of a category by its key, read from the dropdown data. */
export async function categoryId(page: Page, key: string): Promise<number> {
  const data = (await (await page.request.get("/api/dropdown-data")).json()) as {
    categories: { id: number; name: string }[];
  };
  const found = data.categories.find((category) => category.name === key);
  if (!found) throw new Error(`no category ${key}`);
  return found.id;
}

/** Creates a product through the API with the signed-in page's session; returns its id. */
export async function createProduct(page: Page, name: string, sku: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/products", {
    headers: { origin },
    multipart: {
      name,
      sku,
      category: String(await categoryId(page, "printers")),
      shortDescription: "Made by the browser tests.",
      description: "A product the browser tests create and delete.",
      image: PNG,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: number } }).product.id;
}
