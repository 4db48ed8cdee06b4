import { describe, expect, it } from "vitest";
import {
  ALL_BLOG_CATEGORIES,
  blogCardOf,
  blogCategoriesOf,
  filterBlogCards,
  type BlogCard,
  type BlogCardSource,
} from "../../src/lib/blogs/blog-cards.ts";
import { relatedBlogs } from "../../src/lib/blogs/blog-related.ts";

const source = (overrides: Partial<BlogCardSource> = {}): BlogCardSource => ({
  slug: "a-post",
  title: "A Post",
  excerpt: "An excerpt",
  content: "word ".repeat(450),
  featured_image: "/images/blogs/ribbons.svg",
  author: "Priya",
  category: "RFID",
  tags: ["one", "two", "three", "four"],
  featured: true,
  created_at: "2025-01-20T10:00:00+05:30",
  ...overrides,
});

describe("blogCardOf", () => {
  it("takes what a card shows, with reading time words / 200 rounded up", () => {
    expect(blogCardOf(source())).toEqual({
      slug: "a-post",
      title: "A Post",
      excerpt: "An excerpt",
      image: "/images/blogs/ribbons.svg",
      author: "Priya",
      category: "RFID",
      tags: ["one", "two", "three", "four"],
      featured: true,
      date: "2025-01-20T04:30:00.000Z",
      readingMinutes: 3,
    });
  });

  it("falls back to Admin, the content's start, no image and no category", () => {
    const card = blogCardOf(
      source({
        author: " ",
        excerpt: null,
        content: "<p>Hello <b>there</b></p>",
        featured_image: "",
        category: "",
        tags: '["x"]',
      }),
    );
    expect(card).toMatchObject({
      author: "Admin",
      excerpt: "Hello there",
      image: null,
      category: null,
      tags: ["x"],
      readingMinutes: 1,
    });
  });
});

const card = (slug: string, category: string | null, extra: Partial<BlogCard> = {}): BlogCard => ({
  ...blogCardOf(source({ slug, title: slug, category, tags: [] })),
  ...extra,
});

describe("filterBlogCards", () => {
  const cards = [
    card("thermal-printing", "Barcode Printers", { tags: ["ribbons"] }),
    card("ribbon-guide", "Labels & Ribbons", { excerpt: "Wax or resin?" }),
    card("rfid-start", "RFID", { author: "Ravi Kumar" }),
  ];
  const slugs = (list: BlogCard[]) => list.map((c) => c.slug);

  it.each([
    ["", ALL_BLOG_CATEGORIES, ["thermal-printing", "ribbon-guide", "rfid-start"]],
    ["ribbon", ALL_BLOG_CATEGORIES, ["thermal-printing", "ribbon-guide"]],
    ["RESIN wax", ALL_BLOG_CATEGORIES, ["ribbon-guide"]],
    ["  ravi  ", ALL_BLOG_CATEGORIES, ["rfid-start"]],
    ["ribbon", "Labels & Ribbons", ["ribbon-guide"]],
    ["", "RFID", ["rfid-start"]],
    ["nothing like this", ALL_BLOG_CATEGORIES, []],
  ])("search %j in %j", (search, category, expected) => {
    expect(slugs(filterBlogCards(cards, search, category))).toEqual(expected);
  });

  it("lists each category once, alphabetically, leaving out posts without one", () => {
    expect(blogCategoriesOf([...cards, card("x", null), card("y", "RFID")])).toEqual([
      "Barcode Printers",
      "Labels & Ribbons",
      "RFID",
    ]);
  });
});

describe("relatedBlogs", () => {
  const posts = [
    { slug: "p1", category: "Printers" },
    { slug: "s1", category: "Scanners" },
    { slug: "p2", category: "printers " },
    { slug: "p3", category: "Printers" },
    { slug: "p4", category: "Printers" },
    { slug: "p5", category: "Printers" },
    { slug: "n1", category: null },
  ];

  it.each([
    ["p1", ["p2", "p3", "p4"]],
    ["p3", ["p1", "p2", "p4"]],
    ["s1", []],
    ["n1", []],
  ])("%s → %j", (slug, expected) => {
    const post = posts.find((p) => p.slug === slug)!;
    expect(relatedBlogs(post, posts).map((p) => p.slug)).toEqual(expected);
  });

  it("picks from the 10 newest of the category only", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ slug: `p${i}`, category: "A" }));
    expect(relatedBlogs(many[11]!, many).map((p) => p.slug)).toEqual(["p0", "p1", "p2"]);
    expect(relatedBlogs({ slug: "new", category: "A" }, many)).toHaveLength(3);
  });
});
