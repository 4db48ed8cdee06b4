// "Related articles" of a blog post (document 2 §2.8, §9): up to 3 posts of the same category.

/** How many related posts a post shows (document 2 §9). */
export const RELATED_LIMIT = 3;
/** How many of the newest posts the related ones are picked from (document 2 §9: 10 fetched). */
export const RELATED_POOL = 10;

interface Post {
  slug: string;
  category: string | null;
}

/**
 * Up to 3 other posts of the post's category among the 10 newest of that category, in the given
 * order (newest first); none for a post without a category.
 */
export function relatedBlogs<T extends Post>(post: Post, newestFirst: readonly T[]): T[] {
  const category = post.category?.trim().toLowerCase();
  if (!category) return [];
  return newestFirst
    .filter((other) => other.category?.trim().toLowerCase() === category)
    .slice(0, RELATED_POOL)
    .filter((other) => other.slug !== post.slug)
    .slice(0, RELATED_LIMIT);
}
