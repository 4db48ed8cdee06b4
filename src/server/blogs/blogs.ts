// Reads of the public blog: only published posts are ever answered (document 3 §7.2).
import type { Sql } from "../db/client.ts";
import { blogColumns, blogRowsOf, type BlogRow } from "./blog-row.ts";

/** What a list asks for; `category` is a post's category name, compared without case. */
export interface BlogPageQuery {
  page: number;
  limit: number;
  category?: string | undefined;
}

/** One page of posts and the number of posts on all its pages. */
export interface BlogPage {
  blogs: BlogRow[];
  total: number;
}

/** One page of published posts, newest first. */
export async function listPublishedBlogs(sql: Sql, query: BlogPageQuery): Promise<BlogPage> {
  const { page, limit, category } = query;
  const filter = category ? sql`and lower(category) = lower(${category})` : sql``;
  const [rows, [count]] = await Promise.all([
    sql`
      select ${blogColumns(sql)} from blogs where status = 'published' ${filter}
       order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`
      select count(*)::int as total from blogs where status = 'published' ${filter}`,
  ]);
  return { blogs: blogRowsOf(rows), total: count!.total };
}

/** Every published post, newest first: what the build prebuilds and the feed lists. */
export async function listAllPublishedBlogs(sql: Sql): Promise<BlogRow[]> {
  return blogRowsOf(
    await sql`
      select ${blogColumns(sql)} from blogs where status = 'published'
       order by created_at desc, id desc`,
  );
}

/** The published post with this slug, or null. */
export async function getPublishedBlogBySlug(sql: Sql, slug: string): Promise<BlogRow | null> {
  const rows = await sql`
    select ${blogColumns(sql)} from blogs where status = 'published' and slug = ${slug}`;
  return blogRowsOf(rows)[0] ?? null;
}

/** The published post with this id, or null. */
export async function getPublishedBlogById(sql: Sql, id: number): Promise<BlogRow | null> {
  const rows = await sql`
    select ${blogColumns(sql)} from blogs where status = 'published' and id = ${id}`;
  return blogRowsOf(rows)[0] ?? null;
}

/** Counts one view of the published post with this slug; the post with its new count, or null. */
export async function recordBlogView(sql: Sql, slug: string): Promise<BlogRow | null> {
  // One statement, so two readers at once both count.
  const rows = await sql`
    update blogs set views = views + 1 where status = 'published' and slug = ${slug}
    returning ${blogColumns(sql)}`;
  return blogRowsOf(rows)[0] ?? null;
}
