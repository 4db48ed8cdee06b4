// Sorting and filtering of the search results page (document 2 §7): the server ranks by
// relevance; the visitor may re-sort by name or price and keep one category.
import { hasPrice } from "../catalogue/price.ts";

/** What sorting and filtering read from a result. */
export interface SortableResult {
  name: string;
  price: number | null;
  category: string;
  category_display_name: string;
}

/** The sort orders offered, in the order the select lists them, with their labels. */
export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "name", label: "Name A-Z" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
] as const;

/** One of the sort orders. */
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

/** The most products the search answers (GET /api/products/search/{query}), best first. */
export const SEARCH_RESULTS_LIMIT = 50;

/**
 * The results' count line: how many are shown for `query`, out of `answered`. An answer of
 * SEARCH_RESULTS_LIMIT products is the best of possibly many more, and says so rather than
 * counting them as all that were found.
 */
export function resultsCountText(shown: number, answered: number, query: string): string {
  if (answered < SEARCH_RESULTS_LIMIT)
    return `${shown} ${shown === 1 ? "product" : "products"} found for “${query}”`;
  return shown === answered
    ? `The ${answered} best matches for “${query}”`
    : `${shown} of the ${answered} best matches for “${query}”`;
}

/** Said above the results when no product matched every word of the search. */
export const PARTIAL_MATCH_NOTE =
  "No product matches all your words; showing those that match most";

/** Said under the count when the answer holds only the best matches. */
export const MORE_RESULTS_HINT = "More products match: add a word to narrow the search.";

/** The category filter's value meaning "no filter". */
export const ALL_CATEGORIES = "all";

/** A sort key read from a URL, falling back to relevance for anything unknown. */
export function parseSortKey(value: string | null | undefined): SortKey {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? "relevance";
}

const byName = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });

// Products without a price ("Price on Request", which includes ₹0) go last in both directions:
// a visitor sorting by price wants to compare prices first.
function byPrice(direction: 1 | -1) {
  return (a: SortableResult, b: SortableResult): number => {
    const [priceA, priceB] = [
      hasPrice(a.price) ? a.price : null,
      hasPrice(b.price) ? b.price : null,
    ];
    if (priceA !== null && priceB !== null && priceA !== priceB)
      return (priceA - priceB) * direction;
    if ((priceA === null) !== (priceB === null)) return priceA === null ? 1 : -1;
    return byName.compare(a.name, b.name);
  };
}

const comparators: Record<
  Exclude<SortKey, "relevance">,
  (a: SortableResult, b: SortableResult) => number
> = {
  name: (a, b) => byName.compare(a.name, b.name),
  "price-asc": byPrice(1),
  "price-desc": byPrice(-1),
};

/** A sorted copy; relevance keeps the server's order. */
export function sortResults<T extends SortableResult>(results: readonly T[], key: SortKey): T[] {
  return key === "relevance" ? [...results] : [...results].sort(comparators[key]);
}

/** The results in one category, or all of them for ALL_CATEGORIES. */
export function filterByCategory<T extends SortableResult>(
  results: readonly T[],
  category: string,
): T[] {
  return category === ALL_CATEGORIES
    ? [...results]
    : results.filter((result) => result.category === category);
}

/** The categories present in the results, by display name, for the category filter. */
export function categoriesOf(
  results: readonly SortableResult[],
): { name: string; displayName: string }[] {
  const names = new Map<string, string>();
  for (const result of results) names.set(result.category, result.category_display_name);
  return [...names]
    .map(([name, displayName]) => ({ name, displayName }))
    .sort((a, b) => byName.compare(a.displayName, b.displayName));
}

/** Sorting and filtering together, as the page shows them. */
export function visibleResults<T extends SortableResult>(
  results: readonly T[],
  key: SortKey,
  category: string,
): T[] {
  return sortResults(filterByCategory(results, category), key);
}
