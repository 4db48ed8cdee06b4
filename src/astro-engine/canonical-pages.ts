// Which built pages the sitemap lists: the canonical ones. Shared by the build's sitemap
// integration (astro.config.mjs) and the edit release, which writes the sitemap again when an
// edit adds or removes a page (src/server/publishing/local/edit-release.ts).
import { PRESET_SUBCATEGORIES } from "../lib/catalogue/preset-subcategories.ts";

// Pages whose canonical URL is another page stay out of the sitemap: the category shortcuts and
// preset subcategory routes, the 404 pages. A product's city pages are not built (the
// product-page function makes them): see docs/decisions/0015-product-city-pages.md.
const ALIASES = new Set([
  "printers",
  "scanners",
  "supplies",
  "rfid",
  "404",
  "job-not-found",
  "location-not-found",
  ...PRESET_SUBCATEGORIES,
]);
// Demo, test and search pages are noindex: they stay out too.
const NOT_INDEXED = new Set([
  "search",
  "quote",
  "location-demo",
  "seo-demo",
  "email-test",
  "test",
  "test-product",
]);

/** True when the page at the absolute `url` belongs in the sitemap. */
export function isCanonicalPage(url: string): boolean {
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  if (segments[0] === "admin" || NOT_INDEXED.has(segments[0]!)) return false;
  // The blog's 404 page, and the contact form's thank-you page (noindex).
  if (["blog/not_found", "contact/sent"].includes(segments.join("/"))) return false;
  if (segments.at(-1) === "not-found" && segments.at(-2) === "page") return false; // a listing's
  return segments.length > 1 || !ALIASES.has(segments[0]!);
}
