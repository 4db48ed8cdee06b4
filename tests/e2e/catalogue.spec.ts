// Listing pages: /products, categories, subcategories, their shortcuts, pagination and the card.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname;
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const breadcrumbJsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] })
    .find((data) => data["@type"] === "BreadcrumbList");

test("/products shows 9 products a page and paginates with numbers, ellipses, previous and next", async ({
  page,
}) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await expect(pager(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pager(page).getByText("‹ Previous")).toHaveAttribute("aria-disabled", "true");
  const last = pager(page)
    .getByRole("link", { name: /^Page \d+$/ })
    .last();
  const lastNumber = Number((await last.textContent())?.trim());
  expect(lastNumber).toBeGreaterThan(5);
  await expect(last).toHaveAttribute("href", `/products/page/${lastNumber}`);
  await expect(pager(page).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(5);
  await expect(pager(page).locator(".ellipsis")).toHaveCount(1);

  await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/page\/2$/);
  await expect(pager(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page).toHaveTitle("Our Products – Page 2 | Shree Barcode Systems");
  expect(await canonicalPath(page)).toBe("/products/page/2");
  await pager(page).getByRole("link", { name: "Next ›" }).click();
  await expect(page).toHaveURL(/\/products\/page\/3$/);
  await pager(page)
    .getByRole("link", { name: `Page ${lastNumber}` })
    .click();
  await expect(pager(page).getByText("Next ›")).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "href",
    "/products",
  );
});

for (const base of ["/products", "/products/printers", "/products/printers/desktop-printers"]) {
  test(`a page past the last of ${base} is "Page Not Found" with 404 and a link to page 1`, async ({
    page,
  }) => {
    const response = await page.goto(`${base}/page/999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to page 1" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(cards(page).first()).toBeVisible();
  });
}

test("a page of a listing that does not exist is a 404, never a listing", async ({ request }) => {
  for (const path of ["/products/page/0", "/products/page/x", "/products/nosuch/page/2"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("listing screens carry a few Hindi labels beside the English ones, marked lang=hi", async ({
  page,
}) => {
  await page.goto("/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const hindi = page.getByRole("main").locator('[lang="hi"]');
  await expect(hindi.first()).toHaveText("हमारे उत्पाद");
  await expect(page.getByText("Showing 1–9 of")).toContainText(/में से 1–9 उत्पाद$/);
  await page.goto("/products/printers");
  await expect(page.locator(".eyebrow")).toHaveText(/^Our Products\s*हमारे उत्पाद$/);
  await expect(page.locator('.eyebrow [lang="hi"]')).toHaveText("हमारे उत्पाद");
});

test("a category page lists its products with breadcrumb, subcategory links and structured data", async ({
  page,
}) => {
  await page.goto("/products/printers");
  await expect(page.getByRole("heading", { level: 1, name: "Barcode Printers" })).toBeVisible();
  await expect(page.getByText("Our Products", { exact: true })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  await expect(
    page
      .getByRole("navigation", { name: "Subcategories" })
      .getByRole("link", { name: /Desktop Printers/ }),
  ).toHaveAttribute("href", "/products/printers/desktop-printers");
  expect(await canonicalPath(page)).toBe("/products/printers");
  expect((await breadcrumbJsonLd(page))?.itemListElement?.map((item) => item.name)).toEqual([
    "Products",
    "Barcode Printers",
  ]);
});

test("a subcategory page has a back button, the breadcrumb, its title and description, 8 a page at most", async ({
  page,
}) => {
  await page.goto("/products/printers/desktop-printers");
  await expect(page.getByRole("link", { name: "← Back to Barcode Printers" })).toHaveAttribute(
    "href",
    "/products/printers",
  );
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(breadcrumb.getByRole("link", { name: "Barcode Printers" })).toHaveAttribute(
    "href",
    "/products/printers",
  );
  await expect(breadcrumb.getByText("Desktop Printers")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Desktop Printers" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/Compact thermal printers/)).toBeVisible();
  expect(await cards(page).count()).toBeLessThanOrEqual(8);
  expect((await breadcrumbJsonLd(page))?.itemListElement?.map((item) => item.name)).toEqual([
    "Products",
    "Barcode Printers",
    "Desktop Printers",
  ]);

  await page.getByRole("link", { name: "← Back to Barcode Printers" }).click();
  await expect(page).toHaveURL(/\/products\/printers$/);
});

test.describe("shortcut routes", () => {
  for (const [path, heading, canonical] of [
    ["/printers", "Barcode Printers", "/products/printers"],
    ["/scanners", "Barcode Scanners", "/products/scanners"],
    ["/labels", "Labels", "/products/supplies/labels"],
    ["/desktop-printers", "Desktop Printers", "/products/printers/desktop-printers"],
    ["/zebra-rfid-cards", "Zebra RFID Cards", "/products/rfid-cards/zebra-rfid-cards"],
  ] as const) {
    test(`${path} shows ${canonical}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await canonicalPath(page)).toBe(canonical);
      expect(await cards(page).count()).toBeGreaterThan(0);
    });
  }
});

test("Read more and Read less toggle one card's description at a time", async ({ page }) => {
  await page.goto("/products/printers/desktop-printers");
  const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
  const text = (await first.locator(".description").getAttribute("data-full")) ?? "";
  expect(text.length).toBeGreaterThan(120);
  await expect(first.locator(".description")).toHaveText(/…$/);

  await first.getByRole("button", { name: "Read more" }).click();
  await expect(first.locator(".description")).toHaveText(text);
  await expect(first.getByRole("button", { name: "Read less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(second.getByRole("button", { name: "Read more" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  await first.getByRole("button", { name: "Read less" }).click();
  await expect(first.locator(".description")).toHaveText(/…$/);
});

test.describe("without scripting", () => {
  test.use({ javaScriptEnabled: false });

  test("a card offers no Read more, which needs the card script", async ({ page }) => {
    await page.goto("/products/printers/desktop-printers");
    const first = cards(page).nth(0);
    await expect(first.locator(".description")).toHaveText(/…$/);
    const readMore = first.getByRole("button", { name: "Read more", includeHidden: true });
    await expect(readMore).toHaveCount(1);
    await expect(readMore).toBeHidden();
  });
});

test("a card shows name, price or Price on Request, and a View link to the product", async ({
  page,
}) => {
  await page.goto("/products/printers/desktop-printers");
  const card = page.getByRole("article", { name: "Zebra ZD421 Desktop Barcode Printer" });
  await expect(card.getByText("Featured")).toBeVisible();
  await expect(card.getByText("₹32,500")).toBeVisible();
  await expect(
    card.getByRole("link", { name: "View Zebra ZD421 Desktop Barcode Printer" }),
  ).toHaveAttribute("href", "/zebra-zd421-desktop-barcode-printer");
  const image = card.locator("img");
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "600");
});

test("card links carry the location the visitor chose by hand", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("locationManuallySet", "true");
    localStorage.setItem(
      "userLocation",
      JSON.stringify({
        country: { id: 101, name: "India" },
        state: { id: 9, name: "Delhi" },
        city: { id: 18, name: "New Delhi" },
      }),
    );
  });
  await page.goto("/products/printers/desktop-printers");
  const link = page.getByRole("link", { name: "View Zebra ZD421 Desktop Barcode Printer" });
  await expect(link).toHaveAttribute(
    "href",
    "/zebra-zd421-desktop-barcode-printer/in-new-delhi-india",
  );
  await link.click();
  await expect(page).toHaveTitle(/in New Delhi, India/);
});

test("a detected (not hand-picked) location leaves card links plain", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "userLocation",
      JSON.stringify({ country: { name: "India" }, city: { name: "Pune" } }),
    );
  });
  await page.goto("/products/printers/desktop-printers");
  await expect(
    page.getByRole("link", { name: "View Zebra ZD421 Desktop Barcode Printer" }),
  ).toHaveAttribute("href", "/zebra-zd421-desktop-barcode-printer");
});

test("a card image that fails to load is replaced by the placeholder", async ({ page }) => {
  await page.route("**/images/products/desktop-printer.svg", (route) => route.abort());
  await page.goto("/products/printers/desktop-printers");
  const image = page
    .getByRole("article", { name: "Zebra ZD421 Desktop Barcode Printer" })
    .locator("img");
  await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
});
