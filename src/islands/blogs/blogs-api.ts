// The blog list's one call (document 2 §7: page 1, limit 50), with the answer checked at the
// boundary by hand-written checks (response-checks.ts), which keep zod out of the page's scripts.
import { arrayOf, boolean, nullable, object, string, unknown } from "../../lib/response-checks.ts";
import { apiGet } from "../../lib/api-client.ts";
import { BLOG_LIST_LIMIT, blogCardOf, type BlogCard } from "../../lib/blogs/blog-cards.ts";

const blogResponse = object({
  slug: string,
  title: string,
  excerpt: nullable(string),
  content: string,
  featured_image: nullable(string),
  author: nullable(string),
  category: nullable(string),
  tags: unknown,
  featured: boolean,
  created_at: string,
});

const listResponse = object({ blogs: arrayOf(blogResponse) });

/** The newest published posts as list cards. */
export async function fetchBlogCards(signal: AbortSignal): Promise<BlogCard[]> {
  const answer = await apiGet(`/api/blogs?page=1&limit=${BLOG_LIST_LIMIT}`, {
    signal,
    parse: (body) => listResponse(body),
  });
  return answer.blogs.map((blog) => blogCardOf({ ...blog, tags: blog.tags }));
}
