// The blog (document 2 §2.7, §2.8): the /blogs list with search, category filter, empty and
// failure states; a post's page with its views, Share, related posts and structured data; hostile
// markup that must not run; Blog Not Found with status 404; the RSS feed.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { HOSTILE_BLOG } from "./fixtures/hostile-blog.ts";
import { interactAfterEachLoad } from "./first-interaction.ts";

test.beforeEach(({ page }) => interactAfterEachLoad(page));

// Seed facts (scripts/seed-data/blogs.json) plus the e2e-only hostile post (the oldest).
const NEWEST_FIRST = [
  "android-mobile-computers-field-sales-distribution",
  "1d-laser-vs-2d-imager-scanners",
  "uhf-rfid-warehouse-getting-started",
  "product-label-requirements-india-mrp-gst",
  "how-to-choose-barcode-ribbon-wax-resin",
  "direct-thermal-vs-thermal-transfer-printing",
  "chromo-polyester-synthetic-label-material-guide",
  "printhead-care-tips-barcode-printer",
  HOSTILE_BLOG.slug,
];
const DRAFT = {
  slug: "zebra-zd421-vs-zd230-desktop-printer-comparison",
  title: "Zebra ZD421 vs ZD230: Which Desktop Printer Suits Your Business?",
};
const ARCHIVED = "diwali-2024-printer-preparation-and-holiday-timings";
const THERMAL = {
  slug: "direct-thermal-vs-thermal-transfer-printing",
  title: "Direct Thermal or Thermal Transfer? Choosing the Right Printing Method",
  // About 700 words: words / 200 rounded up, on the card and on the post's page alike.
  readingTime: "4 min read",
};
const RIBBONS = "Wax, Wax-Resin or Resin: How to Choose a Barcode Ribbon";
const CHROMO = "Chromo, Polyester or Synthetic: Picking the Right Label Material";

const cards = (page: Page) =>
  page.getByRole("region", { name: "Blog posts" }).locator(".blog-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 });

// Opens /blogs and waits until the island has its answer from the API (so it is hydrated).
async function openList(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes("/api/blogs?"));
  await page.goto("/blogs");
  await answered;
  await expect(page.getByRole("region", { name: "Blog posts" })).toHaveAttribute(
    "aria-busy",
    "false",
  );
}

test.describe("/blogs", () => {
  test("the prebuilt page lists every published post, newest first, without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    const links = cards(page).getByRole("link", { name: /^Read More/ });
    await expect(links).toHaveCount(NEWEST_FIRST.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      NEWEST_FIRST.map((slug) => `/blog/${slug}`),
    );
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
    // Searching needs scripting, so its controls are not offered.
    await expect(page.getByLabel("Search blogs")).toBeHidden();
    await context.close();
  });

  test("a card shows badge, image, category, title, excerpt, author, date, reading time and 3 tags", async ({
    page,
  }) => {
    await openList(page);
    const card = cards(page).filter({ has: page.getByRole("heading", { name: THERMAL.title }) });
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", "/images/blogs/thermal-printing.svg");
    await expect(card.getByText("Barcode Printers", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Both methods print sharp barcodes/)).toBeVisible();
    await expect(card.getByText("Amit Verma")).toBeVisible();
    await expect(card.locator("time")).toHaveText("20 Jan 2025");
    await expect(card.getByText(/^\d+ min read$/)).toHaveText(THERMAL.readingTime);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "thermal printing",
      "barcode printers",
      "labels",
    ]);
    await card.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${THERMAL.slug}$`));
  });

  test("search and the category dropdown filter the cards; nothing matching says No blogs found", async ({
    page,
  }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(NEWEST_FIRST.length);
    const category = page.getByLabel("Category");
    await expect(category.locator("option")).toHaveText([
      "All Categories",
      "Barcode Printers",
      "Barcode Scanners",
      "Industry Guides",
      "Labels & Ribbons",
      "RFID",
      HOSTILE_BLOG.category,
    ]);
    await category.selectOption("Labels & Ribbons");
    await expect(cardTitles(page)).toHaveText([RIBBONS, CHROMO]);
    await page.getByLabel("Search blogs").fill("polyester");
    await expect(cardTitles(page)).toHaveText([CHROMO]);
    await page.getByLabel("Search blogs").fill("rfid");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No blogs found")).toBeVisible();
    await category.selectOption("All Categories");
    await expect(cardTitles(page)).toHaveText([
      "Getting Started with UHF RFID in an Indian Warehouse",
    ]);
  });

  test("a failed load says Failed to load blogs, and Try Again loads them", async ({ page }) => {
    await page.route("**/api/blogs?**", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "x", message: "down" } } }),
    );
    await page.goto("/blogs");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Failed to load blogs");
    await expect(cards(page)).toHaveCount(0);
    await page.unroute("**/api/blogs?**");
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(cards(page)).toHaveCount(NEWEST_FIRST.length);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("three columns on a wide screen, one on a phone", async ({ page }) => {
    const columns = async () => {
      const lefts = await cards(page).evaluateAll((items) =>
        items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      return new Set(lefts).size;
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await openList(page);
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columns()).toBe(1);
  });
});

test.describe("/blog/{slug}", () => {
  test("shows breadcrumb, back link, the post, tags, related posts and BlogPosting data", async ({
    page,
  }) => {
    await page.goto(`/blog/${THERMAL.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Blogs", THERMAL.title]);
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute(
      "href",
      "/blogs",
    );
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(THERMAL.title);
    await expect(article.getByText("Barcode Printers", { exact: true })).toBeVisible();
    await expect(article.getByText(/^Both methods print sharp barcodes/)).toBeVisible();
    await expect(article.getByText("By Amit Verma")).toBeVisible();
    await expect(article.getByText(THERMAL.readingTime)).toBeVisible();
    // The content's blank lines are paragraphs and its markup is HTML.
    await expect(article.locator(".content strong").first()).toHaveText("How direct thermal works");
    expect(await article.locator(".content p").count()).toBeGreaterThan(5);
    await expect(article.locator(".tags li")).toHaveText([
      "thermal printing",
      "barcode printers",
      "labels",
      "ribbons",
    ]);
    // Same category, published only: the draft printer comparison is left out.
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("link")).toHaveText([
      "Seven Habits That Double the Life of Your Printhead",
    ]);
    await expect(related.getByRole("link")).toHaveAttribute(
      "href",
      "/blog/printhead-care-tips-barcode-printer",
    );

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")));
    const posting = data.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: THERMAL.title,
      author: { name: "Amit Verma" },
      datePublished: "2025-01-20T04:30:00.000Z",
      url: expect.stringMatching(new RegExp(`^http://localhost:\\d+/blog/${THERMAL.slug}$`)),
    });
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("each visit counts one view and shows the current count", async ({ page, request }) => {
    const path = "/blog/uhf-rfid-warehouse-getting-started";
    const built = /data-blog-views[^>]*>([\d,]+) views</.exec(
      await (await request.get(path)).text(),
    );
    expect(built?.[1]).toBeDefined();
    const views = page.locator("[data-blog-views]");
    const count = async () => Number((await views.textContent())!.replace(/\D/g, ""));
    const answered = page.waitForResponse((r) =>
      r.url().endsWith("/api/blogs/uhf-rfid-warehouse-getting-started"),
    );
    await page.goto(path);
    await answered;
    await expect(views).not.toHaveText(`${built![1]} views`);
    const first = await count();
    expect(first).toBeGreaterThan(Number(built![1]!.replace(/,/g, "")));
    await page.reload();
    await expect(views).toHaveText(`${(first + 1).toLocaleString("en-IN")} views`);
  });

  test("Share uses the share sheet when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/blog/${THERMAL.slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: THERMAL.title, url: page.url() });
  });

  test("Share copies the link with a message when there is no share sheet", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto(`/blog/${THERMAL.slug}`);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => alerts).toEqual(["Link copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("hostile markup in a post renders as text and links without running", async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const html = await (await request.get(`/blog/${HOSTILE_BLOG.slug}`)).text();
    const content = html.slice(html.indexOf('class="content'), html.indexOf("</article>"));
    expect(content).not.toMatch(/<script|<img|<svg|<iframe|\son\w+=|javascript:/i);

    await page.goto(`/blog/${HOSTILE_BLOG.slug}`);
    const article = page.getByRole("article");
    await expect(article.getByText(HOSTILE_BLOG.intro)).toBeVisible();
    await expect(article.getByText(HOSTILE_BLOG.closing)).toBeVisible();
    await expect(
      article.locator(".content script, .content img, .content svg, .content iframe"),
    ).toHaveCount(0);
    await expect(article.getByRole("link", { name: HOSTILE_BLOG.safeLinkText })).toHaveAttribute(
      "href",
      "https://example.com/safe",
    );
    // The javascript: link keeps its words but not its link; the handler's paragraph its text only.
    await expect(article.getByRole("link", { name: HOSTILE_BLOG.linkText })).toHaveCount(0);
    await article.getByText(HOSTILE_BLOG.linkText).click();
    await article.getByText(HOSTILE_BLOG.handlerText).click();
    await page.getByRole("heading", { level: 1 }).hover();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("Blog Not Found", () => {
  for (const slug of ["no-such-post", DRAFT.slug, ARCHIVED]) {
    test(`/blog/${slug} answers 404 with Blog Not Found`, async ({ page }) => {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Blog Not Found" })).toBeVisible();
      await expect(page.getByText("The blog you're looking for doesn't exist.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await page.getByRole("link", { name: "Back to Blogs" }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });
  }

  test("the sitemap lists the posts but not the not-found page", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`/blog/${THERMAL.slug}</loc>`);
    expect(sitemap).toContain("/blogs</loc>");
    expect(sitemap).not.toContain("not_found");
    expect(sitemap).not.toContain(DRAFT.slug);
  });
});

test("the RSS feed is valid XML listing the published posts, newest first, with absolute links", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  await page.goto("/blogs");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/rss.xml",
  );
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
      dates: [...doc.querySelectorAll("item > pubDate")].map((d) =>
        Date.parse(d.textContent ?? ""),
      ),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe("rss");
  expect(feed.links).toEqual(NEWEST_FIRST.map((slug) => `${baseURL}/blog/${slug}`));
  expect(feed.dates.every((date) => !Number.isNaN(date))).toBe(true);
});
