// Text in and out of HTML without a parser: escaping values for markup the site writes itself,
// and the words of stored markup for counts and excerpts. Small and dependency-free, so the
// browser's scripts can use it; sanitising untrusted markup is src/lib/blogs/blog-html.ts's job.

/** Escapes text for use in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\0/g, "\ufffd");
}

// Comments, then tags as the browser reads them: "<" and a letter, "/", "!" or "?", up to the
// first ">" outside quotes; a tag or comment cut off by the end runs to the end. A "<" before
// anything else is text, as in "a < b".
const MARKUP =
  /<!--[\s\S]*?(?:--!?>|$)|<[a-zA-Z/!?](?:"[^"]*(?:"|$)|'[^']*(?:'|$)|[^'">])*(?:>|$)/g;

/**
 * The text of markup, tags and comments dropped, whitespace collapsed, references left as
 * written. For word counts and excerpts shown as text, never as HTML.
 */
export function plainText(html: string): string {
  return html.replace(MARKUP, " ").replace(/\s+/g, " ").trim();
}
