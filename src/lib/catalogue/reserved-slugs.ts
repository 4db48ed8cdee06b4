// Product pages live at /{slug} (document 3 §2.1), beside the site's own top-level pages: a product
// slug equal to one of these would be shadowed by that page, so the product form refuses them.
import { PRESET_SUBCATEGORIES } from "./preset-subcategories.ts";

/** The first path segments the site itself uses (document 3 §2.1 and the site's own folders). */
const RESERVED_TOP_LEVEL_SLUGS: ReadonlySet<string> = new Set([
  "search",
  "products",
  "printers",
  "scanners",
  "supplies",
  "rfid",
  ...PRESET_SUBCATEGORIES,
  "service-support",
  "drivers",
  "about",
  "contact",
  "quote",
  "compare",
  "jobs",
  "blogs",
  "blog",
  "location",
  "location-demo",
  "seo-demo",
  "network",
  "email-test",
  "test",
  "test-product",
  "privacy-policy",
  "cookie-policy",
  "admin",
  "api",
  "images",
  "uploads",
  "datasheets",
  "404",
  "robots-txt",
  "sitemap-index-xml",
]);

/** Whether a product slug would clash with a page of the site. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_TOP_LEVEL_SLUGS.has(slug);
}
