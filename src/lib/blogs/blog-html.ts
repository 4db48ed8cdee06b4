// Blog content as safe HTML (document 2 §2.8: "newlines become line breaks, rendered as HTML").
// sanitize-html keeps only the allow-listed tags and safe links; a small writer then turns the
// blank lines and newlines of its output into paragraphs and line breaks. Build and server code
// only: the parser behind sanitize-html must never reach a browser bundle.
import sanitizeHtml from "sanitize-html";

const INLINE = new Set(["strong", "em", "b", "i", "u", "a", "code"]);
const BLOCK = new Set(["p", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "pre"]);
// Opening a block closes these first, as the browser does with an open <p>.
const CLOSED_BY_BLOCK = new Set([...INLINE, "p", "h2", "h3", "h4"]);
const LINK_REL = "noopener noreferrer nofollow";

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE, ...BLOCK, "br"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  disallowedTagsMode: "discard",
  // Dropped together with everything inside them (other tags lose only the tag).
  nonTextTags: [
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
  ],
  // Every link gets the same rel, whatever the author wrote; href is checked after this.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? "", rel: LINK_REL } }),
  },
  // A link whose href was refused (not http, https, mailto or relative) keeps its words only.
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
};

interface Writer {
  out: string[];
  stack: string[];
}

// HTML's whitespace: a no-break space is text, as the author meant it.
const BLANK = /^[ \t\n\f\r]*$/;
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

// `tag` is an opening tag exactly as sanitize-html wrote it.
function openTag(w: Writer, name: string, tag: string): void {
  if (name === "br") {
    ensureFlow(w);
    w.out.push("<br>");
  } else if (INLINE.has(name)) {
    // Links never nest: an open one ends here, as in the browser.
    if (name === "a" && w.stack.includes("a")) endTag(w, "a");
    ensureFlow(w);
    w.out.push(tag);
    w.stack.push(name);
  } else {
    closeWhile(w, (open) => CLOSED_BY_BLOCK.has(open) || (name === "li" && open === "li"));
    w.out.push(tag);
    w.stack.push(name);
  }
}

function endTag(w: Writer, name: string): void {
  const at = w.stack.lastIndexOf(name);
  if (at >= 0) close(w, w.stack.length - at);
}

// `text` is already escaped by sanitize-html.
function writeText(w: Writer, text: string): void {
  const innermost = w.stack.at(-1);
  if (w.stack.includes("pre")) return void w.out.push(text);
  if (innermost === "ul" || innermost === "ol")
    return void w.out.push(BLANK.test(text) ? "\n" : text);
  const lines = (part: string) => part.replace(/[ \t]*\r?\n[ \t]*/g, "<br>");
  if (w.stack.length > 0 && !atTopParagraph(w)) {
    w.out.push(BLANK.test(text) ? " " : lines(text));
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
    if (w.stack.length === 0 && BLANK.test(part)) return;
    ensureFlow(w);
    w.out.push(lines(w.out.at(-1) === "<p>" ? part.replace(/^[ \t\n\f\r]+/, "") : part));
  });
}

// sanitize-html's output holds only allow-listed tags, with "<" and ">" escaped in text and in
// attribute values, so each "<" starts one of its tags and the first ">" after it ends it.
const PIECE = /<(\/?)([a-z0-9]+)[^>]*>|[^<]+/g;

/** Blog content as safe HTML: allow-listed tags only, paragraphs from blank lines, <br> from newlines. */
export function sanitizeBlogHtml(content: string): string {
  const w: Writer = { out: [], stack: [] };
  for (const [piece, slash, name] of sanitizeHtml(content, SANITIZE).matchAll(PIECE)) {
    if (name === undefined) writeText(w, piece);
    else if (slash) endTag(w, name);
    else openTag(w, name, piece);
  }
  close(w, w.stack.length);
  return w.out.join("").replace(/<p>([ \t\n\f\r]|<br>)*<\/p>/g, "");
}
