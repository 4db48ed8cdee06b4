// The site's own prebuilt pages, fetched by the functions that answer with one of them changed (a
// product's city page, the network directory's search without script): fetched from the site's
// configured address, answered with the page's own headers (its Content-Security-Policy).
import { errorResponse } from "./errors.ts";

// The page headers Netlify gives the static page (netlify.toml, the built _headers): the page
// made from it keeps them, above all its Content-Security-Policy with the inline scripts' hashes
// and the Reporting-Endpoints its violation reports go to.
const PAGE_HEADERS = [
  "content-security-policy",
  "reporting-endpoints",
  "permissions-policy",
  "x-frame-options",
];

// The browser asks again every time; Netlify's CDN keeps the page until the next deploy, which
// clears its cache (so an edit reaches the pages made from it).
const CACHE_HEADERS = {
  "cache-control": "public, max-age=0, must-revalidate",
  "netlify-cdn-cache-control": "public, durable, s-maxage=31536000",
};

/** A page of the site as fetched, its body read at once. */
export interface SitePage {
  ok: boolean;
  headers: Headers;
  html: string;
}

/**
 * Marks the functions' own requests for pages: should one come back to the product-page function
 * (the page is missing, so the last rule matched), it answers 404 at once instead of fetching
 * again, round and round.
 */
export const PAGE_FETCH_HEADER = "x-product-page-fetch";

// The body is read straight away: one left unread while other work waits crashed Node's fetch
// when the server closed the connection (an undici assertion, seen with the local runtime).
/** The page at `url` of the site. */
export async function fetchSitePage(url: URL): Promise<SitePage> {
  const response = await fetch(url, { headers: { [PAGE_FETCH_HEADER]: "1" } });
  return { ok: response.ok, headers: response.headers, html: await response.text() };
}

/** An answer made of `page` (or `html` made from it), with the page's own headers. */
export function sitePageResponse(page: SitePage, status: number, html = page.html): Response {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...CACHE_HEADERS });
  for (const name of PAGE_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(html, { status, headers });
}

/** The site's not-found page with 404 (a plain 404 when the site does not answer). */
export async function notFoundPage(origin: string): Promise<Response> {
  try {
    return sitePageResponse(await fetchSitePage(new URL("/404.html", origin)), 404);
  } catch {
    // The site itself did not answer (the function called alone, as the API tests do).
    return errorResponse(404, "not_found", "No such address.");
  }
}
