// /rss.xml: the blog's RSS feed, prebuilt with every published post, newest first.
import type { APIRoute } from "astro";
import { blogExcerpt } from "../lib/blogs/blog-text.ts";
import { company } from "../lib/company.ts";
import { rssXml } from "../lib/blogs/rss.ts";
import { buildPublishedBlogs } from "../server/blogs/build-blogs.ts";

export const GET: APIRoute = async ({ site }) => {
  const blogs = await buildPublishedBlogs();
  const xml = rssXml({
    title: `${company.name} Blog`,
    link: new URL("/blogs", site).href,
    feedUrl: new URL("/rss.xml", site).href,
    description: company.tagline,
    items: blogs.map((blog) => ({
      title: blog.title,
      link: new URL(`/blog/${blog.slug}`, site).href,
      description: blogExcerpt(blog.excerpt, blog.content),
      published: blog.created_at,
      author: blog.author,
      category: blog.category,
    })),
  });
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
};
