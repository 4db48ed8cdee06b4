// The product overview's state (document 3 §2.5, §9): page, page size (10, 20 default, 50, 100),
// search, category and status, kept in the address so Back and reload return to the same page.
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from "../../../lib/admin/admin-query.ts";

/** The page sizes offered, and the default. */
export const PAGE_SIZES = ADMIN_PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = ADMIN_DEFAULT_PAGE_SIZE;

/** The status filter's choices; "" is every status. */
export const STATUS_FILTERS = ["", "active", "inactive"] as const;

/** What the overview shows. */
export interface ProductListState {
  page: number;
  limit: number;
  search: string;
  category: string;
  status: (typeof STATUS_FILTERS)[number];
}

/** The overview with nothing chosen. */
export const INITIAL_LIST_STATE: ProductListState = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  search: "",
  category: "",
  status: "",
};

const wholePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The state in an address's query (?page=2&limit=50&search=zebra&category=printers). */
export function listStateFromQuery(query: URLSearchParams): ProductListState {
  const limit = Number(query.get("limit"));
  const status = query.get("status") ?? "";
  return {
    page: wholePage(query.get("page")),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: query.get("search") ?? "",
    category: query.get("category") ?? "",
    status: (STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as ProductListState["status"])
      : "",
  };
}

/** The address query of a state, leaving out what is at its default ("" for none). */
export function listStateToQuery(state: ProductListState): string {
  const query = new URLSearchParams();
  if (state.page !== 1) query.set("page", String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) query.set("limit", String(state.limit));
  if (state.search.trim()) query.set("search", state.search.trim());
  if (state.category) query.set("category", state.category);
  if (state.status) query.set("status", state.status);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The staff-only list call for a state. */
export function productsApiPath(state: ProductListState): string {
  const query = new URLSearchParams({ page: String(state.page), limit: String(state.limit) });
  if (state.search.trim()) query.set("search", state.search.trim());
  if (state.category) query.set("category", state.category);
  if (state.status) query.set("status", state.status);
  return `/api/admin/products?${query}`;
}
