// The blog as administration sees it (document 3 §2.8): posts of every status, each with the
// version an edit must send back. The list leaves the content out (a hundred long posts would pass
// a function's answer limit); one post answers everything the edit form loads, with its history.
import { z } from "zod";
import type { BlogStatus } from "../../lib/blogs/blog-form.ts";
import { blogRowSchema } from "../blogs/blog-row.ts";
import type { Sql } from "../db/client.ts";
import { likePattern } from "./admin-products.ts";
import { listAuditEntries, type AuditEntry } from "./audit.ts";

/** What the admin blog list asks for. */
export interface AdminBlogQuery {
  page: number;
  limit: number;
  status?: BlogStatus | undefined;
  search?: string | undefined;
}

/** One row of the admin blog list. */
export interface AdminBlogListRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  author: string;
  category: string | null;
  tags: unknown[];
  featured_image: string | null;
  status: BlogStatus;
  featured: boolean;
  views: number;
  version: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A post for the edit form: the public fields plus version, published_at and history. */
const adminBlogSchema = blogRowSchema.extend({
  version: z.number(),
  published_at: z.date().nullable(),
});

/** A post for the edit form. */
export type AdminBlog = z.infer<typeof adminBlogSchema> & { audit: AuditEntry[] };

/** One page of posts of any status, newest first, with the number on all pages. */
export async function listAdminBlogs(
  sql: Sql,
  query: AdminBlogQuery,
): Promise<{ blogs: AdminBlogListRow[]; total: number }> {
  const { page, limit, status, search } = query;
  const pattern = search ? likePattern(search) : null;
  const where = sql`
    where true
    ${status ? sql`and status = ${status}` : sql``}
    ${pattern ? sql`and (title ilike ${pattern} or slug ilike ${pattern} or author ilike ${pattern} or category ilike ${pattern})` : sql``}`;
  const [blogs, [count]] = await Promise.all([
    sql<AdminBlogListRow[]>`
      select id::int as id, title, slug, excerpt, author, category, tags, featured_image, status,
             featured, views, version, published_at, created_at, updated_at
        from blogs ${where}
       order by created_at desc, id desc
       limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from blogs ${where}`,
  ]);
  return { blogs, total: count!.total };
}

/** The post with this id, whatever its status, with its latest audit entries; or null. */
export async function getAdminBlog(sql: Sql, id: number): Promise<AdminBlog | null> {
  const [row] = await sql`
    select id::int as id, title, slug, excerpt, description, content, featured_image, author,
           category, tags, status, featured, views, version, published_at, created_at, updated_at
      from blogs where id = ${id}`;
  if (!row) return null;
  return { ...adminBlogSchema.parse(row), audit: await listAuditEntries(sql, "blog", id) };
}
