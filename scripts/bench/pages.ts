// Bench: the page types measured on the served site, and the bytes each sends to a first-time
// visitor (no stored choices, so the cookie banner shows): the HTML document, every stylesheet and
// every script it loads once scrolled to the end (client:visible islands then load), gzip.
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import {
  categoryUrl,
  locationSegment,
  productUrl,
} from "../../src/lib/catalogue/catalogue-urls.ts";
import { compareAddress } from "../../src/lib/compare/compare-address.ts";
import type { Sql } from "../../src/server/db/client.ts";

/** One page type and the address measured for it. */
export interface BenchPage {
  kind: string;
  path: string;
  lighthouse: boolean;
}

/** Gzip bytes of one page's HTML, CSS and JavaScript. */
export interface PageBytes {
  html: number;
  css: number;
  js: number;
}

/**
 * The page types measured: a generated product in the middle of the catalogue (and its page for
 * Mumbai), a generated blog post, the first category's listing, that product and the next three
 * compared.
 */
export async function benchPages(sql: Sql): Promise<BenchPage[]> {
  // The product and the three after it, compared.
  const compared = await sql<{ slug: string }[]>`
    select slug from products where status = 'active'
     order by id offset (select count(*) / 2 from products where status = 'active') limit 4`;
  const [product] = compared;
  const [blog] = await sql<{ slug: string }[]>`
    select slug from blogs where status = 'published'
     order by id offset (select count(*) / 2 from blogs where status = 'published') limit 1`;
  const [category] = await sql<{ name: string }[]>`
    select name from categories order by sort_order, id limit 1`;
  const page = (kind: string, path: string, lighthouse = true) => ({ kind, path, lighthouse });
  return [
    page("home", "/"),
    page("listing", categoryUrl(category!.name)),
    page("product", productUrl(product!.slug)),
    page("product in a city", `${productUrl(product!.slug)}/${locationSegment("Mumbai", "India")}`),
    page("blog post", `/blog/${blog!.slug}`),
    page("contact", "/contact"),
    page("drivers", "/drivers"),
    // Bytes only: the compare page is noindex, which Lighthouse's SEO score counts against it.
    page("compare", compareAddress(compared.map(({ slug }) => slug)), false),
    page("admin", "/admin", false),
  ];
}

const gzipBytes = (body: Buffer) => gzipSync(body).byteLength;

/** Loads `url` in a fresh context and adds up what it fetched, by kind. */
export async function pageBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    sizes.push(
      response.body().then(
        (body) => ({ type, bytes: gzipBytes(body) }),
        () => ({ type, bytes: 0 }),
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const html = gzipBytes(await response.body());
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(sizes);
    const total = (type: string) =>
      all.filter((s) => s.type === type).reduce((sum, s) => sum + s.bytes, 0);
    return { html, css: total("stylesheet"), js: total("script") };
  } finally {
    await context.close();
  }
}
