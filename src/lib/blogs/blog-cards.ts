// The blog list's cards (document 2 §2.7): what a card shows, built from a post of the build or of
// the API, and the list's search and category filter. Shared by the prebuilt page and its island.
import { blogExcerpt, readingMinutes, parseTags } from "./blog-text.ts";

/** The value of the category dropdown's first option, 'All Categories'. */
export const ALL_BLOG_CATEGORIES = "all";
/** The page size of the public /blogs list (document 2 §7: page 1, limit 50). */
export const BLOG_LIST_LIMIT = 50;
/** The author shown when a post names none (document 2 §2.8). */
export const DEFAULT_AUTHOR = "Admin";

/** What a list card shows; `tags` holds all of a post's tags (the card shows the first 3). */
export interface BlogCard {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  author: string;
  category: string | null;
  tags: string[];
  featured: boolean;
  /** ISO 8601. */
  date: string;
  readingMinutes: number;
}

/** The post fields a card is made from (a database row or an API answer). */
export interface BlogCardSource {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  author: string | null;
  category: string | null;
  tags: unknown;
  featured: boolean;
  created_at: string | Date;
}

/** The card of a post. */
export function blogCardOf(blog: BlogCardSource): BlogCard {
  return {
    slug: blog.slug,
    title: blog.title,
    excerpt: blogExcerpt(blog.excerpt, blog.content),
    image: blog.featured_image?.trim() || null,
    author: blog.author?.trim() || DEFAULT_AUTHOR,
    category: blog.category?.trim() || null,
    tags: parseTags(blog.tags),
    featured: blog.featured,
    date: new Date(blog.created_at).toISOString(),
    readingMinutes: readingMinutes(blog.content),
  };
}

/** The categories of the cards, once each, in alphabetical order. */
export function blogCategoriesOf(cards: readonly BlogCard[]): string[] {
  const names = new Set(cards.flatMap((card) => (card.category ? [card.category] : [])));
  return [...names].sort((a, b) => a.localeCompare(b, "en"));
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The cards in `category` (or all) whose title, excerpt, category, author or tags hold every
 * word of `search`, in the given order.
 */
export function filterBlogCards(
  cards: readonly BlogCard[],
  search: string,
  category: string,
): BlogCard[] {
  const wanted = words(search);
  return cards.filter((card) => {
    if (category !== ALL_BLOG_CATEGORIES && card.category !== category) return false;
    const text = [card.title, card.excerpt, card.category ?? "", card.author, ...card.tags]
      .join(" ")
      .toLowerCase();
    return wanted.every((word) => text.includes(word));
  });
}
