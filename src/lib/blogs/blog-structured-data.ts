// schema.org BlogPosting of a blog post's page (document 2 §2.13: "blog posts").
import { DEFAULT_AUTHOR } from "./blog-cards.ts";
import { blogExcerpt, parseTags } from "./blog-text.ts";
import { company } from "../company.ts";
import { truncateText } from "../text.ts";

/** The post fields the structured data uses. */
export interface PostForJsonLd {
  title: string;
  description: string;
  image: string | null;
  author: string;
  category: string | null;
  tags: readonly string[];
  created_at: Date;
  updated_at: Date;
}

/** A BlogPosting whose URLs are absolute; `url` is the post page's own address. */
export function blogPostingJsonLd(post: PostForJsonLd, url: URL): object {
  const site = new URL("/", url);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: new URL(post.image ?? "/images/placeholder.svg", url).href,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": new URL("/#organization", site).href,
      name: company.name,
      logo: { "@type": "ImageObject", url: new URL("/images/logo.svg", site).href },
    },
    datePublished: post.created_at.toISOString(),
    dateModified: post.updated_at.toISOString(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url.href },
    url: url.href,
    inLanguage: "en-IN",
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** The blog row fields a post's page reads for its head and structured data. */
export interface BlogForPage {
  title: string;
  excerpt: string | null;
  description: string | null;
  content: string;
  featured_image: string | null;
  author: string;
  category: string | null;
  tags: unknown;
  created_at: Date;
  updated_at: Date;
}

/** The longest description a post's page gives. */
export const POST_DESCRIPTION_LENGTH = 300;

/**
 * What a post's page says of it: the description (else the excerpt or the start of the content)
 * cut to 300 characters, the author ("Admin" when blank), the tags and the image.
 */
export function postForJsonLd(blog: BlogForPage): PostForJsonLd {
  return {
    title: blog.title,
    description: truncateText(
      blog.description?.trim() || blogExcerpt(blog.excerpt, blog.content),
      POST_DESCRIPTION_LENGTH,
    ),
    image: blog.featured_image?.trim() || null,
    author: blog.author.trim() || DEFAULT_AUTHOR,
    category: blog.category,
    tags: parseTags(blog.tags),
    created_at: blog.created_at,
    updated_at: blog.updated_at,
  };
}
