// Bench: the public API handlers under concurrent callers, called in-process on the bench's
// embedded database (the local Netlify runtime reloads a function per call, which would measure
// the runtime instead). Inputs vary as visitors' would: search words as they are typed, listing
// pages of every category, slugs and cities across the catalogue, enquiries from distinct addresses.
// The read cache of the functions (src/server/http/read-cache.ts) works as deployed, starting empty
// for each handler; one caller alone runs with it off, to measure what a call itself costs.
import type { Context } from "@netlify/functions";
import contact from "../../netlify/functions/contact.mts";
import locations from "../../netlify/functions/locations.mts";
import products from "../../netlify/functions/products.mts";
import { PRODUCT_SERVICE_OPTIONS } from "../../src/lib/contact-fields.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { publicReadCache, type ReadCacheStats } from "../../src/server/http/read-cache.ts";
import { BENCH_SITE } from "./import.ts";
import { load, loadFor, type LoadResult } from "./measure.ts";

/** How long each handler is called, and by how many callers at once. */
export interface ApiLoad {
  seconds: number;
  concurrency: number;
}

/**
 * The figures under load; the median of one caller alone, the read cache off: the time a call
 * itself takes; and the percentage of the answers under load that came from the read cache
 * (kept, or shared with an identical call in flight), absent when none could.
 */
export type ApiFigure = LoadResult & { aloneP50: number; cachePercent?: number };

// Calls made by one caller alone, after the warm-up.
const ALONE_REQUESTS = 100;

type Handler = (req: Request, context: Context) => Promise<Response>;

// Words visitors search for, each also as typed so far (the dropdown asks on every keystroke
// from the second character), typos and model numbers among them.
const SEARCH_WORDS = [
  "zebra",
  "honeywell",
  "desktop printer",
  "barcode scanner",
  "labels",
  "ribbon",
  "rfid reader",
  "mobile computer",
  "zt230",
  "zd421",
  "ds2208",
  "zebar",
  "tsc te244",
  "id card printer",
  "datalogic",
  "wax resin",
  "handheld",
  "thermal transfer",
];
const typed = (word: string) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2));

const context = (ip: string) => ({ ip, geo: {}, params: {} }) as unknown as Context;

async function answered(handler: Handler, request: Request, ip = "203.0.113.7") {
  const response = await handler(request, context(ip));
  await response.arrayBuffer();
  return response.ok;
}

const get = (path: string) => new Request(`${BENCH_SITE}${path}`);

// A distinct address for each enquiry number (the limit is five per address in ten minutes).
const callerAddress = (i: number) => `198.${51 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

// Listing pages: the whole catalogue and each category, each on its first twenty pages, all
// different (200 addresses with 9 categories).
async function listingPaths(sql: Sql): Promise<string[]> {
  const categories = await sql<{ name: string }[]>`select name from categories order by sort_order`;
  const keys = ["all", ...categories.map((c) => c.name)];
  return Array.from({ length: keys.length * 20 }, (_, i) => {
    const page = 1 + Math.floor(i / keys.length);
    return `/api/products/paginated?category=${keys[i % keys.length]}&page=${page}`;
  });
}

/** Every handler's figures; the calls are made one handler after another. */
export async function benchApi(sql: Sql, { seconds, concurrency }: ApiLoad) {
  const suggestions = SEARCH_WORDS.flatMap(typed);
  const listings = await listingPaths(sql);
  const slugs = (
    await sql<{ slug: string }[]>`
      select slug from products where status = 'active' order by md5(slug) limit 1000`
  ).map((row) => row.slug);
  const cities = (
    await sql<{ name: string }[]>`select name from cities order by md5(name) limit 300`
  ).map((row) => row.name.slice(0, 3 + (row.name.length % 4)));
  const calls: Record<string, (i: number) => Promise<boolean>> = {
    "search suggestions": (i) =>
      answered(
        products,
        get(
          `/api/products/search-suggestions/${encodeURIComponent(suggestions[i % suggestions.length]!)}`,
        ),
      ),
    "paginated listing": (i) => answered(products, get(listings[i % listings.length]!)),
    "product by slug": (i) =>
      answered(products, get(`/api/products/slug/${slugs[i % slugs.length]}`)),
    "city search": (i) =>
      answered(
        locations,
        get(`/api/locations/search?q=${encodeURIComponent(cities[i % cities.length]!)}`),
      ),
    "contact submission": (i) => answered(contact, enquiry(i), callerAddress(i)),
  };
  const figures: Record<string, ApiFigure> = {};
  for (const [name, call] of Object.entries(calls)) {
    // A few calls first, so connections and compiled code are ready as on a warm function.
    await load(call, concurrency, concurrency);
    const configured = publicReadCache.enabled;
    publicReadCache.enabled = false;
    // Numbers past any the load reaches in its time: enquiries from addresses of their own.
    const alone = await load((i) => call(1_000_000 + i), ALONE_REQUESTS, 1);
    publicReadCache.enabled = configured;
    // The load starts on an empty cache: every address's first answer is a query.
    publicReadCache.clear();
    const before = { ...publicReadCache.stats };
    const figure = { ...(await loadFor(call, seconds, concurrency)), aloneP50: alone.p50 };
    const cachePercent = percentFromCache(before, publicReadCache.stats);
    figures[name] = cachePercent === undefined ? figure : { ...figure, cachePercent };
    console.log(
      `  ${name}: p95 ${figure.p95} ms, ${figure.rps} requests/s (one caller: p50 ${figure.aloneP50} ms)` +
        (cachePercent === undefined ? "" : `, ${cachePercent} % from the read cache`),
    );
  }
  return figures;
}

// The percentage of the answers between two readings of the cache's counts that came from it.
function percentFromCache(before: ReadCacheStats, after: ReadCacheStats): number | undefined {
  const count = (name: keyof ReadCacheStats) => after[name] - before[name];
  const fromCache = count("hits") + count("shared");
  const answers = fromCache + count("misses") + count("bypassed");
  return answers === 0 ? undefined : Math.round((100 * fromCache) / answers);
}

// An enquiry as the contact form sends it, honeypot empty; each from its own address (the limit
// is five per address in ten minutes).
function enquiry(i: number): Request {
  return new Request(`${BENCH_SITE}/api/contact`, {
    method: "POST",
    headers: { origin: BENCH_SITE, "content-type": "application/json" },
    body: JSON.stringify({
      name: `Bench Visitor ${i}`,
      email: `visitor${i}@example.in`,
      mobile: `+91 98${String(10_000_000 + i).slice(-8)}`,
      location: "Pune, Maharashtra",
      company: "Bench Traders",
      productService: PRODUCT_SERVICE_OPTIONS[i % PRODUCT_SERVICE_OPTIONS.length],
      message: `Please quote ${1 + (i % 5)} desktop printers with labels for our warehouse.`,
      website: "",
      cookieConsent: false,
    }),
  });
}
