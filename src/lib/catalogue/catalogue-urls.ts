// The URLs of the catalogue's static pages, in one place so pages, links and tests agree.
import { slugify } from "../slug.ts";

/** Page 1 of a listing lives at its plain URL, page N at `${base}/page/N`. */
export function listingPageUrl(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/**
 * Where a listing's "page not found" page is built: netlify.toml serves it with 404 for any page
 * of that listing that is not built (past the last, /page/0, /page/x).
 */
export function listingNotFoundUrl(base: string): string {
  return `${base}/page/not-found`;
}

/** The listing of a category. */
export function categoryUrl(category: string): string {
  return `/products/${category}`;
}

/** The listing of a subcategory. */
export function subcategoryUrl(category: string, subcategory: string): string {
  return `/products/${category}/${subcategory}`;
}

/** A product's own page: the canonical URL of every variant of it. */
export function productUrl(slug: string): string {
  return `/${slug}`;
}

/**
 * The second segment of a product's location page, "in-{city}-{country}" (document 1 §2). The
 * spec's rule (lower case, spaces to hyphens) is the slug rule for plain names; the slug rule also
 * keeps names with punctuation URL-safe. The card script uses this same function in the browser.
 */
export function locationSegment(city: string, country: string): string {
  return `in-${slugify(city)}-${slugify(country)}`;
}

/** The category keys with a shortcut page of their own (/printers …; document 3 §2.1). */
export const CATEGORY_SHORTCUTS = ["printers", "scanners", "supplies", "rfid"] as const;
