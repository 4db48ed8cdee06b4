// The query strings and path parameters of the administration API (contract of /api/admin/*),
// checked with zod by the functions and usable by the admin island that builds those addresses.
import { z } from "zod";
import {
  categoryKey,
  limitParam,
  MAX_SEARCH_LENGTH,
  pageParam,
} from "../catalogue/catalogue-query.ts";

/** The admin product list's page sizes (document 3 §9); 20 is the default. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The admin product list's default page size. */
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

/** Messages the tests compare against. */
export const adminQueryMessages = {
  limit: "limit must be 10, 20, 50 or 100",
  status: "status must be active, inactive or all",
  search: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
} as const;

/** GET /api/admin/products: page, limit, search, category (a key, or all), status (or all). */
export const adminProductListQuery = z.object({
  page: pageParam,
  limit: z
    .enum(["10", "20", "50", "100"], { error: adminQueryMessages.limit })
    .default("20")
    .transform(Number),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, adminQueryMessages.search)
    .optional()
    .transform((text) => text || undefined),
  category: categoryKey.optional(),
  status: z
    .enum(["active", "inactive", "all"], { error: adminQueryMessages.status })
    .optional()
    .transform((status) => (status === "all" ? undefined : status)),
});

/** GET /api/admin/publish-requests: limit (1 to 100, default 10). */
export const publishRequestsQuery = z.object({ limit: limitParam(10) });

/** The {id} of /api/{products,categories,subcategories,brands}/{id}, named in its message. */
export function recordIdParams(noun: string) {
  const message = `${noun} id must be a whole number of 1 or more`;
  return z.object({
    id: z
      .string({ error: message })
      .regex(/^[1-9]\d{0,14}$/, message)
      .transform(Number),
  });
}

/** DELETE …/{id}?version=n: the version the list showed; without it the delete is not checked. */
export const deleteQuery = z.object({
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "version must be a whole number of 1 or more")
    .transform(Number)
    .optional(),
});
