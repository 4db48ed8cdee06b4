// The query strings and path parameters of the public catalogue API (document 1 §7, document 3
// §7.2), checked with zod by the functions and usable by islands that build those addresses.
import { z } from "zod";
import { DEFAULT_LISTING_SORT, LISTING_SORTS, isListingSort } from "./listing-sort.ts";

/** The largest page size any listing answers; larger asks are refused, not clamped. */
const MAX_LIMIT = 100;
/** The highest page number accepted (keeps the row offset far from Postgres' limits). */
export const MAX_PAGE = 1_000_000;
/**
 * Suggestion and city search terms shorter than this (after trimming) are refused (document 1 §5);
 * the search itself takes any term that is not blank.
 */
export const MIN_SEARCH_LENGTH = 2;
/** Search terms longer than this are refused. */
export const MAX_SEARCH_LENGTH = 100;

/** The longest brand name the catalogue stores. */
const MAX_BRAND_LENGTH = 200;

/** The URL key rule of categories and subcategories (lowercase words joined by hyphens). */
export const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The messages of the checks below (tests compare against them). */
export const messages = {
  page: "page must be a whole number of 1 or more",
  pageTooHigh: `page must be ${MAX_PAGE} or less`,
  limit: `limit must be between 1 and ${MAX_LIMIT}`,
  searchTooShort: `Search needs at least ${MIN_SEARCH_LENGTH} characters`,
  searchBlank: "Enter a product name, brand or model number to search for",
  searchTooLong: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
  category: "category must be a category key such as printers, or all",
  subcategory: "subcategory must be a subcategory key such as labels",
  brand: "brand must be a brand's name such as Zebra",
  sort: `sort must be one of ${LISTING_SORTS.map((sort) => sort.value).join(", ")}`,
  id: "Product id must be a whole number of 1 or more",
  slug: "Product slug must be lowercase letters, digits and hyphens",
} as const;

const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

/** page: a whole number from 1, default 1. */
export const pageParam = wholeNumber(messages.page)
  .pipe(z.number().min(1, messages.page).max(MAX_PAGE, messages.pageTooHigh))
  .default(1);

/** limit: a whole number from 1 to MAX_LIMIT, default `fallback`. */
export function limitParam(fallback: number) {
  return wholeNumber(messages.limit)
    .pipe(z.number().min(1, messages.limit).max(MAX_LIMIT, messages.limit))
    .default(fallback);
}

/** A suggestion or city search term: trimmed, MIN_SEARCH_LENGTH to MAX_SEARCH_LENGTH characters. */
export const searchTerm = z
  .string({ error: messages.searchTooShort })
  .trim()
  .max(MAX_SEARCH_LENGTH, messages.searchTooLong)
  .min(MIN_SEARCH_LENGTH, messages.searchTooShort);

/** A product search: trimmed, not blank, at most MAX_SEARCH_LENGTH characters (document 1 §5). */
const searchQuery = z
  .string({ error: messages.searchBlank })
  .trim()
  .max(MAX_SEARCH_LENGTH, messages.searchTooLong)
  .min(1, messages.searchBlank);

/** An optional search filter: blank means none, otherwise a product search. */
const searchFilter = z
  .string()
  .trim()
  .transform((text) => text || undefined)
  .pipe(searchQuery.optional())
  .optional();

const key = (message: string) =>
  z.string({ error: message }).trim().max(100, message).regex(KEY_PATTERN, message);

/** A category key; "all" means no category filter and becomes undefined. */
export const categoryKey = key(messages.category).transform((name) =>
  name === "all" ? undefined : name,
);

/** A subcategory key. */
export const subcategoryKey = key(messages.subcategory);

/** A brand, by its name (brands.name, unique). */
export const brandKey = z
  .string({ error: messages.brand })
  .trim()
  .min(1, messages.brand)
  .max(MAX_BRAND_LENGTH, messages.brand);

/** A listing's sort; the shop's own order when not named. */
export const listingSortParam = z
  .string({ error: messages.sort })
  .trim()
  .refine(isListingSort, messages.sort)
  .default(DEFAULT_LISTING_SORT);

/** The query of a product listing; `_t` (document 1's cache buster) and other keys are ignored. */
export function productListQuery(defaultLimit: number) {
  return z.object({
    page: pageParam,
    limit: limitParam(defaultLimit),
    search: searchFilter,
    category: categoryKey.optional(),
    subcategory: subcategoryKey.optional(),
    brand: brandKey.optional(),
    sort: listingSortParam,
  });
}

/** A parsed product listing query. */
export type ProductListQuery = z.infer<ReturnType<typeof productListQuery>>;

/** The path parameter of /api/products/{id}. */
export const productIdParams = z.object({
  id: z
    .string({ error: messages.id })
    .regex(/^[1-9]\d{0,14}$/, messages.id)
    .transform(Number),
});

/** The path parameter of /api/products/slug/{slug}. */
export const productSlugParams = z.object({
  slug: z
    .string({ error: messages.slug })
    .max(200, messages.slug)
    .regex(KEY_PATTERN, messages.slug),
});

/** The path parameter of /api/products/search/{query} and search-suggestions/{query}. */
export const searchPathParams = z.object({ query: searchQuery });
/** The path of the search box's suggestions. */
export const suggestionPathParams = z.object({ query: searchTerm });

/** The query string of a URL as a plain object (the last value of a repeated key wins). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}
