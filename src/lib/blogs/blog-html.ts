// Blog content as safe HTML (document 2 §2.8: "newlines become line breaks, rendered as HTML").
// Every tag is rebuilt from an allow-list and every text is escaped, so no markup of the input
// reaches the page as written: scripts, event handlers, styles and javascript: links cannot run.
import { decodeEntities, escapeHtml, tokenizeHtml, type HtmlToken } from "./html-tokens.ts";

const INLINE = new Set(["strong", "em", "b", "i", "u", "a", "code"]);
const BLOCK = new Set(["p", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "pre"]);
// Opening a block closes these first, as the browser does with an open <p>.
const CLOSED_BY_BLOCK = new Set([...INLINE, "p", "h2", "h3", "h4"]);
// Dropped together with everything inside them.
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "select",
  "plaintext",
  "head",
]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/** The link target kept for `href`, or null when it is not http, https, mailto or relative. */
export function safeHref(href: string): string | null {
  const decoded = decodeEntities(href).trim();
  // The browser ignores tabs, newlines and controls inside a URL, so the scheme is read without them.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return null;
  return decoded;
}

interface Writer {
  out: string[];
  stack: string[];
}

const close = (w: Writer, count: number) => {
  for (let n = 0; n < count; n += 1) w.out.push(`</${w.stack.pop()!}>`);
};
const closeWhile = (w: Writer, test: (name: string) => boolean) => {
  while (w.stack.length > 0 && test(w.stack.at(-1)!)) close(w, 1);
};
// Text and inline tags outside any block go into a paragraph of their own.
const ensureFlow = (w: Writer) => {
  if (w.stack.length === 0) {
    w.out.push("<p>");
    w.stack.push("p");
  }
};
const atTopParagraph = (w: Writer) =>
  w.stack.length > 0 && w.stack.every((name, i) => (i === 0 ? name === "p" : INLINE.has(name)));

function openTag(w: Writer, token: Extract<HtmlToken, { kind: "start" }>): void {
  const { name } = token;
  if (name === "br") {
    ensureFlow(w);
    w.out.push("<br>");
  } else if (INLINE.has(name)) {
    if (name === "a") {
      const href = safeHref(token.attributes.get("href") ?? "");
      if (!href) return;
      // Links never nest: an open one ends here, as in the browser.
      if (w.stack.includes("a")) endTag(w, "a");
      ensureFlow(w);
      w.out.push(`<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">`);
    } else {
      ensureFlow(w);
      w.out.push(`<${name}>`);
    }
    w.stack.push(name);
  } else if (BLOCK.has(name)) {
    closeWhile(w, (open) => CLOSED_BY_BLOCK.has(open) || (name === "li" && open === "li"));
    w.out.push(`<${name}>`);
    w.stack.push(name);
  }
}

function endTag(w: Writer, name: string): void {
  const at = w.stack.lastIndexOf(name);
  if (at >= 0) close(w, w.stack.length - at);
}

function writeText(w: Writer, text: string): void {
  const innermost = w.stack.at(-1);
  if (w.stack.includes("pre")) return void w.out.push(escapeHtml(text, true));
  if (innermost === "ul" || innermost === "ol")
    return void w.out.push(/\S/.test(text) ? escapeHtml(text, true) : "\n");
  const lines = (part: string) => escapeHtml(part, true).replace(/[ \t]*\r?\n[ \t]*/g, "<br>");
  if (w.stack.length > 0 && !atTopParagraph(w)) {
    w.out.push(/\S/.test(text) ? lines(text) : " ");
    return;
  }
  // Top-level flow: blank lines end a paragraph, single newlines are line breaks.
  const paragraphs = text.split(/[ \t]*\r?\n(?:[ \t]*\r?\n)+/);
  paragraphs.forEach((part, index) => {
    if (index > 0) {
      if (w.stack.length === 1) close(w, 1);
      // Inside a paragraph with inline markup open; with nothing open there is nothing to end.
      else if (w.stack.length > 1) w.out.push("<br><br>");
    }
    if (w.stack.length === 0 && !/\S/.test(part)) return;
    ensureFlow(w);
    w.out.push(lines(w.out.at(-1) === "<p>" ? part.trimStart() : part));
  });
}

/** Blog content as safe HTML: allow-listed tags only, paragraphs from blank lines, <br> from newlines. */
export function sanitizeBlogHtml(content: string): string {
  const w: Writer = { out: [], stack: [] };
  let dropping: { name: string; depth: number } | null = null;
  for (const token of tokenizeHtml(content)) {
    if (dropping) {
      if (token.kind !== "text" && token.name === dropping.name)
        dropping.depth += token.kind === "start" ? 1 : -1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === "text") writeText(w, token.text);
    else if (token.kind === "end") endTag(w, token.name);
    else if (DROPPED_WITH_CONTENT.has(token.name)) dropping = { name: token.name, depth: 1 };
    else openTag(w, token);
  }
  close(w, w.stack.length);
  return w.out.join("").replace(/<p>(\s|<br>)*<\/p>/g, "");
}
