// The search API's answers as the browser reads them (document 1 §3: suggestions; document 2 §7:
// results), with hand-written checks (response-checks.ts): the header's search box is on every page.
import {
  arrayOf,
  boolean,
  nullish,
  number,
  object,
  optional,
  string,
  type Check,
  type Checked,
} from "../response-checks.ts";

/** Terms the API accepts, trimmed (as src/lib/catalogue/catalogue-query.ts, which brings full zod with it). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

const checkSuggestion = object({
  name: string,
  slug: string,
  brand: nullish(string),
  category: string,
  category_display_name: optional(string),
});

/** A search suggestion (document 1 §3: name, brand, category; plus the slug to open). */
export type Suggestion = Checked<typeof checkSuggestion>;

/** GET /api/products/search-suggestions/{term}. */
export const checkSuggestions = arrayOf(checkSuggestion);

// Postgres numeric columns may arrive as strings; the page compares prices as numbers.
const checkPrice: Check<number | null> = (value, at) => {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" ? Number(value) : number(value, at);
};

// Ids are numbers, or strings where the column is a bigint.
const checkId: Check<number | string> = (value, at) =>
  typeof value === "string" ? value : number(value, at);

const checkProduct = object({
  id: checkId,
  slug: string,
  name: string,
  model: nullish(string),
  shortDescription: nullish(string),
  image: nullish(string),
  price: checkPrice,
  category: string,
  category_display_name: string,
  /** Set when no product matched every word and this one matches the most of them. */
  partial_match: optional(boolean),
});

/** A product in the search results, as the results page uses it. */
export type SearchProduct = Checked<typeof checkProduct>;

/** GET /api/products/search/{query}. */
export const checkSearchProducts = arrayOf(checkProduct);
