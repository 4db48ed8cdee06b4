// GET /api/blogs and /api/blogs/{slug}: the public blog reads (document 3 §7.2). Only published
// posts are answered; reading one post counts a view, so that answer is never cached.
// POST /api/blogs, PUT and DELETE /api/blogs/{id}: staff add, edit and delete posts with the blog
// fields (document 3 §2.8, §5) as JSON or a form; each write is audited and queues a publish.
import type { Config } from "@netlify/functions";
import { blogCreateSchema, blogUpdateSchema } from "../../src/lib/blogs/blog-form.ts";
import { blogListQuery, blogSlugParams } from "../../src/lib/blogs/blog-query.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { getAdminBlog } from "../../src/server/admin/admin-blogs.ts";
import { contentRoutes } from "../../src/server/admin/content-routes.ts";
import { createBlog, deleteBlog, updateBlog } from "../../src/server/blogs/blog-writes.ts";
import {
  getPublishedBlogBySlug,
  listPublishedBlogs,
  recordBlogView,
} from "../../src/server/blogs/blogs.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson, publicJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";

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

// GET names a post by its slug, PUT and DELETE by its id: one path, two readings.
const read: RouteHandler = async (req, params) => {
  const { slug } = blogSlugParams.parse({ slug: params.slugOrId });
  // A HEAD request (a link checker) reads the post without counting a view.
  const blog =
    req.method === "HEAD"
      ? await getPublishedBlogBySlug(db(), slug)
      : await recordBlogView(db(), slug);
  if (!blog) throw new HttpError(404, "not_found", BLOG_NOT_FOUND);
  return privateJson(blog);
};

const writes = contentRoutes(
  {
    key: "blog",
    noun: "Blog",
    createSchema: blogCreateSchema,
    updateSchema: blogUpdateSchema,
    create: createBlog,
    update: updateBlog,
    remove: deleteBlog,
    read: getAdminBlog,
  },
  "slugOrId",
);

export default functionApp([
  { pattern: "/api/blogs", methods: { GET: list, POST: writes.create } },
  {
    pattern: "/api/blogs/:slugOrId",
    methods: { GET: read, PUT: writes.update, DELETE: writes.remove },
  },
]);

export const config: Config = { path: ["/api/blogs", "/api/blogs/*"] };
