// The blog's RSS 2.0 feed at /rss.xml, written by @astrojs/rss. Build code only (src/pages/rss.xml.ts).
import { getRssString } from "@astrojs/rss";
import { company } from "../company.ts";
import { blogExcerpt } from "./blog-text.ts";

/** The fields of a published post the feed shows. */
export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  author: string;
  category: string | null;
  created_at: Date;
}

// Characters XML 1.0 cannot hold at all, escaped or not; @astrojs/rss passes them through.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlChars = (text: string) => text.replace(NOT_XML, "");

// Text for the markup of `customData`, which @astrojs/rss parses as XML (it reads only the five
// named references, and turns a number-like value such as "007" into 7).
const xmlText = (text: string) =>
  xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The feed of `posts` (newest first) as XML; the newest post's date is the build date. */
export function blogFeed(posts: readonly FeedPost[], site: URL | string): Promise<string> {
  const newest = posts.reduce<Date | null>(
    (latest, post) => (!latest || post.created_at > latest ? post.created_at : latest),
    null,
  );
  const channelData = [
    "<language>en-in</language>",
    `<atom:link href="${xmlText(new URL("/rss.xml", site).href)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
  ];
  return getRssString({
    title: xmlChars(`${company.name} Blog`),
    description: xmlChars(company.tagline),
    site: new URL("/blogs", site).href,
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom", dc: "http://purl.org/dc/elements/1.1/" },
    customData: channelData.join(""),
    items: posts.map((post) => ({
      title: xmlChars(post.title),
      link: new URL(`/blog/${post.slug}`, site).href,
      description: xmlChars(blogExcerpt(post.excerpt, post.content)),
      pubDate: post.created_at,
      ...(post.author ? { customData: `<dc:creator>${xmlText(post.author)}</dc:creator>` } : {}),
      ...(post.category ? { categories: [xmlChars(post.category)] } : {}),
    })),
  });
}
