import { describe, expect, it } from "vitest";
import { sitemapFiles } from "../../src/astro-engine/sitemap.ts";

const SITE = "https://example.in";
const urlsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe("sitemapFiles", () => {
  it("lists each kept page once, by absolute URL, in an index naming its sitemap", () => {
    const files = sitemapFiles(
      ["", "about", "admin", "about", "blog/a-post"],
      SITE,
      (url) => !url.includes("/admin"),
    );
    expect(files.map((file) => file.name)).toEqual(["sitemap-0.xml", "sitemap-index.xml"]);
    expect(urlsOf(files[0]!.xml)).toEqual([
      "https://example.in/",
      "https://example.in/about",
      "https://example.in/blog/a-post",
    ]);
    expect(files[0]!.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(urlsOf(files[1]!.xml)).toEqual(["https://example.in/sitemap-0.xml"]);
    expect(files[1]!.xml).toContain("<sitemapindex");
  });

  it("splits the pages into files of at most the limit", () => {
    const pages = Array.from({ length: 5 }, (_, i) => `p${i}`);
    const files = sitemapFiles(pages, SITE, () => true, 2);
    expect(files.map((file) => file.name)).toEqual([
      "sitemap-0.xml",
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-index.xml",
    ]);
    expect(files.slice(0, 3).map((file) => urlsOf(file.xml).length)).toEqual([2, 2, 1]);
    expect(urlsOf(files[3]!.xml)).toHaveLength(3);
  });

  it("escapes an ampersand, which an address keeps and XML would misread", () => {
    const [sitemap] = sitemapFiles(["search?q=a&b=c"], SITE, () => true);
    expect(sitemap!.xml).toContain("<loc>https://example.in/search?q=a&amp;b=c</loc>");
  });
});
