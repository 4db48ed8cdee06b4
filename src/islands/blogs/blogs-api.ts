// The blog list's one call (document 2 §7: page 1, limit 50), with the answer checked at the
// boundary. zod/mini keeps the check a few kilobytes in the browser bundle.
import * as z from "zod/mini";
import { apiGet } from "../../lib/api-client.ts";
import { blogCardOf, type BlogCard } from "../../lib/blog-cards.ts";
import { BLOG_LIST_LIMIT } from "../../lib/blog-query.ts";

const blogSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.nullable(z.string()),
  content: z.string(),
  featured_image: z.nullable(z.string()),
  author: z.nullable(z.string()),
  category: z.nullable(z.string()),
  tags: z.unknown(),
  featured: z.boolean(),
  created_at: z.string(),
});

const listSchema = z.object({ blogs: z.array(blogSchema) });

/** The newest published posts as list cards. */
export async function fetchBlogCards(signal: AbortSignal): Promise<BlogCard[]> {
  const answer = await apiGet(`/api/blogs?page=1&limit=${BLOG_LIST_LIMIT}`, {
    signal,
    parse: (body) => listSchema.parse(body),
  });
  return answer.blogs.map(blogCardOf);
}
