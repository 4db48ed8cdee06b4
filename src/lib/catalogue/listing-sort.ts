// The orders a visitor can give a product listing, and how the address names them
// (docs/decisions/0192-listing-order-and-sorting.md).

/** The sorts of a listing; "featured" is the shop's own order and the default. */
export const LISTING_SORTS = [
  { value: "featured", label: "Featured" },
  { value: "name", label: "Name A-Z" },
  { value: "price", label: "Price: low to high" },
  { value: "newest", label: "Newest" },
] as const;

/** One sort of a listing. */
export type ListingSort = (typeof LISTING_SORTS)[number]["value"];

/** The sort a listing has when the address names none. */
export const DEFAULT_LISTING_SORT: ListingSort = "featured";

const SORT_VALUES = new Set<string>(LISTING_SORTS.map((sort) => sort.value));

/** Whether a text is one of the sorts. */
export function isListingSort(text: string): text is ListingSort {
  return SORT_VALUES.has(text);
}
