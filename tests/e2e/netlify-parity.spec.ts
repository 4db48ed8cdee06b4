// The two runtimes answer alike: the same requests to npm start's server and to the local Netlify
// runtime get the same status, redirect target, key headers and (where the answer does not depend
// on what other specs change in the catalogue) the same body. One row per netlify.toml rule, page
// kind, static file and function route; the browser specs themselves run on npm start's server.
import { createHash } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { E2E_PORTS } from "./servers.ts";

const NPM_START = `http://localhost:${E2E_PORTS.desktop}`;
const ZD421 = "zebra-zd421-desktop-barcode-printer";

interface Row {
  path: string;
  method?: "GET" | "POST" | "PUT";
  /** The body is the same on both runtimes (no catalogue data another spec may change). */
  sameBody?: boolean;
  /** Only the status compares (the runtimes' answers differ in kind, both correct). */
  statusOnly?: boolean;
}

const ROWS: Row[] = [
  // Pages, and the rules that give the not-found pages their 404.
  { path: "/" },
  { path: "/about" },
  { path: "/contact" },
  { path: "/products" },
  { path: "/products/printers" },
  { path: "/products/printers/desktop-printers" },
  { path: "/products/unknown" },
  { path: `/${ZD421}` },
  { path: `/${ZD421}/in-new-delhi-india` },
  { path: `/${ZD421}/in-atlantis-nowhere` },
  { path: "/no-such-product" },
  { path: "/no-such-product/in-pune-india" },
  { path: "/location/pune" },
  { path: "/location/atlantis" },
  { path: "/blog/no-such-post" },
  { path: "/jobs/no-such-job" },
  { path: "/admin/products" },
  { path: "/search?q=zebra" },
  { path: `/compare?products=${ZD421}` },
  // Files.
  { path: "/robots.txt", sameBody: true },
  { path: "/rss.xml" },
  { path: "/sitemap-index.xml" },
  // Functions: answers, their own headers, the refusals.
  { path: "/api/products/featured" },
  { path: "/api/products/slug/no-such-product", sameBody: true },
  { path: "/api/compare?products=no-such-product", sameBody: true },
  { path: "/api/auth/check", sameBody: true },
  { path: "/api/locations/search?q=pune" },
  { path: "/api/contact", method: "PUT", sameBody: true },
  // Netlify sends an /api path no function has to the last rule (/:slug/*), the product page's
  // not-found page; npm start answers the API's JSON 404.
  { path: "/api/no-such-function", statusOnly: true },
];

// Headers netlify.toml, the built _headers file and the functions set: the same on both.
const KEY_HEADERS = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "allow",
];

// The local Netlify runtime's static server says "public, max-age=0" for a page with no rule of
// its own, where Netlify's CDN (and npm start's server) say "public, max-age=0, must-revalidate".
const CDN_PAGE_CACHE = "public, max-age=0, must-revalidate";
const asOnTheCdn = (name: string, value: string) =>
  name === "cache-control" && value === "public, max-age=0" ? CDN_PAGE_CACHE : value;
// The local runtime also puts netlify.toml's page headers on function answers; Netlify's CDN does
// not, and the functions set their own (src/server/http/security-headers.ts).
const PAGE_ONLY_HEADERS = new Set(["x-frame-options", "permissions-policy"]);

/** The answer with each runtime's own address taken out, so two servers' answers compare. */
async function observed(request: APIRequestContext, origin: string, row: Row) {
  const response: APIResponse = await request.fetch(`${origin}${row.path}`, {
    method: row.method ?? "GET",
    maxRedirects: 0,
  });
  const local = (text: string) => text.replaceAll(origin, "<origin>");
  const headers = response.headers();
  const body = local(await response.text());
  if (row.statusOnly) return { status: response.status() };
  const compared = KEY_HEADERS.filter(
    (name) => !(row.path.startsWith("/api/") && PAGE_ONLY_HEADERS.has(name)),
  );
  return {
    status: response.status(),
    location: local(headers["location"] ?? ""),
    headers: Object.fromEntries(
      compared.map((name) => [name, asOnTheCdn(name, local(headers[name] ?? ""))]),
    ),
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? "",
    body: row.sameBody ? createHash("sha256").update(body).digest("hex") : "",
  };
}

test.describe("npm start's server and the local Netlify runtime", () => {
  for (const row of ROWS) {
    test(`${row.method ?? "GET"} ${row.path} answers alike`, async ({ request, baseURL }) => {
      const [standalone, netlify] = await Promise.all([
        observed(request, NPM_START, row),
        observed(request, baseURL!, row),
      ]);
      expect(netlify).toEqual(standalone);
    });
  }
});
