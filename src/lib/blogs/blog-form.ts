// The blog form's rules (document 3 §2.8, §3, §5), shared by the admin form and POST/PUT
// /api/blogs: title, slug (from the title when left empty), content and author are required; the
// featured image is a URL; tags are typed comma-separated, trimmed, blanks dropped; status is
// published (the default for a new post), draft or archived. The content is stored as written:
// the public page sanitises it when it renders.
import { z } from "zod";
import {
  booleanField,
  choiceField,
  optionalText,
  optionalUrl,
  requiredText,
  versionField,
  withSlugFrom,
} from "../form-fields.ts";

/** The blog statuses (the blogs table's check), the first being a new post's default. */
export const BLOG_STATUSES = ["published", "draft", "archived"] as const;
/** One blog status. */
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The longest slug and content the blogs table stores. */
export const MAX_BLOG_SLUG_LENGTH = 200;
export const MAX_BLOG_CONTENT_LENGTH = 200_000;
/** At most this many tags of at most MAX_TAG_LENGTH characters (the table caps the list's size). */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/** Messages the tests and the form compare against. */
export const blogFormMessages = {
  slug: "Slug is required: the title has no letters or digits to make one from",
  content: "Content is required",
  contentTooLong: `Content must be at most ${MAX_BLOG_CONTENT_LENGTH} characters`,
  status: "Status must be published, draft or archived",
  featuredImage: "Featured image must be a URL such as https://example.com/image.jpg",
  tags: `Tags: at most ${MAX_TAGS}, each up to ${MAX_TAG_LENGTH} characters, separated by commas`,
} as const;

/** "a, b , ,c" → ["a", "b", "c"]: each tag trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

// The table caps the stored list at 5,000 bytes: escaped characters count several times each.
const MAX_TAGS_JSON_BYTES = 4000;
const tagsFit = (list: string[]) =>
  list.length <= MAX_TAGS &&
  list.every((tag) => tag.length <= MAX_TAG_LENGTH) &&
  new TextEncoder().encode(JSON.stringify(list)).length <= MAX_TAGS_JSON_BYTES;

const tags = z
  .string({ error: blogFormMessages.tags })
  .optional()
  .transform((text) => splitTags(text ?? ""))
  .refine(tagsFit, blogFormMessages.tags);

// Kept exactly as typed (markup and its spacing); only a content of nothing but spaces is empty.
const content = z
  .string({ error: blogFormMessages.content })
  .refine((text) => text.trim() !== "", blogFormMessages.content)
  .refine((text) => text.length <= MAX_BLOG_CONTENT_LENGTH, blogFormMessages.contentTooLong);

const fields = {
  title: requiredText("Title", 300),
  slug: optionalText("Slug", MAX_BLOG_SLUG_LENGTH),
  excerpt: optionalText("Excerpt", 2000),
  description: optionalText("Description", 20000),
  content,
  author: requiredText("Author", 200),
  category: optionalText("Category", 200),
  tags,
  featured_image: optionalUrl(blogFormMessages.featuredImage, { sitePaths: true }),
  status: choiceField(BLOG_STATUSES, blogFormMessages.status, "published"),
  featured: booleanField("Featured", false),
};

const withSlug = withSlugFrom("title", MAX_BLOG_SLUG_LENGTH, blogFormMessages.slug);

/** POST /api/blogs: a new post's fields. */
export const blogCreateSchema = z.object(fields).transform(withSlug);

/** PUT /api/blogs/{id}: the same fields plus the version the form loaded. */
export const blogUpdateSchema = z.object({ ...fields, version: versionField }).transform(withSlug);

/** A blog form's fields, checked. */
export type BlogForm = z.output<typeof blogCreateSchema>;
