import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "../../src/lib/blogs/blog-structured-data.ts";
import { blogFeed, type FeedPost } from "../../src/lib/blogs/blog-feed.ts";

const post = (overrides: Partial<FeedPost>): FeedPost => ({
  slug: "a-post",
  title: "A post",
  excerpt: null,
  content: "<p>Body</p>",
  author: "Admin",
  category: null,
  created_at: new Date("2024-01-01T00:00:00Z"),
  ...overrides,
});

const HOSTILE_TITLE = "Wax <or> resin? Tom's & Jerry's \u0001guide ]]> &amp;";
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// The elements of a piece of the feed that hold only text: name, and text as written.
const elementsOf = (xml: string) =>
  [...xml.matchAll(/<([\w:]+)(?: [^>]*)?>([^<]*)<\/\1>/g)].map(([, name, raw]) => [name!, raw!]);
// Text with its references resolved; XML has only five named ones.
const decoded = (raw: string) => raw.replace(/&(\w+);/g, (_, name: string) => NAMED[name]!);

// The channel's and each item's elements, their text read back.
function readFeed(xml: string) {
  const read = (part: string) => elementsOf(part).map(([name, raw]) => [name, decoded(raw!)]);
  const items = [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map(([, body]) => read(body!));
  return { channel: read(xml.slice(0, xml.indexOf("<item>"))), items };
}

const xml = await blogFeed(
  [
    post({
      slug: "wax",
      title: HOSTILE_TITLE,
      excerpt: "Short <b>& sweet</b>",
      author: "O'Neil & <Co>",
      category: "Labels & Ribbons",
      created_at: new Date("2025-03-04T06:00:00Z"),
    }),
    post({ slug: "older", content: "<p>Old <em>news</em></p>" }),
  ],
  "https://shop.in",
);
const feed = readFeed(xml);

describe("blogFeed", () => {
  it("writes an RSS 2.0 channel with its own address and the newest date", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml).toContain(
      '<atom:link href="https://shop.in/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(feed.channel).toEqual([
      ["title", "Shree Barcode Systems Blog"],
      ["description", "Barcode printers, scanners, RFID, labels and ribbons since 1997"],
      ["link", "https://shop.in/blogs"],
      ["language", "en-in"],
      ["lastBuildDate", "Tue, 04 Mar 2025 06:00:00 GMT"],
    ]);
  });

  it("writes text with XML's own references only", () => {
    for (const [, raw] of elementsOf(xml)) expect(raw).not.toMatch(/>|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it("escapes every item's text, drops what XML cannot hold and keeps the given order", () => {
    expect(feed.items).toEqual([
      [
        ["title", HOSTILE_TITLE.replace("\u0001", "")],
        ["link", "https://shop.in/blog/wax"],
        ["guid", "https://shop.in/blog/wax"],
        ["description", "Short <b>& sweet</b>"],
        ["pubDate", "Tue, 04 Mar 2025 06:00:00 GMT"],
        ["dc:creator", "O'Neil & <Co>"],
        ["category", "Labels & Ribbons"],
      ],
      [
        ["title", "A post"],
        ["link", "https://shop.in/blog/older"],
        ["guid", "https://shop.in/blog/older"],
        ["description", "Old news"],
        ["pubDate", "Mon, 01 Jan 2024 00:00:00 GMT"],
        ["dc:creator", "Admin"],
      ],
    ]);
    expect(xml).toContain('<guid isPermaLink="true">https://shop.in/blog/wax</guid>');
  });

  it("has no build date and no items without posts", async () => {
    const empty = await blogFeed([], "https://shop.in");
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("<lastBuildDate>");
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs", () => {
    const url = new URL("https://shop.in/blog/wax");
    expect(
      blogPostingJsonLd(
        {
          title: "Wax",
          description: "About wax",
          image: "/images/blogs/ribbons.svg",
          author: "Admin",
          category: "Labels & Ribbons",
          tags: ["ribbons", "wax"],
          created_at: new Date("2025-03-04T06:00:00Z"),
          updated_at: new Date("2025-03-05T06:00:00Z"),
        },
        url,
      ),
    ).toMatchObject({
      "@type": "BlogPosting",
      headline: "Wax",
      image: "https://shop.in/images/blogs/ribbons.svg",
      author: { "@type": "Person", name: "Admin" },
      publisher: { "@type": "Organization", logo: { url: "https://shop.in/images/logo.svg" } },
      datePublished: "2025-03-04T06:00:00.000Z",
      dateModified: "2025-03-05T06:00:00.000Z",
      mainEntityOfPage: { "@id": "https://shop.in/blog/wax" },
      articleSection: "Labels & Ribbons",
      keywords: "ribbons, wax",
    });
  });
});
