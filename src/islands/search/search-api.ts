// The two search calls the islands make, with the answers checked at the boundary. zod/mini
// keeps the check a few kilobytes in the browser bundle.
import * as z from "zod/mini";
import { apiGet } from "../../lib/api-client.ts";

/** Terms the API accepts, trimmed (as src/lib/catalogue-query.ts, which brings full zod with it). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

const suggestionSchema = z.object({
  name: z.string(),
  slug: z.string(),
  brand: z.nullish(z.string()),
  category: z.string(),
  category_display_name: z.optional(z.string()),
});

/** A search suggestion (document 1 §3: name, brand, category; plus the slug to open). */
export type Suggestion = z.infer<typeof suggestionSchema>;

// Postgres numeric columns may arrive as strings; the page compares prices as numbers.
const priceSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) =>
    value === null || value === undefined || value === "" ? null : Number(value),
  ),
);

const productSchema = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.nullish(z.string()),
  image: z.nullish(z.string()),
  price: priceSchema,
  category: z.string(),
  category_display_name: z.string(),
});

/** A product in the search results, as the results page uses it. */
export type SearchProduct = z.infer<typeof productSchema>;

const suggestionsSchema = z.array(suggestionSchema);
const productsSchema = z.array(productSchema);

/** Suggestions for a term of at least 2 characters (the API answers 400 below that). */
export function fetchSuggestions(term: string, signal: AbortSignal): Promise<Suggestion[]> {
  return apiGet(`/api/products/search-suggestions/${encodeURIComponent(term)}`, {
    signal,
    parse: (body) => suggestionsSchema.parse(body),
  });
}

/** Products matching the query, most relevant first. */
export function searchProducts(query: string, signal: AbortSignal): Promise<SearchProduct[]> {
  return apiGet(`/api/products/search/${encodeURIComponent(query)}`, {
    signal,
    parse: (body) => productsSchema.parse(body),
  });
}
