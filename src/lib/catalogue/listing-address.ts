// A listing's sort, brand and page as its address keeps them (?sort=price&brand=Zebra&page=2), so
// that a sorted or filtered listing can be shared, bookmarked and gone back to. The address of a
// listing in the shop's own order, all brands, is its static page: no query at all.
import { DEFAULT_LISTING_SORT, isListingSort, type ListingSort } from "./listing-sort.ts";

/** What the visitor chose for a listing. */
export interface ListingChoice {
  sort: ListingSort;
  /** A brand's name, "" for all brands. */
  brand: string;
  page: number;
}

/** The listing's own order, all brands, first page. */
export const DEFAULT_LISTING_CHOICE: ListingChoice = {
  sort: DEFAULT_LISTING_SORT,
  brand: "",
  page: 1,
};

/** The choice an address's query holds; what it cannot read falls back to the default. */
export function readListingChoice(search: string): ListingChoice {
  const query = new URLSearchParams(search);
  const sort = query.get("sort") ?? "";
  const brand = (query.get("brand") ?? "").trim();
  const page = Number(query.get("page"));
  return {
    sort: isListingSort(sort) ? sort : DEFAULT_LISTING_SORT,
    brand: brand.length <= 200 ? brand : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Whether a query names a sort, a brand or a page (the listing then comes from the API). */
export function hasListingChoice(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has("sort") || query.has("brand") || query.has("page");
}

/** The query of a choice, without what is the default ("" for the default choice). */
export function listingQuery(choice: ListingChoice): string {
  const query = new URLSearchParams();
  if (choice.sort !== DEFAULT_LISTING_SORT) query.set("sort", choice.sort);
  if (choice.brand) query.set("brand", choice.brand);
  if (choice.page > 1) query.set("page", String(choice.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** A brand a listing can be narrowed to, with how many of the listing's products carry it. */
export interface ListingBrand {
  /** The brand's name (brands.name), as the address and the API name it. */
  key: string;
  /** What visitors read (brands.display_name). */
  name: string;
  count: number;
}

/** Which listing: its category and subcategory keys (none for the whole catalogue). */
export interface ListingScope {
  category?: string | undefined;
  subcategory?: string | undefined;
}

/** The API address of one page of a listing with a choice. */
export function listingApiPath(
  scope: ListingScope,
  choice: ListingChoice,
  perPage: number,
): string {
  const query = new URLSearchParams({
    page: String(choice.page),
    limit: String(perPage),
    sort: choice.sort,
  });
  if (scope.category) query.set("category", scope.category);
  if (scope.subcategory) query.set("subcategory", scope.subcategory);
  if (choice.brand) query.set("brand", choice.brand);
  return `/api/products/paginated?${query.toString()}`;
}
