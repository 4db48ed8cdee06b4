// GET /api/schema/* (document 2 §2.13, §7, §9): the structured data of the site's content, its
// organisation, website and FAQs, and the breadcrumb trail of any page, public and cacheable.
import { beforeAll, describe, expect, it } from "vitest";
import schema from "../../netlify/functions/schema.mts";
import { SERVICE_FAQS } from "../../src/lib/schema/service-faqs.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const SITE = "http://localhost:8888";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
const get = async (path: string): Promise<{ status: number; headers: Headers; body: any }> =>
  call(schema, path);

interface Product {
  id: number;
  slug: string;
  name: string;
  category: string;
  category_display_name: string;
  subcategory: string;
  subcategory_display_name: string;
}
let product: Product;

beforeAll(async () => {
  const rows = await sql<Product[]>`
    select p.id::int as id, p.slug, p.name, c.name as category,
           c.display_name as category_display_name, s.name as subcategory,
           s.display_name as subcategory_display_name
      from products p
      join categories c on c.id = p.category_id
      join subcategories s on s.id = p.subcategory_id
     where p.status = 'active'
     order by p.id limit 1`;
  product = rows[0]!;
});

const newest = (table: "blogs" | "jobs" | "products", status: string, limit: number) =>
  sql.unsafe<{ name: string }[]>(
    `select ${table === "products" ? "name" : "title as name"} from ${table}
      where status = $1 order by created_at desc, id ${table === "products" ? "" : "desc"}
      limit $2`,
    [status, limit],
  );

describe("GET /api/schema/latest-content", () => {
  it("answers the newest blogs, jobs and products as schema.org data, cacheable for 5 minutes", async () => {
    const { status, headers, body } = await get("/api/schema/latest-content?limit=3");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=300/);
    const { blogs, jobs, products } = body.data;
    expect(blogs.map((b: { headline: string }) => b.headline)).toEqual(
      (await newest("blogs", "published", 3)).map((row) => row.name),
    );
    expect(jobs.map((j: { title: string }) => j.title)).toEqual(
      (await newest("jobs", "active", 3)).map((row) => row.name),
    );
    expect(products.map((p: { name: string }) => p.name)).toEqual(
      (await newest("products", "active", 3)).map((row) => row.name),
    );
    expect(blogs[0]["@type"]).toBe("BlogPosting");
    expect(jobs[0]["@type"]).toBe("JobPosting");
    expect(products[0]["@type"]).toBe("Product");
  });

  it("answers 10 of each kind by default (document 2 §9)", async () => {
    const { body } = await get("/api/schema/latest-content");
    expect(body.data.products).toHaveLength(10);
    expect(body.data.blogs).toHaveLength((await newest("blogs", "published", 10)).length);
  });

  it.each(["limit=0", "limit=101", "limit=ten"])("refuses ?%s with 400", async (query) => {
    const { status, body } = await get(`/api/schema/latest-content?${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe("limit must be between 1 and 100");
  });
});

describe("GET /api/schema/{type}", () => {
  it("answers the organisation with its social profiles", async () => {
    const { body } = await get("/api/schema/organization");
    const social = await sql<{ value: string }[]>`
      select value from contact_info where type = 'social_media' and is_active`;
    expect(body.data).toMatchObject({
      "@type": "Organization",
      url: `${SITE}/`,
      foundingDate: "1997",
    });
    expect(body.data.sameAs.length).toBe(social.length);
  });

  it("answers the website with its site search", async () => {
    const { body } = await get("/api/schema/website");
    expect(body.data.potentialAction.target.urlTemplate).toBe(
      `${SITE}/search?q={search_term_string}`,
    );
  });

  it.each(["products", "product"])(
    "/%s?slug= and ?id= answer the one active product",
    async (type) => {
      const bySlug = await get(`/api/schema/${type}?slug=${product.slug}`);
      expect(bySlug.body.data).toMatchObject({
        "@type": "Product",
        name: product.name,
        url: `${SITE}/${product.slug}`,
        offers: { priceCurrency: "INR" },
      });
      expect((await get(`/api/schema/${type}?id=${product.id}`)).body).toEqual(bySlug.body);
    },
  );

  it.each(["blogs", "blog", "article", "BlogPosting"])(
    "/%s answers published posts only",
    async (type) => {
      const post = await get(`/api/schema/${type}?slug=printhead-care-tips-barcode-printer`);
      expect(post.body.data).toMatchObject({
        "@type": "BlogPosting",
        url: `${SITE}/blog/printhead-care-tips-barcode-printer`,
        mainEntityOfPage: { "@id": `${SITE}/blog/printhead-care-tips-barcode-printer` },
      });
      const draft = await get(
        `/api/schema/${type}?slug=zebra-zd421-vs-zd230-desktop-printer-comparison`,
      );
      expect([draft.status, draft.body.error.message]).toEqual([404, "Blog not found"]);
      const list = await get(`/api/schema/${type}?limit=20`);
      expect(list.body.data).toHaveLength((await newest("blogs", "published", 20)).length);
    },
  );

  it.each(["jobs", "job", "jobposting"])(
    "/%s answers active jobs with the experience months of §9",
    async (type) => {
      const { body } = await get(`/api/schema/${type}?slug=service-engineer-barcode-printers`);
      expect(body.data).toMatchObject({
        "@type": "JobPosting",
        url: `${SITE}/jobs/service-engineer-barcode-printers`,
        employmentType: "FULL_TIME",
        workHours: "40 hours per week",
        experienceRequirements: { monthsOfExperience: 24 },
      });
      const closed = await get(`/api/schema/${type}?slug=label-production-supervisor`);
      expect([closed.status, closed.body.error.message]).toEqual([404, "Job not found"]);
    },
  );

  it("answers the service FAQ as an FAQPage", async () => {
    const { body } = await get("/api/schema/faq");
    expect(body.data["@type"]).toBe("FAQPage");
    expect(body.data.mainEntity).toHaveLength(SERVICE_FAQS.length);
  });

  it("answers 404 naming the types for an unknown type", async () => {
    const { status, body } = await get("/api/schema/recipes");
    expect(status).toBe(404);
    expect(body.error.message).toBe(
      "Unknown structured data type: use one of organization, website, products, product, blogs, blog, article, blogposting, jobs, job, jobposting, faq",
    );
  });

  it.each([
    ["/api/schema/products?id=abc", "id must be a whole number of 1 or more"],
    [
      "/api/schema/products?slug=Not%20A%20Slug",
      "slug must be lowercase letters, digits and hyphens",
    ],
    ["/api/schema/products?id=1&slug=x", "Give id or slug, not both"],
    [
      "/api/schema/organization?id=1",
      "id and slug pick one product, blog or job: this type has only one item",
    ],
    ["/api/schema/jobs?limit=500", "limit must be between 1 and 100"],
  ])("%s is 400", async (path, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it("answers 404 for a product id that is not an active product", async () => {
    const { status, body } = await get("/api/schema/products?id=999999999");
    expect([status, body.error.message]).toEqual([404, "Product not found"]);
  });
});

describe("GET /api/schema/faqs", () => {
  it("answers every question with its FAQPage", async () => {
    const { status, body } = await get("/api/schema/faqs");
    expect(status).toBe(200);
    expect(body.faqs).toEqual(SERVICE_FAQS);
    expect(body.data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: SERVICE_FAQS[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: SERVICE_FAQS[0]!.answer },
    });
  });

  it("filters by category and limits the count", async () => {
    const support = (await get("/api/schema/faqs?category=support")).body;
    expect(support.faqs.map((faq: { category: string }) => faq.category)).toEqual([
      "support",
      "support",
    ]);
    expect(support.data.mainEntity).toHaveLength(2);
    expect((await get("/api/schema/faqs?limit=1")).body.faqs).toEqual([SERVICE_FAQS[0]]);
    expect((await get("/api/schema/faqs?category=all")).body.faqs).toHaveLength(6);
  });

  it("refuses an unknown category with 400", async () => {
    const { status, body } = await get("/api/schema/faqs?category=billing");
    expect(status).toBe(400);
    expect(body.error.message).toBe(
      "category must be one of warranty, repair, support, spares, or all",
    );
  });
});

describe("GET /api/schema/breadcrumbs/{path}", () => {
  const trail = async (path: string) => {
    const { status, body } = await get(`/api/schema/breadcrumbs${path}`);
    expect(status).toBe(200);
    return body;
  };
  const products = { name: "Products", url: "/products" };
  const printers = { name: "Barcode Printers", url: "/products/printers" };

  it.each([
    ["/", [{ name: "Home", url: "/" }]],
    [
      "/about",
      [
        { name: "Home", url: "/" },
        { name: "About", url: "/about" },
      ],
    ],
    [
      "/service-support",
      [
        { name: "Home", url: "/" },
        { name: "Service & Support", url: "/service-support" },
      ],
    ],
    ["/products", [products]],
    ["/products/printers", [products, printers]],
    ["/printers", [products, printers]],
    ["/products/printers/page/2", [products, printers]],
    [
      "/labels",
      [
        products,
        { name: "Supplies (Labels & Ribbons)", url: "/products/supplies" },
        { name: "Labels", url: "/products/supplies/labels" },
      ],
    ],
  ])("%s has the page's trail", async (path, expected) => {
    expect((await trail(path)).breadcrumbs).toEqual(expected);
  });

  it("gives a published post the blog's trail", async () => {
    const slug = "printhead-care-tips-barcode-printer";
    const [post] = await sql<{ title: string }[]>`select title from blogs where slug = ${slug}`;
    expect((await trail(`/blog/${slug}`)).breadcrumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Blogs", url: "/blogs" },
      { name: post!.title, url: `/blog/${slug}` },
    ]);
  });

  it("gives a product, on its page and its city pages, the trail of its subcategory", async () => {
    const expected = [
      products,
      { name: product.category_display_name, url: `/products/${product.category}` },
      {
        name: product.subcategory_display_name,
        url: `/products/${product.category}/${product.subcategory}`,
      },
      { name: product.name, url: `/${product.slug}` },
    ];
    expect((await trail(`/${product.slug}`)).breadcrumbs).toEqual(expected);
    expect((await trail(`/${product.slug}/in-pune-india`)).breadcrumbs).toEqual(expected);
  });

  it("gives a job the careers trail, and the trail as a BreadcrumbList of absolute URLs", async () => {
    const [job] = await sql<{ title: string }[]>`
      select title from jobs where slug = 'service-engineer-barcode-printers'`;
    const body = await trail("/jobs/service-engineer-barcode-printers");
    expect(body.breadcrumbs).toEqual([
      { name: "Careers", url: "/jobs" },
      { name: job!.title, url: "/jobs/service-engineer-barcode-printers" },
    ]);
    expect(body.data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Careers", item: `${SITE}/jobs` },
        {
          "@type": "ListItem",
          position: 2,
          name: job!.title,
          item: `${SITE}/jobs/service-engineer-barcode-printers`,
        },
      ],
    });
  });

  it.each([
    "/no-such-page",
    "/products/no-such-category",
    "/products/printers/labels",
    "/blog/zebra-zd421-vs-zd230-desktop-printer-comparison",
    "/jobs/label-production-supervisor",
    "/about/team",
    "/Products",
    "/%E0%A4%A",
  ])("%s is no page: 404", async (path) => {
    const { status, body } = await get(`/api/schema/breadcrumbs${path}`);
    expect(status).toBe(404);
    expect(body).toMatchObject(errorShape);
  });

  it("answers 405 to a write", async () => {
    const { status } = await call(schema, "/api/schema/breadcrumbs/about", { method: "POST" });
    expect(status).toBe(405);
  });
});
