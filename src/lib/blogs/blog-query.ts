// The query string and path parameter of the public blog API (document 3 §7.2: GET /blogs with
// page, limit and category; GET /blogs/{slug}), checked with zod by the function.
import { z } from "zod";
import { KEY_PATTERN, limitParam, pageParam } from "../catalogue/catalogue-query.ts";

/** The list's page size when the query names none (document 3 §7.2, §9: data client limit 10). */
export const BLOG_PAGE_LIMIT = 10;
/** The longest category name a post can hold (the blogs table's check). */
export const MAX_CATEGORY_LENGTH = 200;

/** The messages of the checks below (tests compare against them). */
export const blogQueryMessages = {
  category: `category must be a category name of at most ${MAX_CATEGORY_LENGTH} characters`,
  slug: "Blog slug must be lowercase letters, digits and hyphens",
} as const;

/**
 * A category name as posts hold it ("Labels & Ribbons"): trimmed; blank or "all" means no filter.
 * Control characters are refused: no stored name holds one.
 */
const categoryFilter = z
  .string({ error: blogQueryMessages.category })
  .trim()
  .max(MAX_CATEGORY_LENGTH, blogQueryMessages.category)
  .regex(/^[^\u0000-\u001f\u007f]*$/, blogQueryMessages.category)
  .transform((name) => (name === "" || name.toLowerCase() === "all" ? undefined : name));

/** The query of GET /api/blogs; other keys (a cache buster) are ignored. */
export const blogListQuery = z.object({
  page: pageParam,
  limit: limitParam(BLOG_PAGE_LIMIT),
  category: categoryFilter.optional(),
});

/** A parsed blog list query. */
export type BlogListQuery = z.infer<typeof blogListQuery>;

/** The path parameter of GET /api/blogs/{slug}. */
export const blogSlugParams = z.object({
  slug: z
    .string({ error: blogQueryMessages.slug })
    .max(200, blogQueryMessages.slug)
    .regex(KEY_PATTERN, blogQueryMessages.slug),
});
