import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "../../src/lib/blogs/blog-structured-data.ts";
import { rssXml, xmlText } from "../../src/lib/blogs/rss.ts";

describe("rssXml", () => {
  const xml = rssXml({
    title: "Shop Blog",
    link: "https://shop.in/blogs",
    feedUrl: "https://shop.in/rss.xml",
    description: "Guides & news",
    items: [
      {
        title: "Wax <or> resin? Tom's & Jerry's \u0001guide",
        link: "https://shop.in/blog/wax",
        description: "Short",
        published: new Date("2025-03-04T06:00:00Z"),
        author: "Admin",
        category: "Labels & Ribbons",
      },
      {
        title: "Older",
        link: "https://shop.in/blog/older",
        description: "Old",
        published: new Date("2024-01-01T00:00:00Z"),
        category: null,
      },
    ],
  });

  it("writes an RSS 2.0 channel with its own address and the newest date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Shop Blog</title>");
    expect(xml).toContain("<description>Guides &amp; news</description>");
    expect(xml).toContain(
      '<atom:link href="https://shop.in/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Tue, 04 Mar 2025 06:00:00 GMT</lastBuildDate>");
  });

  it("escapes every item's text and keeps the given order", () => {
    expect(xml).toContain(
      "<title>Wax &lt;or&gt; resin? Tom&apos;s &amp; Jerry&apos;s guide</title>",
    );
    expect(xml).toContain('<guid isPermaLink="true">https://shop.in/blog/wax</guid>');
    expect(xml).toContain("<pubDate>Tue, 04 Mar 2025 06:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Labels &amp; Ribbons</category>");
    expect(xml.indexOf("/blog/wax")).toBeLessThan(xml.indexOf("/blog/older"));
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.match(/<category>/g)).toHaveLength(1);
  });

  it.each([
    ["a & b", "a &amp; b"],
    ['<"x">', "&lt;&quot;x&quot;&gt;"],
    ["bell\u0007", "bell"],
    ["tab\tnewline\n", "tab\tnewline\n"],
  ])("xmlText(%j) → %j", (text, expected) => expect(xmlText(text)).toBe(expected));
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
