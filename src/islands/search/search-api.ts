// The two search calls the islands make, with the answers checked at the boundary
// (src/lib/search/search-responses.ts).
import { apiGet } from "../../lib/api-client.ts";
import {
  checkSearchProducts,
  checkSuggestions,
  type SearchProduct,
  type Suggestion,
} from "../../lib/search/search-responses.ts";

export { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "../../lib/search/search-responses.ts";
export type { SearchProduct, Suggestion };

/** Suggestions for a term of at least 2 characters (the API answers 400 below that). */
export function fetchSuggestions(term: string, signal: AbortSignal): Promise<Suggestion[]> {
  return apiGet(`/api/products/search-suggestions/${encodeURIComponent(term)}`, {
    signal,
    parse: checkSuggestions,
  });
}

/**
 * Counts a search for the staff's search report (its words and how many products it showed;
 * POST /api/search-report). Nothing waits for it, and a failure changes nothing for the visitor.
 */
export function reportSearch(query: string, found: number): void {
  const body = JSON.stringify({ query, found });
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.("/api/search-report", blob)) return;
  void fetch("/api/search-report", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}

/** Products matching the query, most relevant first. */
export function searchProducts(query: string, signal: AbortSignal): Promise<SearchProduct[]> {
  return apiGet(`/api/products/search/${encodeURIComponent(query)}`, {
    signal,
    parse: checkSearchProducts,
  });
}
