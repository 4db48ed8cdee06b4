// GET /api/product-page/{slug}/*: what netlify.toml's last rule serves for /{slug}/{anything}. A
// small server stands in for Netlify's static files (the prebuilt pages and their headers), at
// the site's configured address (Netlify's URL); the product and the service cities come from the
// test database.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import productPage from "../../netlify/functions/product-page.mts";
import { fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

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

const sql = testSql();
let site: Server;
let origin: string;
const asked: string[] = [];
// Another server, named by a request's Host header: it must never be asked for anything.
let elsewhere: Server;
let elsewhereOrigin: string;
const askedElsewhere: string[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  site = createServer((req, res) => {
    asked.push(req.url!);
    const page = { [`/${SLUG}.html`]: PAGE, "/404.html": NOT_FOUND }[req.url!];
    res.writeHead(page ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "permissions-policy": "camera=()",
      "reporting-endpoints": 'csp-endpoint="/api/csp-report"',
    });
    res.end(page ?? NOT_FOUND);
  });
  elsewhere = createServer((req, res) => {
    askedElsewhere.push(req.url!);
    res.writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src *" });
    res.end("<html><head></head><body><script>alert(document.cookie)</script></body></html>");
  });
  [origin, elsewhereOrigin] = await Promise.all([listen(site), listen(elsewhere)]);
  // Netlify's read-only variable at function runtime: the site's main address.
  process.env.URL = origin;
});
afterAll(async () => {
  delete process.env.URL;
  await Promise.all(
    [site, elsewhere].map((server) => new Promise<void>((done) => server.close(() => done()))),
  );
});

// Called at the address the request names (its Host), which is not where the pages come from.
async function get(path: string, init: RequestInit = {}, at = "http://localhost:8888") {
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
    // Where the policy's violation reports go, kept with the policy.
    expect(headers.get("reporting-endpoints")).toBe('csp-endpoint="/api/csp-report"');
    expect(headers.get("netlify-cdn-cache-control")).toBe("public, durable, s-maxage=31536000");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["a city of the data we do not serve", "in-jalore-india"],
    ["a segment that is no place", "reviews"],
    ["a deeper path", "in-pune-india/extra"],
  ])("for %s is the plain product page", async (_what, rest) => {
    const { status, headers, text } = await get(`/api/product-page/${SLUG}/${rest}`);
    expect(status).toBe(200);
    expect(text).toBe(PAGE);
    expect(headers.get("content-security-policy")).toBe(POLICY);
  });

  it.each(["in-atlantis-nowhere", "in-pune", "in-pune-india-extra", "in-"])(
    "for /{slug}/%s, a city no data knows, is the not-found page with 404",
    async (rest) => {
      const { status, headers, text } = await get(`/api/product-page/${SLUG}/${rest}`);
      expect(status).toBe(404);
      expect(text).toBe(NOT_FOUND);
      expect(headers.get("content-security-policy")).toBe(POLICY);
    },
  );

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

  // Document 1 §2: a product is at /{slug or id}.
  it("sends /{id} of an active product to its page, with the service city kept", async () => {
    const [product] = await sql<{ id: number }[]>`select id from products where slug = ${SLUG}`;
    // 302, not 301: a browser keeps a 301 for good, and the slug may be edited later.
    const alone = await get(`/${product!.id}`);
    expect(alone.status).toBe(302);
    expect(alone.headers.get("location")).toBe(`http://localhost:8888/${SLUG}`);
    const inCity = await get(`/api/product-page/${product!.id}/in-pune-india`);
    expect(inCity.status).toBe(302);
    expect(inCity.headers.get("location")).toBe(`http://localhost:8888/${SLUG}/in-pune-india`);
    // npm start's server hands the rewritten address, /api/product-page/{segment}/ for /{segment}.
    const rewritten = await get(`/api/product-page/${product!.id}/`);
    expect(rewritten.status).toBe(302);
    expect(rewritten.headers.get("location")).toBe(`http://localhost:8888/${SLUG}`);
    const page = await get(`/api/product-page/${SLUG}/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${TITLE}</title>`);
    const elsewhere = await get(`/${product!.id}/not-a-city`);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("location")).toBe(`http://localhost:8888/${SLUG}`);
  });

  it("sends /{categoryName} alone to the category's listing (document 1 §2's footer route)", async () => {
    // Temporary too: a category's name can be edited.
    const listing = await get("/printers");
    expect(listing.status).toBe(302);
    expect(listing.headers.get("location")).toBe("http://localhost:8888/products/printers");
    const deeper = await get("/printers/in-pune-india");
    expect(deeper.status).toBe(404);
  });

  it.each(["999999999", "0", "012", "1e3"])(
    "is the not-found page for /%s, no active product's id",
    async (segment) => {
      const { status, text } = await get(`/${segment}`);
      expect(status).toBe(404);
      expect(text).toBe(NOT_FOUND);
    },
  );

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
    process.env.URL = "http://127.0.0.1:1";
    try {
      const { status, text } = await get("/api/product-page/no-such-product/in-pune-india");
      expect(status).toBe(404);
      expect(JSON.parse(text)).toEqual({
        error: { code: "not_found", message: "No such address." },
      });
    } finally {
      process.env.URL = origin;
    }
  });

  // The attack: Host: 127.0.0.1:9199 made the function fetch /404.html and /{slug}.html from that
  // server and serve them, with its policy, from our origin.
  it.each([
    ["a product's city page", `/api/product-page/${SLUG}/in-new-delhi-india`, 200],
    ["the not-found page", "/api/product-page/no-such-product/in-pune-india", 404],
  ])(
    "takes %s from the configured site, whatever Host the request names",
    async (_what, path, want) => {
      asked.length = 0;
      askedElsewhere.length = 0;
      const { status, headers, text } = await get(path, {}, elsewhereOrigin);
      expect(status).toBe(want);
      expect(askedElsewhere).toEqual([]);
      expect(asked.length).toBeGreaterThan(0);
      expect(text).not.toContain("alert(document.cookie)");
      expect(headers.get("content-security-policy")).toBe(POLICY);
    },
  );

  it("refuses other methods with 405", async () => {
    const { status } = await get(`/api/product-page/${SLUG}/in-pune-india`, { method: "POST" });
    expect(status).toBe(405);
  });
});
