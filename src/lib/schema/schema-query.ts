// The query strings of the structured data API (document 2 §7: GET /api/schema/latest-content,
// /api/schema/{type}, /api/schema/faqs), checked with zod by the function.
import { z } from "zod";
import { KEY_PATTERN, limitParam } from "../catalogue/catalogue-query.ts";
import { FAQ_CATEGORIES } from "./service-faqs.ts";

/** How many items a list answers when the query names no limit (document 2 §9: default 10). */
const SCHEMA_DEFAULT_LIMIT = 10;

/** Messages the tests compare against. */
export const schemaQueryMessages = {
  id: "id must be a whole number of 1 or more",
  slug: "slug must be lowercase letters, digits and hyphens",
  both: "Give id or slug, not both",
  notOne: "id and slug pick one product, blog or job: this type has only one item",
  category: `category must be one of ${FAQ_CATEGORIES.join(", ")}, or all`,
} as const;

/** GET /api/schema/latest-content: limit (1 to 100, default 10) of each kind. */
export const latestContentQuery = z.object({ limit: limitParam(SCHEMA_DEFAULT_LIMIT) });

/** GET /api/schema/{type}: limit, and id or slug to pick one product, blog or job. */
export const schemaTypeQuery = z
  .object({
    limit: limitParam(SCHEMA_DEFAULT_LIMIT),
    id: z
      .string({ error: schemaQueryMessages.id })
      .regex(/^[1-9]\d{0,14}$/, schemaQueryMessages.id)
      .transform(Number)
      .optional(),
    slug: z
      .string({ error: schemaQueryMessages.slug })
      .max(200, schemaQueryMessages.slug)
      .regex(KEY_PATTERN, schemaQueryMessages.slug)
      .optional(),
  })
  .refine((query) => query.id === undefined || query.slug === undefined, {
    message: schemaQueryMessages.both,
    path: ["slug"],
  });

/** A parsed GET /api/schema/{type} query. */
export type SchemaTypeQuery = z.output<typeof schemaTypeQuery>;

/** GET /api/schema/faqs: category (a topic, or all) and limit (default: every question). */
export const faqQuery = z.object({
  category: z
    .enum(["all", ...FAQ_CATEGORIES], { error: schemaQueryMessages.category })
    .optional()
    .transform((category) => (category === "all" ? undefined : category)),
  limit: limitParam(SCHEMA_DEFAULT_LIMIT),
});
