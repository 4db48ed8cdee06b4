// The home page: banner slider, featured products, statistics, features, call to action and its
// structured data; the categories read from the database reach the header's mega-menu.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const slides = [
  ["Smart Barcode Printing Solutions", "Explore Printers", "/printers"],
  ["Scan Smarter with Zebra", "Shop Scanners", "/scanners"],
  ["Premium Zebra Labels & Ribbons", "View Supplies", "/supplies"],
  ["Next-Gen RFID Tracking", "Explore RFID", "/rfid"],
  ["Your Trusted Zebra Partner", "Contact Us Today", "/contact"],
] as const;

const hero = (page: Page) => page.getByRole("region", { name: "Highlights" });

// The local Netlify runtime rebuilds a function while files change and answers 500 meanwhile;
// asking again for a few seconds keeps that from failing a test about the page.
async function readApi<T>(request: APIRequestContext, path: string): Promise<T> {
  let body: unknown;
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        if (response.ok()) body = await response.json();
        return response.ok();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return body as T;
}

test("the home page lists the categories read from the database", async ({ page, request }) => {
  const categories = await readApi<{ display_name: string; name: string }[]>(
    request,
    "/api/categories",
  );
  expect(categories.length).toBe(9);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products", exact: true })
    .hover();
  const section = page.getByRole("region", { name: "Product Categories" });
  for (const category of categories) {
    const link = section.getByRole("link", {
      name: new RegExp(`^${category.display_name.replace(/[()&]/g, ".")}`),
    });
    await expect(link).toHaveAttribute("href", `/products/${category.name}`);
  }
});

test("an unknown /api method answers in the one error shape", async ({ request }) => {
  const response = await request.patch("/api/categories", { data: {} });
  expect(response.status()).toBe(405);
  expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
});

test("the banner's dots jump to each of the five slides and their buttons", async ({ page }) => {
  await page.goto("/");
  const banner = hero(page);
  await expect(banner.getByRole("heading", { level: 1, name: slides[0][0] })).toBeVisible();
  for (const [index, [heading, label, href]] of slides.entries()) {
    await banner.getByRole("button", { name: `Show slide ${index + 1}: ${heading}` }).click();
    await expect(banner.getByRole("heading", { name: heading })).toBeVisible();
    await expect(banner.getByRole("link", { name: label })).toHaveAttribute("href", href);
    await expect(banner.getByRole("heading")).toHaveCount(1);
  }
});

// Text at part opacity is text of too little contrast: while the pictures cross-fade, each slide's
// words are either hidden or shown whole (Lighthouse's contrast audit once caught a button
// mid-fade).
test("the banner never shows a slide's words faded while it turns", async ({ page }) => {
  await page.goto("/");
  const banner = hero(page);
  await banner.getByRole("button", { name: `Show slide 2: ${slides[1][0]}` }).click();
  const faded = () =>
    page.locator(".hero-copy").evaluateAll((copies) =>
      copies.flatMap((copy) => {
        if (getComputedStyle(copy).visibility === "hidden") return [];
        let opacity = 1;
        for (let node: Element | null = copy; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity < 1 ? [opacity] : [];
      }),
    );
  // Right after the click, halfway and after the turn.
  expect(await faded()).toEqual([]);
  await page.waitForTimeout(300);
  expect(await faded()).toEqual([]);
  await expect(banner.getByRole("link", { name: slides[1][1] })).toBeVisible();
  expect(await faded()).toEqual([]);
});

test("the banner advances by itself after about 3 seconds and loops", async ({ page }) => {
  await page.goto("/");
  const banner = hero(page);
  await expect(banner.getByRole("heading", { name: slides[0][0] })).toBeVisible();
  // Timed in the page, between two turns the banner makes by itself: a busy test machine delays
  // this test's own steps, never the page's clock.
  const turns = await banner.evaluate(
    (root) =>
      new Promise<{ slide: number; at: number }[]>((resolve) => {
        const all = [...root.querySelectorAll("[data-slide]")];
        const seen: { slide: number; at: number }[] = [];
        new MutationObserver((_, observer) => {
          const slide = all.findIndex((element) => element.hasAttribute("data-active"));
          if (seen.at(-1)?.slide === slide) return;
          seen.push({ slide, at: performance.now() });
          if (seen.length === 2) {
            observer.disconnect();
            resolve(seen);
          }
        }).observe(root, { attributeFilter: ["data-active"], subtree: true });
      }),
  );
  const [first, second] = turns as [(typeof turns)[0], (typeof turns)[0]];
  expect(second.slide).toBe((first.slide + 1) % slides.length);
  expect(second.at - first.at).toBeGreaterThan(2500);
  expect(second.at - first.at).toBeLessThan(3500);

  await banner.getByRole("button", { name: `Show slide 5: ${slides[4][0]}` }).click();
  await page.mouse.move(5, 5); // leave the banner so it runs again
  await expect(banner.getByRole("heading", { name: slides[0][0] })).toBeVisible({ timeout: 5000 });
});

test("featured products link to their pages with descriptions cut at 80 characters", async ({
  page,
  request,
}) => {
  const featured = await readApi<{ slug: string; name: string }[]>(
    request,
    "/api/products/featured?limit=6",
  );
  expect(featured.length).toBeGreaterThan(0);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Featured Products" });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(featured.length);
  for (const [index, product] of featured.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute(
      "href",
      `/${product.slug}`,
    );
    const description = (await card.getByRole("paragraph").nth(1).textContent()) ?? "";
    expect(description.replace(/…$/, "").length).toBeLessThanOrEqual(80);
    await expect(card.getByText(/^(₹[\d,]+(\.\d\d)?|Price on Request)$/)).toBeVisible();
    // The first is in a phone's first screen (the banner hides its picture there).
    await expect(card.locator("img")).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
  }
  await section.getByRole("article").first().click();
  await expect(page).toHaveURL(new RegExp(`/${featured[0]!.slug}$`));
});

test("statistics, features, call to action and structured data", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("link", { name: "View All Products", exact: true }).last(),
  ).toHaveAttribute("href", "/products");
  const stats = page.getByRole("region", { name: "Our numbers" });
  for (const [value, label] of [
    ["28+", "Years Experience"],
    ["15,000+", "Happy Customers"],
    ["50+", "Product Categories"],
    ["99%", "Satisfaction"],
  ] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole("region", { name: "Why Businesses Choose Us" })
      .getByRole("heading", { level: 3 }),
  ).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute(
    "href",
    "/products",
  );

  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
  const website = data.find((entry) => entry["@type"] === "WebSite");
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  expect(data.find((entry) => entry["@type"] === "Organization")).toMatchObject({
    foundingDate: "1997",
  });
  // Document 2 §2.13: the home page describes the first 6 products, 3 posts and 3 jobs.
  const list = (name: string) =>
    data.find((entry) => entry["@type"] === "ItemList" && entry.name === name);
  const featured = await page.locator(".featured-grid > li").count();
  expect(list("Featured products").itemListElement).toHaveLength(featured);
  expect(list("Latest blog posts").numberOfItems).toBeLessThanOrEqual(3);
  expect(list("Latest blog posts").itemListElement[0].url).toMatch(/\/blog\/[a-z0-9-]+$/);
  expect(list("Open positions").itemListElement[0].url).toMatch(/\/jobs\/[a-z0-9-]+$/);
});
