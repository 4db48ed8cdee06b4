// Pagination arithmetic shared by the listing API and the pager islands (document 1 §3, §9).

/** The pagination fields of a listing answer (document 1 §3). */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalProducts: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/** A gap in the pager between two shown page numbers. */
export type PageMarker = number | "ellipsis";

/** The pagination fields for `total` items shown `limit` per page, on page `page`. */
export function paginationOf(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    currentPage: page,
    totalPages,
    totalProducts: total,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

/**
 * The page numbers a pager shows: at most `max` numbers, the first and last page always among
 * them, "ellipsis" where pages are skipped; none at all for one page or fewer.
 */
export function pageNumbers(current: number, total: number, max = 5): PageMarker[] {
  if (total <= 1) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= max) return range(1, total);
  // First and last take two of the `max` slots; the rest is a window around the current page.
  const middle = Math.max(max - 2, 1);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.min(Math.max(page - Math.floor((middle - 1) / 2), 2), total - middle);
  const end = start + middle - 1;
  return [
    1,
    ...(start > 2 ? (["ellipsis"] as const) : []),
    ...range(start, end),
    ...(end < total - 1 ? (["ellipsis"] as const) : []),
    total,
  ];
}

/** A paged listing answer: document 3's products, total, totalPages, currentPage plus document 1's pagination. */
export interface PagedResponse<T> {
  products: T[];
  total: number;
  totalPages: number;
  currentPage: number;
  pagination: Pagination;
}

/** Builds the paged listing answer for one page of `limit` items out of `total`. */
export function pagedResponse<T>(
  products: T[],
  total: number,
  page: number,
  limit: number,
): PagedResponse<T> {
  const pagination = paginationOf(total, page, limit);
  return { products, total, totalPages: pagination.totalPages, currentPage: page, pagination };
}

/** The flat paging fields of document 3's lists (blogs, jobs, applications) beside their rows. */
export function pageFields(
  total: number,
  query: { page: number; limit: number },
): { total: number; totalPages: number; currentPage: number } {
  return { total, totalPages: Math.ceil(total / query.limit), currentPage: query.page };
}
