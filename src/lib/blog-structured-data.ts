// schema.org BlogPosting of a blog post's page (document 2 §2.13: "blog posts").
import { company } from "./company.ts";

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
