// Blog create, update and delete for the admin form (document 3 §2.8, §5): the slug is unique; a
// post first gets its published_at when it is first published. Every write is audited and queues
// a publish request: blog pages are prebuilt.
import type { BlogForm } from "../../lib/blogs/blog-form.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordKind,
} from "../admin/record-writes.ts";

/** Messages the tests compare against. */
const blogWriteMessages = {
  slugTaken: "Another blog already uses this slug",
} as const;

const blogKind: RecordKind<BlogForm> = {
  table: "blogs",
  entityType: "blog",
  noun: "blog",
  unique: [{ column: "slug", field: "slug", message: blogWriteMessages.slugTaken }],
};

// The columns the form sets; views and created_at are the site's, not the form's.
function columnsOf(sql: Sql, form: BlogForm) {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    description: form.description,
    content: form.content,
    featured_image: form.featured_image,
    author: form.author,
    category: form.category,
    tags: sql.json(form.tags),
    status: form.status,
    featured: form.featured,
  };
}

const publishedAt = (form: BlogForm, before: unknown) =>
  before ?? (form.status === "published" ? new Date() : null);

/** Adds a post; returns its id. */
export async function createBlog(sql: Sql, actor: StaffUser, form: BlogForm): Promise<number> {
  const columns = { ...columnsOf(sql, form), published_at: publishedAt(form, null) };
  return createRecord(sql, blogKind, actor, form, columns);
}

/** Replaces a post's form fields if it still has `version`; a field left out is cleared. */
export async function updateBlog(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version: number },
  form: BlogForm,
): Promise<void> {
  await updateRecord(sql, blogKind, actor, target, form, (before) => ({
    ...columnsOf(sql, form),
    published_at: publishedAt(form, before.published_at),
  }));
}

/** Deletes a post; with a `version`, only if it still has that version. */
export async function deleteBlog(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version?: number | undefined },
): Promise<void> {
  await deleteRecord(sql, blogKind, actor, target);
}
