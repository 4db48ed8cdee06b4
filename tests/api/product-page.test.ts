// GET /api/product-page/{slug}/*: what netlify.toml's last rule serves for /{slug}/{anything}. A
// small server stands in for Netlify's static files (the prebuilt pages and their headers); the
// product and the service cities come from the test database.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import productPage from "../../netlify/functions/product-page.mts";
import { fakeContext } from "../support/api.ts";

const SLUG = "zebra-zd421-desktop-barcode-printer";
// Active in the demo data, but "not yet published": the stand-in serves no page for it.
const UNPUBLISHED = "zebra-zd230-desktop-label-printer";
const TITLE = "Zebra ZD421 Desktop Barcode Printer | Shree Barcode Systems";
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>${TITLE}</title>
<meta name="description" content="4-inch thermal transfer desktop printer.">
<meta name="keywords" content="Zebra ZD421, Zebra">
<link rel="canonical" href="http://localhost:8888/${SLUG}">
<meta property="og:title" content="${TITLE}">
<meta property="og:description" content="4-inch thermal transfer desktop printer.">
<meta property="og:url" content="http://localhost:8888/${SLUG}">
<meta name="twitter:title" content="${TITLE}">
<meta name="twitter:description" content="4-inch thermal transfer desktop printer.">
</head><body><h1>Zebra ZD421 Desktop Barcode Printer</h1>
<a href="https://wa.me/919811045678?text=${encodeURIComponent(`Hello.\nProduct page: http://localhost:8888/${SLUG}`)}">Chat on WhatsApp</a>
</body></html>`;
const NOT_FOUND = "<!DOCTYPE html><html><head><title>Product Not Found</title></head></html>";

let site: Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    asked.push(req.url!);
    const page = { [`/${SLUG}.html`]: PAGE, "/404.html": NOT_FOUND }[req.url!];
    res.writeHead(page ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "permissions-policy": "camera=()",
    });
    res.end(page ?? NOT_FOUND);
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => site.close(() => done())));

async function get(path: string, init: RequestInit = {}, at = origin) {
  const response = await productPage(new Request(`${at}${path}`, init), fakeContext());
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("a product's city page", () => {
  it("is the product page with the service city in its head and its own address", async () => {
    const { status, headers, text } = await get(`/api/product-page/${SLUG}/in-new-delhi-india`);
    expect(status).toBe(200);
    const head = headOf(text);
    expect(head).toContain(
      "<title>Zebra ZD421 Desktop Barcode Printer in New Delhi, India | Shree Barcode Systems</title>",
    );
    expect(head).toMatch(/<meta name="description" content="[^"]*in New Delhi, India[^"]*">/);
    expect(head).toMatch(/<meta name="keywords" content="[^"]*in New Delhi, India[^"]*">/);
    expect(head).toContain(
      `<link rel="canonical" href="http://localhost:8888/${SLUG}/in-new-delhi-india">`,
    );
    expect(head).toContain(
      `<meta property="og:url" content="http://localhost:8888/${SLUG}/in-new-delhi-india">`,
    );
    expect(head).toContain('<meta name="geo.placename" content="New Delhi">');
    // The WhatsApp messages name this page.
    expect(text).toContain(
      encodeURIComponent(`Product page: http://localhost:8888/${SLUG}/in-new-delhi-india`),
    );
    expect(text).toContain("<h1>Zebra ZD421 Desktop Barcode Printer</h1>");
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The page's own policy (its inline scripts' hashes), not the functions' allow-nothing one.
    expect(headers.get("content-security-policy")).toBe(POLICY);
    expect(headers.get("permissions-policy")).toBe("camera=()");
    expect(headers.get("netlify-cdn-cache-control")).toBe("public, durable, s-maxage=31536000");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["a city we do not serve", "in-atlantis-nowhere"],
    ["a segment that is no place", "reviews"],
    ["a deeper path", "in-pune-india/extra"],
  ])("for %s is the plain product page", async (_what, rest) => {
    const { status, headers, text } = await get(`/api/product-page/${SLUG}/${rest}`);
    expect(status).toBe(200);
    expect(text).toBe(PAGE);
    expect(headers.get("content-security-policy")).toBe(POLICY);
  });

  it("answers HEAD without a body", async () => {
    const { status, text } = await get(`/api/product-page/${SLUG}/in-pune-india`, {
      method: "HEAD",
    });
    expect(status).toBe(200);
    expect(text).toBe("");
  });

  it.each([
    ["no product has the slug", "no-such-product"],
    ["the section is not a product", "products"],
    ["the product's page is not published yet", UNPUBLISHED],
  ])("is the not-found page with 404 when %s", async (_what, slug) => {
    asked.length = 0;
    const { status, headers, text } = await get(`/api/product-page/${slug}/in-pune-india`);
    expect(status).toBe(404);
    expect(text).toBe(NOT_FOUND);
    expect(headers.get("content-security-policy")).toBe(POLICY);
    // Only a product's own page is ever asked for, never another section's.
    expect(asked.filter((path) => path !== "/404.html")).toEqual(
      slug === UNPUBLISHED ? [`/${UNPUBLISHED}.html`] : [],
    );
  });

  it("is the not-found page for /{slug} alone when that product has no page", async () => {
    const { status, text } = await get(`/${UNPUBLISHED}`);
    expect(status).toBe(404);
    expect(text).toBe(NOT_FOUND);
  });

  it("answers its own page requests with a plain 404, so a missing page cannot loop", async () => {
    asked.length = 0;
    const { status, text } = await get(`/${SLUG}.html`, {
      headers: { "x-product-page-fetch": "1" },
    });
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ error: { code: "not_found", message: "No such page." } });
    expect(asked).toEqual([]);
  });

  it("answers a plain 404 when the site itself does not answer", async () => {
    const { status, text } = await get(
      "/api/product-page/no-such-product/in-pune-india",
      {},
      "http://127.0.0.1:1",
    );
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ error: { code: "not_found", message: "No such address." } });
  });

  it("refuses other methods with 405", async () => {
    const { status } = await get(`/api/product-page/${SLUG}/in-pune-india`, { method: "POST" });
    expect(status).toBe(405);
  });
});
