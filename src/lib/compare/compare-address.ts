// The compare page's address, /compare?products=zebra-zd230,zebra-zd421: the products in the
// order chosen, at most four. A shared or hand-typed address is read leniently (what cannot be a
// product's address is set aside, repeats are kept once, those past the fourth are named) so the
// page can say what it left out. No zod: this comes with the pages' own scripts.
import { slugify } from "../slug.ts";

/** The most products compared side by side (the issue "Compare"). */
export const MAX_COMPARED = 4;

/** The compare page's path. */
export const COMPARE_PATH = "/compare";

/** The query parameter listing the products, comma-separated. */
export const COMPARE_PARAM = "products";

/** What an address asks to compare, and what it names that cannot be compared. */
export interface CompareAddress {
  /** The products to compare, in the address's order, each once, at most MAX_COMPARED. */
  slugs: string[];
  /** Names that cannot be a product's address (the one slug rule). */
  invalid: string[];
  /** Products past the fourth. */
  extra: string[];
}

/** True for a text the site could use as a product's address (src/lib/slug.ts's rule). */
export const isProductSlug = (text: string): boolean => text !== "" && slugify(text) === text;

/** Reads ?products=a,b,c (the parameter may also repeat) from a query string or URLSearchParams. */
export function parseCompareAddress(search: string | URLSearchParams): CompareAddress {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const names = params
    .getAll(COMPARE_PARAM)
    .flatMap((value) => value.split(","))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "");
  const unique = [...new Set(names)];
  const valid = unique.filter(isProductSlug);
  return {
    slugs: valid.slice(0, MAX_COMPARED),
    invalid: unique.filter((name) => !isProductSlug(name)),
    extra: valid.slice(MAX_COMPARED),
  };
}

/** The compare page's address for these products; commas left as they are, slugs need no escape. */
export function compareAddress(slugs: readonly string[]): string {
  return slugs.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${COMPARE_PARAM}=${slugs.join(",")}`;
}
