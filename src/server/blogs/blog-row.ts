// The blog post as the public API answers it (document 2 §3, document 3 §3), and the SQL that
// reads it. Only the spec's fields leave the database: not the search vector or edit version.
import { z } from "zod";
import type { Sql } from "../db/client.ts";

/** One blog post of the public API. */
export const blogRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  description: z.string().nullable(),
  content: z.string(),
  featured_image: z.string().nullable(),
  author: z.string(),
  category: z.string().nullable(),
  // jsonb: the table checks it is an array, not that its items are strings.
  tags: z.array(z.unknown()).transform((tags) => tags.filter((tag) => typeof tag === "string")),
  status: z.enum(["published", "draft", "archived"]),
  featured: z.boolean(),
  views: z.number(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** One blog post of the public API. */
export type BlogRow = z.infer<typeof blogRowSchema>;

/** Checks rows read with `blogColumns` (their tags are JSON). */
export function blogRowsOf(rows: readonly unknown[]): BlogRow[] {
  return z.array(blogRowSchema).parse(rows);
}

/** The column list of a BlogRow, for `select` and `returning`. */
export function blogColumns(sql: Sql) {
  return sql`id::int as id, title, slug, excerpt, description, content, featured_image, author,
             category, tags, status, featured, views, created_at, updated_at`;
}
