// Product pages (document 2 §2.1): every section, the buttons, the location pages and not-found.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

interface SeedProduct {
  slug: string;
  name: string;
  sku: string;
  short_description: string;
  description: string;
  features: string[];
  pdf: string | null;
  price: number | null;
  meta_keywords: string;
  specifications: string | null;
  status: "active" | "inactive";
}
const seed = JSON.parse(readFileSync("scripts/seed-data/products.json", "utf8")) as SeedProduct[];
const bySlug = (slug: string) => seed.find((product) => product.slug === slug)!;
// Featured, with a datasheet, six features and "Media width: …; Maximum roll diameter: …" specs.
const zd421 = bySlug("zebra-zd421-desktop-barcode-printer");

const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname;
const meta = (page: Page, name: string) =>
  page.locator(`meta[name="${name}"]`).getAttribute("content");
const jsonLd = async (page: Page, type: string) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === type);

test("a product page shows every section of the spec", async ({ page }) => {
  await page.goto(`/${zd421.slug}`);
  const main = page.getByRole("main");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(breadcrumb.getByRole("link", { name: "Desktop Printers" })).toHaveAttribute(
    "href",
    "/products/printers/desktop-printers",
  );
  await expect(main.getByText("Featured", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: zd421.name })).toBeVisible();
  await expect(main.getByRole("img", { name: zd421.name })).toBeVisible();
  await expect(main.getByText(zd421.sku)).toBeVisible();
  await expect(main.getByText("Zebra", { exact: true })).toBeVisible();
  await expect(main.getByText("ZD421", { exact: true })).toBeVisible();
  await expect(
    main.locator(".facts").getByRole("link", { name: "Barcode Printers" }),
  ).toHaveAttribute("href", "/products/printers");
  await expect(main.getByText("₹32,500")).toBeVisible();
  await expect(main.getByText(zd421.short_description)).toBeVisible();

  const description = main.getByRole("region", { name: "Description" });
  await expect(description.locator("p")).toHaveCount(zd421.description.split("\n").length);
  await expect(main.getByRole("region", { name: "Key Features" }).getByRole("listitem")).toHaveText(
    zd421.features,
  );
  const details = main.getByRole("region", { name: "Technical Details" });
  await expect(details.getByRole("row", { name: "Media width 15 mm to 118 mm" })).toBeVisible();
  await expect(details.getByRole("row", { name: "Maximum roll diameter 127 mm" })).toBeVisible();

  const datasheet = main.getByRole("link", { name: "Download Datasheet" });
  await expect(datasheet).toHaveAttribute("href", zd421.pdf!);
  await expect(datasheet).toHaveAttribute("target", "_blank");
  await expect(datasheet).toHaveAttribute("rel", /noopener/);
});

test("the product page head has title, description, keywords, canonical, sharing tags and structured data", async ({
  page,
}) => {
  await page.goto(`/${zd421.slug}`);
  await expect(page).toHaveTitle("Zebra ZD421 Desktop Barcode Printer | Shree Barcode Systems");
  expect(await meta(page, "keywords")).toBe(zd421.meta_keywords);
  expect(await meta(page, "description")).toBeTruthy();
  expect(await canonicalPath(page)).toBe(`/${zd421.slug}`);
  expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("product");
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
    /desktop-printer\.svg$/,
  );
  const product = await jsonLd(page, "Product");
  expect(product).toMatchObject({
    name: zd421.name,
    sku: zd421.sku,
    brand: { name: "Zebra" },
    offers: { priceCurrency: "INR", price: "32500.00" },
  });
  expect(new URL(String(product?.url)).pathname).toBe(`/${zd421.slug}`);
  expect(await jsonLd(page, "BreadcrumbList")).toBeTruthy();
});

test("an empty specification value shows a dash", async ({ page }) => {
  const product = seed.find(
    (candidate) =>
      candidate.status === "active" && /^[^:\n]+:\s*$/m.test(candidate.specifications ?? ""),
  );
  // The demo data keeps one such line (tsc-bartender-ultralite-label-software, "Warranty:").
  expect(product, "a seeded product with a specification line with an empty value").toBeTruthy();
  const label = /^([^:\n]+):\s*$/m.exec(product!.specifications ?? "")![1]!.trim();
  await page.goto(`/${product!.slug}`);
  await expect(
    page
      .getByRole("region", { name: "Technical Details" })
      .getByRole("row", { name: `${label} -` }),
  ).toBeVisible();
});

test("a full description identical to the short one is not repeated", async ({ page }) => {
  const product = seed.find(
    (candidate) =>
      candidate.status === "active" && candidate.description === candidate.short_description,
  )!;
  await page.goto(`/${product.slug}`);
  await expect(page.getByRole("main").getByText(product.short_description)).toBeVisible();
  await expect(page.getByRole("region", { name: "Description" })).toHaveCount(0);
});

test("a product without a price shows Price on Request and an offer without a price", async ({
  page,
}) => {
  const onRequest = seed.find((product) => product.price === null && product.status === "active")!;
  await page.goto(`/${onRequest.slug}`);
  await expect(page.getByRole("main").getByText("Price on Request")).toBeVisible();
  const product = await jsonLd(page, "Product");
  expect(product?.offers).toMatchObject({ priceCurrency: "INR" });
  expect(product?.offers).not.toHaveProperty("price");
});

test("the wishlist heart toggles on the page", async ({ page }) => {
  await page.goto(`/${zd421.slug}`);
  const wishlist = page.getByRole("button", { name: "Wishlist" });
  await expect(wishlist).toHaveAttribute("aria-pressed", "false");
  await wishlist.click();
  await expect(wishlist).toHaveAttribute("aria-pressed", "true");
  await wishlist.click();
  await expect(wishlist).toHaveAttribute("aria-pressed", "false");
});

test("Share copies the link and says so when the device has no share sheet", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    const copied: string[] = [];
    Object.defineProperty(window, "copiedText", { value: copied });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
  });
  await page.goto(`/${zd421.slug}`);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => alerts).toEqual(["Link copied to clipboard!"]);
  expect(
    await page.evaluate(() => (window as unknown as { copiedText: string[] }).copiedText),
  ).toEqual([page.url()]);
});

test("Share uses the device share sheet when there is one", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, "shared", { value: shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => void shared.push(data),
      configurable: true,
    });
  });
  await page.goto(`/${zd421.slug}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url),
    )
    .toBe(page.url());
});

test("a service-city page carries the location in its head and is its own canonical page", async ({
  page,
}) => {
  const response = await page.goto(`/${zd421.slug}/in-new-delhi-india`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    "Zebra ZD421 Desktop Barcode Printer in New Delhi, India | Shree Barcode Systems",
  );
  expect(await meta(page, "description")).toContain("in New Delhi, India");
  expect(await meta(page, "keywords")).toContain("in New Delhi, India");
  expect(await canonicalPath(page)).toBe(`/${zd421.slug}/in-new-delhi-india`);
  await expect(page.getByRole("heading", { level: 1, name: zd421.name })).toBeVisible();
});

test("a second segment that is no place falls back to the product page", async ({ page }) => {
  const response = await page.goto(`/${zd421.slug}/reviews`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Zebra ZD421 Desktop Barcode Printer | Shree Barcode Systems");
  expect(await canonicalPath(page)).toBe(`/${zd421.slug}`);
});

test("a city no data knows is the not-found page with status 404", async ({ page }) => {
  const response = await page.goto(`/${zd421.slug}/in-atlantis-nowhere`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a product's id leads to its page (document 1 §2: /{slug or id})", async ({ page }) => {
  const answer = await page.request.get(`/api/products/slug/${zd421.slug}`);
  const { id } = (await answer.json()) as { id: number };
  const response = await page.goto(`/${id}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/${zd421.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zd421.name);
});

test("an unknown product shows Product Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(page.getByText("The product you are looking for does not exist")).toBeVisible();
  await page.getByRole("link", { name: "Back to Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("the product fallback never turns another section's missing page into a page", async ({
  request,
}) => {
  for (const path of [
    "/products/unknown",
    "/products/printers/unknown",
    "/blog/no-such-post",
    "/jobs/no-such-job",
    "/no-such-product/in-pune-india",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("robots.txt allows all but the staff area and the API, and points to the sitemap", async ({
  request,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap-index\.xml/);
});
