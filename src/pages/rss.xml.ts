// /rss.xml: the blog's RSS feed, prebuilt with every published post, newest first.
import type { APIRoute } from "astro";
import { blogFeed } from "../lib/blogs/blog-feed.ts";
import { buildPublishedBlogs } from "../server/blogs/build-blogs.ts";

export const GET: APIRoute = async ({ site }) => {
  const xml = await blogFeed(await buildPublishedBlogs(), site!);
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
};
