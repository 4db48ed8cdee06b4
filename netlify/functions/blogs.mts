// GET /api/blogs and /api/blogs/{slug}: the public blog reads (document 3 §7.2). Only published
// posts are answered; reading one post counts a view, so that answer is never cached.
import type { Config } from "@netlify/functions";
import { blogListQuery, blogSlugParams } from "../../src/lib/blog-query.ts";
import { queryOf } from "../../src/lib/catalogue-query.ts";
import {
  getPublishedBlogBySlug,
  listPublishedBlogs,
  recordBlogView,
} from "../../src/server/blogs/blogs.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson, publicJson } from "../../src/server/http/handler.ts";
import { router, type RouteHandler } from "../../src/server/http/router.ts";

/** The message of an unknown, draft or archived slug (document 2 §8). */
export const BLOG_NOT_FOUND = "Blog not found";

const list: RouteHandler = async (req) => {
  const query = blogListQuery.parse(queryOf(req.url));
  const { blogs, total } = await listPublishedBlogs(db(), query);
  return publicJson({
    blogs,
    total,
    totalPages: Math.ceil(total / query.limit),
    currentPage: query.page,
  });
};

const read: RouteHandler = async (req, params) => {
  const { slug } = blogSlugParams.parse(params);
  // A HEAD request (a link checker) reads the post without counting a view.
  const blog =
    req.method === "HEAD"
      ? await getPublishedBlogBySlug(db(), slug)
      : await recordBlogView(db(), slug);
  if (!blog) throw new HttpError(404, "not_found", BLOG_NOT_FOUND);
  return privateJson(blog);
};

export default router([
  { pattern: "/api/blogs", methods: { GET: list } },
  { pattern: "/api/blogs/:slug", methods: { GET: read } },
]);

export const config: Config = { path: ["/api/blogs", "/api/blogs/*"] };
