// Bench: the API calls visitors make, with input drawn so that no cache can answer them all: what
// the search box asks as words are typed (popular searches and the words of every product name),
// listing pages of the whole catalogue, of each category and of each subcategory, any of the
// products by its slug, cities as typed, and enquiries each from an address of its own. The draw
// is a function of the call's number, so every run and every pass asks the same things in turn.
import { PRODUCT_SERVICE_OPTIONS } from "../../src/lib/contact/contact-fields.ts";
import type { Sql } from "../../src/server/db/client.ts";
import type { HttpCall } from "./http-client.ts";

/** The calls of each line, by call number. */
export type ApiCalls = Record<string, (i: number) => HttpCall>;

// Searches visitors often make, typos and model numbers among them.
const POPULAR_SEARCHES = [
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

// Listing pages drawn among the first of each listing (visitors rarely page further).
const LISTING_PAGES = 50;
const PAGE_SIZE = 10;

// A number in [0, 1) for call `i` and draw `salt` (a 32-bit integer hash): the same every run.
export function draw(i: number, salt: number): number {
  let t = Math.imul(i ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b) >>> 0;
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35) >>> 0;
  return ((t ^ (t >>> 16)) >>> 0) / 2 ** 32;
}

const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[Math.floor(draw(i, salt) * list.length)]!;

// What the dropdown asks while `text` is typed: from its second character to the whole.
function typedSoFar(text: string, i: number, salt: number): string {
  return text.slice(0, 2 + Math.floor(draw(i, salt) * (text.length - 1)));
}

async function nameWords(sql: Sql): Promise<string[]> {
  const rows = await sql<{ word: string }[]>`
    select distinct w[1] as word
      from products p, regexp_matches(lower(p.name), '[a-z0-9][a-z0-9-]+', 'g') w
     where p.status = 'active' order by 1`;
  return rows.map((row) => row.word);
}

// Every listing with its number of pages: the whole catalogue, each category, each subcategory.
async function listings(sql: Sql): Promise<{ query: string; pages: number }[]> {
  const rows = await sql<{ category: string | null; subcategory: string | null; count: number }[]>`
    select c.name as category, s.name as subcategory, count(*)::int as count
      from products p join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
     where p.status = 'active'
     group by grouping sets ((), (c.name), (c.name, s.name))
    having grouping(s.name) = 1 or s.name is not null
     order by 1 nulls first, 2 nulls first`;
  return rows.map((row) => ({
    query:
      `category=${row.category ?? "all"}` +
      (row.subcategory ? `&subcategory=${row.subcategory}` : ""),
    pages: Math.min(LISTING_PAGES, Math.ceil(row.count / PAGE_SIZE)),
  }));
}

/** An enquiry as the contact form sends it, honeypot empty, from the site's own origin. */
export function enquiry(i: number, site: string): HttpCall {
  return {
    method: "POST",
    path: "/api/contact",
    headers: {
      origin: site,
      "content-type": "application/json",
      // The last hop is the visitor's address (TRUST_PROXY=on): one of its own per enquiry, as the
      // limit is five per address in ten minutes.
      "x-forwarded-for": `198.${51 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
    },
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
  };
}

/** The calls of every line; `site` is the served site's address (the origin of enquiries). */
export async function apiCalls(sql: Sql, site: string): Promise<ApiCalls> {
  const words = await nameWords(sql);
  const lists = await listings(sql);
  const slugs = (
    await sql<{ slug: string }[]>`select slug from products where status = 'active' order by id`
  ).map((row) => row.slug);
  const cities = (await sql<{ name: string }[]>`select name from cities order by id`).map(
    (row) => row.name,
  );
  const get = (path: string): HttpCall => ({ path });
  let enquiries = 0;
  return {
    // Half the searches are popular ones, half any word of a product's name.
    "search suggestions": (i) => {
      const text = pick(draw(i, 1) < 0.5 ? POPULAR_SEARCHES : words, i, 2);
      return get(`/api/products/search-suggestions/${encodeURIComponent(typedSoFar(text, i, 3))}`);
    },
    "paginated listing": (i) => {
      const list = pick(lists, i, 4);
      return get(
        `/api/products/paginated?${list.query}&page=${1 + Math.floor(draw(i, 5) * list.pages)}`,
      );
    },
    "product by slug": (i) => get(`/api/products/slug/${pick(slugs, i, 6)}`),
    "city search": (i) => {
      const name = pick(cities, i, 7);
      return get(`/api/locations/search?q=${encodeURIComponent(name.slice(0, 3 + (i % 4)))}`);
    },
    // Numbered in the order sent, whatever the call's number: no address is used twice.
    "contact submission": () => enquiry((enquiries += 1), site),
  };
}
