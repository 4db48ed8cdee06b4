// Short text cuts for cards and previews.

// A cut moves back to the last word break only when that loses at most this share of the limit;
// a long unbroken word is cut where the limit falls.
const WORD_BREAK_SLACK = 0.3;

/**
 * The text cut to at most `max` characters plus an ellipsis, so cards keep one height; text that
 * fits is returned unchanged. The cut falls between words when one is near, and trailing spaces
 * and punctuation before the ellipsis are dropped.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  if (clean[max] !== " " && lastSpace >= max * (1 - WORD_BREAK_SLACK))
    cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}
