// The structured data of the site's content for GET /api/schema/*: products, blog posts and jobs
// read as their pages read them (active products, published posts, active jobs) and turned into
// schema.org objects by the same builders the pages use.
import { blogUrl } from "../../lib/breadcrumbs.ts";
import { blogPostingJsonLd, postForJsonLd } from "../../lib/blogs/blog-structured-data.ts";
import { productPageJsonLd } from "../../lib/catalogue/catalogue-structured-data.ts";
import { jobPostingJsonLd } from "../../lib/jobs/job-posting.ts";
import type { BlogRow } from "../blogs/blog-row.ts";
import {
  getPublishedBlogById,
  getPublishedBlogBySlug,
  listPublishedBlogs,
} from "../blogs/blogs.ts";
import type { ProductRow } from "../catalogue/product-row.ts";
import {
  getActiveProductById,
  getActiveProductBySlug,
  listProductsPage,
} from "../catalogue/products.ts";
import type { Sql } from "../db/client.ts";
import type { JobRow } from "../jobs/job-row.ts";
import { getActiveJobById, getActiveJobBySlug, listActiveJobs } from "../jobs/jobs.ts";

/** Where the site is (absolute URLs) and the database. */
export interface SchemaDeps {
  sql: Sql;
  site: string;
}

/** One item by id or by slug, or the newest `limit`. */
export type ContentPick = { id: number } | { slug: string } | { limit: number };

/** How one kind of content is read and described. */
interface ContentKind<Row> {
  byId(sql: Sql, id: number): Promise<Row | null>;
  bySlug(sql: Sql, slug: string): Promise<Row | null>;
  newest(sql: Sql, limit: number): Promise<Row[]>;
  jsonLd(row: Row, site: string): object;
}

const products: ContentKind<ProductRow> = {
  byId: getActiveProductById,
  bySlug: getActiveProductBySlug,
  newest: async (sql, limit) =>
    (await listProductsPage(sql, { page: 1, limit, sort: "newest" })).products,
  jsonLd: (product, site) => productPageJsonLd(product, site),
};

const blogs: ContentKind<BlogRow> = {
  byId: getPublishedBlogById,
  bySlug: getPublishedBlogBySlug,
  newest: async (sql, limit) => (await listPublishedBlogs(sql, { page: 1, limit })).blogs,
  jsonLd: (blog, site) => blogPostingJsonLd(postForJsonLd(blog), new URL(blogUrl(blog.slug), site)),
};

const jobs: ContentKind<JobRow> = {
  byId: getActiveJobById,
  bySlug: getActiveJobBySlug,
  newest: async (sql, limit) => (await listActiveJobs(sql, { page: 1, limit })).jobs,
  // Valid for 30 days from now, as a page built now states it.
  jsonLd: (job, site) => jobPostingJsonLd(job, site, new Date()),
};

/** The kinds of content that have items, by the name the API gives them. */
export const CONTENT_KINDS = { products, blogs, jobs } as const;

/** The kind's one item as schema.org data (null when there is none), or its newest items. */
export async function contentJsonLd<Row>(
  kind: ContentKind<Row>,
  deps: SchemaDeps,
  pick: ContentPick,
): Promise<object | object[] | null> {
  if ("limit" in pick) {
    return (await kind.newest(deps.sql, pick.limit)).map((row) => kind.jsonLd(row, deps.site));
  }
  const row =
    "id" in pick ? await kind.byId(deps.sql, pick.id) : await kind.bySlug(deps.sql, pick.slug);
  return row ? kind.jsonLd(row, deps.site) : null;
}

/** The newest blogs, jobs and products (document 2 §2.13: what the home page describes). */
export async function latestContentJsonLd(deps: SchemaDeps, limit: number) {
  const [latestBlogs, latestJobs, latestProducts] = await Promise.all([
    contentJsonLd(blogs, deps, { limit }),
    contentJsonLd(jobs, deps, { limit }),
    contentJsonLd(products, deps, { limit }),
  ]);
  return { blogs: latestBlogs, jobs: latestJobs, products: latestProducts };
}
