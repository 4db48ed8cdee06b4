// Blog wording shared by the pages, the island and the feed (document 2 §2.7, §2.8, §9).
// Browser code imports this file: it must stay free of the sanitiser (blog-html.ts) and its parser.
import { plainText } from "../html-text.ts";
import { truncateText } from "../text.ts";

/** Cards show at most this many tags (document 2 §9). */
export const CARD_TAG_LIMIT = 3;
/** Card excerpts made from the content are cut to this many characters. */
export const EXCERPT_LENGTH = 160;

/**
 * A post's reading time, the same on /blogs and on the post's page: words / 200 rounded up, at
 * least 1 (document 2 §9's list formula). The spec's detail formula (characters / 500, markup
 * counted) gave another number for the same post, which readers took for an error.
 */
export function readingMinutes(content: string): number {
  const words = plainText(content).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** "N min read". */
export const readingTimeText = (minutes: number) => `${minutes} min read`;

/** Tags from an array or a JSON string of one (document 2 §3); a plain string is comma-separated. */
export function parseTags(tags: unknown): string[] {
  let list: unknown = tags;
  if (typeof tags === "string") {
    try {
      list = JSON.parse(tags);
    } catch {
      list = tags.split(",");
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((tag): tag is string => typeof tag === "string")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The excerpt, else the start of the content as plain text. */
export function blogExcerpt(excerpt: string | null, content: string): string {
  return excerpt?.trim() || truncateText(plainText(content), EXCERPT_LENGTH);
}

// Made once: a formatter costs ~50 µs to make, and the build formats three related posts' dates
// on each of thousands of product pages.
const BLOG_DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A blog date as readers in India write it, e.g. "20 Jan 2025". */
export function blogDate(iso: string): string {
  return BLOG_DATE.format(new Date(iso));
}
