import { describe, expect, it } from "vitest";
import blogs, { BLOG_NOT_FOUND } from "../../netlify/functions/blogs.mts";
import { blogQueryMessages } from "../../src/lib/blogs/blog-query.ts";
import { messages } from "../../src/lib/catalogue/catalogue-query.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { NUL_MESSAGE } from "../../src/server/http/nul-text.ts";

// Seed facts (scripts/seed-data/blogs.json): 10 posts, 8 published; one draft and one archived.
// Published per category: Barcode Printers 2, Labels & Ribbons 2, Industry Guides 2, RFID 1,
// Barcode Scanners 1.
const PUBLISHED = 8;
const DRAFT = "zebra-zd421-vs-zd230-desktop-printer-comparison";
const ARCHIVED = "diwali-2024-printer-preparation-and-holiday-timings";
const POST = "printhead-care-tips-barcode-printer";
// The API's blog fields, in order (document 2 §3, document 3 §3).
const FIELDS = `id title slug excerpt description content featured_image author category tags
  status featured views created_at updated_at`.split(/\s+/);

interface Blog {
  slug: string;
  status: string;
  category: string | null;
  created_at: string;
  views: number;
  tags: unknown[];
}
interface BlogList {
  blogs: Blog[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const sql = testSql();

async function get<T = unknown>(path: string, method = "GET") {
  const { status, body, headers } = await call(blogs, path, { method });
  return { status, body: body as T, headers };
}

describe("GET /api/blogs", () => {
  it("answers the first 10 published posts, newest first, cacheable", async () => {
    const { status, body, headers } = await get<BlogList>("/api/blogs");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: PUBLISHED, totalPages: 1, currentPage: 1 });
    expect(body.blogs).toHaveLength(PUBLISHED);
    expect(Object.keys(body.blogs[0]!)).toEqual(FIELDS);
    expect(body.blogs.every((blog) => blog.status === "published")).toBe(true);
    expect(body.blogs.map((blog) => blog.slug)).not.toContain(DRAFT);
    expect(body.blogs.map((blog) => blog.slug)).not.toContain(ARCHIVED);
    const dates = body.blogs.map((blog) => blog.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Array.isArray(body.blogs[0]!.tags)).toBe(true);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=60/);
  });

  it("pages with page and limit", async () => {
    const all = (await get<BlogList>("/api/blogs?limit=100")).body.blogs;
    const { body } = await get<BlogList>("/api/blogs?page=2&limit=3");
    expect(body).toMatchObject({ total: PUBLISHED, totalPages: 3, currentPage: 2 });
    expect(body.blogs.map((b) => b.slug)).toEqual(all.slice(3, 6).map((b) => b.slug));
    const past = await get<BlogList>("/api/blogs?page=9&limit=3");
    expect(past.body).toMatchObject({ blogs: [], total: PUBLISHED, currentPage: 9 });
  });

  it.each([
    ["Labels & Ribbons", 2],
    ["labels & ribbons", 2],
    [" RFID ", 1],
    ["Barcode Printers", 2],
    ["all", PUBLISHED],
    ["", PUBLISHED],
    ["No Such Category", 0],
  ])("filters by category %j", async (category, count) => {
    const { status, body } = await get<BlogList>(
      `/api/blogs?category=${encodeURIComponent(category)}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(count);
    expect(body.blogs).toHaveLength(count);
    if (count > 0 && count < PUBLISHED)
      expect(new Set(body.blogs.map((b) => b.category?.toLowerCase()))).toEqual(
        new Set([category.trim().toLowerCase()]),
      );
  });

  it("never lists a draft, even in its own category", async () => {
    const { body } = await get<BlogList>("/api/blogs?category=Barcode%20Printers&limit=100");
    expect(body.blogs.map((b) => b.slug)).not.toContain(DRAFT);
  });

  it.each([
    ["page=0", messages.page],
    ["page=-1", messages.page],
    ["page=abc", messages.page],
    ["page=1.5", messages.page],
    ["page=99999999", messages.pageTooHigh],
    ["limit=0", messages.limit],
    ["limit=101", messages.limit],
    ["limit=ten", messages.limit],
    ["limit=", messages.limit],
    [`category=${"x".repeat(201)}`, blogQueryMessages.category],
    // NUL is refused for every address before the query is read (src/server/http/nul-text.ts).
    ["category=a%00b", NUL_MESSAGE],
  ])("refuses %s with 400", async (query, message) => {
    const { status, body } = await get(`/api/blogs?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body).toMatchObject({ error: { code: "invalid_request", message } });
  });

  it("refuses other methods with 405", async () => {
    const { status, headers } = await get("/api/blogs", "DELETE");
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET, POST");
  });
});

describe("GET /api/blogs/{slug}", () => {
  const viewsOf = async (slug: string) =>
    (
      await sql<{ views: number; updated_at: Date }[]>`
        select views, updated_at from blogs where slug = ${slug}`
    )[0]!;

  it("answers the published post and counts the view, uncached", async () => {
    const before = await viewsOf(POST);
    const { status, body, headers } = await get<Blog>(`/api/blogs/${POST}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(FIELDS);
    expect(body).toMatchObject({ slug: POST, status: "published", views: before.views + 1 });
    expect(headers.get("cache-control")).toBe("no-store");
    const second = await get<Blog>(`/api/blogs/${POST}`);
    expect(second.body.views).toBe(before.views + 2);
    const after = await viewsOf(POST);
    expect(after.views).toBe(before.views + 2);
    // Counting a view is not an edit.
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it("counts every one of many simultaneous views", async () => {
    const before = await viewsOf(POST);
    await Promise.all(Array.from({ length: 8 }, () => get(`/api/blogs/${POST}`)));
    expect((await viewsOf(POST)).views).toBe(before.views + 8);
  });

  it("does not count a HEAD request", async () => {
    const before = await viewsOf(POST);
    expect((await get(`/api/blogs/${POST}`, "HEAD")).status).toBe(200);
    expect((await viewsOf(POST)).views).toBe(before.views);
  });

  it.each([DRAFT, ARCHIVED, "no-such-post"])("answers 404 for %s", async (slug) => {
    const before = await sql`select views from blogs where slug = ${slug}`;
    const { status, body } = await get(`/api/blogs/${slug}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: "not_found", message: BLOG_NOT_FOUND } });
    expect(await sql`select views from blogs where slug = ${slug}`).toEqual(before);
  });

  it.each(["Printhead-Care", "a_b", "-x", "%E2%9C%93", "x".repeat(201)])(
    "refuses the malformed slug %j with 400",
    async (slug) => {
      const { status, body } = await get(`/api/blogs/${slug}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        error: { code: "invalid_request", message: blogQueryMessages.slug },
      });
    },
  );

  it("answers 404 for a deeper path", async () => {
    expect((await get(`/api/blogs/${POST}/comments`)).status).toBe(404);
  });
});
