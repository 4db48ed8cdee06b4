// A small HTML tokenizer for the blog sanitiser: text, start tags (with attributes), end tags and
// comments, following the browser's rules closely enough that nothing is ever passed through raw.

/** One piece of the input. Attribute names are lowercase; values are as written (not decoded). */
export type HtmlToken =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attributes: Map<string, string> }
  | { kind: "end"; name: string };

const SPACE = /[\t\n\f\r ]/;
const LETTER = /[a-zA-Z]/;

/** Splits `html` into tokens; comments, doctypes and tags cut off by the end are dropped. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = "";
  let i = 0;
  const flush = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };
  while (i < html.length) {
    const char = html[i]!;
    const next = html[i + 1] ?? "";
    if (char !== "<" || !(LETTER.test(next) || next === "/" || next === "!" || next === "?")) {
      text += char;
      i += 1;
      continue;
    }
    flush();
    if (html.startsWith("<!--", i)) {
      i = commentEnd(html, i + 4);
    } else if (next === "!" || next === "?" || (next === "/" && !LETTER.test(html[i + 2] ?? ""))) {
      // Doctypes, CDATA, processing instructions and "</ " are bogus comments up to the next ">".
      const end = html.indexOf(">", i);
      i = end < 0 ? html.length : end + 1;
    } else {
      const tag = readTag(html, next === "/" ? i + 2 : i + 1);
      if (tag.end < 0) break;
      tokens.push(
        next === "/"
          ? { kind: "end", name: tag.name }
          : { kind: "start", name: tag.name, attributes: tag.attributes },
      );
      i = tag.end;
    }
  }
  flush();
  return tokens;
}

// The index after a comment opened before `from`; "<!-->" and "<!--->" close at once.
function commentEnd(html: string, from: number): number {
  if (html.startsWith(">", from)) return from + 1;
  if (html.startsWith("->", from)) return from + 2;
  const candidates = [html.indexOf("-->", from), html.indexOf("--!>", from)].filter(
    (at) => at >= 0,
  );
  if (candidates.length === 0) return html.length;
  const at = Math.min(...candidates);
  return at + (html.startsWith("-->", at) ? 3 : 4);
}

interface RawTag {
  name: string;
  attributes: Map<string, string>;
  /** The index after the closing ">", or -1 when the input ended inside the tag. */
  end: number;
}

// Reads a tag name and its attributes from `from` (just after "<" or "</").
function readTag(html: string, from: number): RawTag {
  let i = from;
  let name = "";
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== "/" && html[i] !== ">")
    name += html[i++];
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === "/")) i += 1;
    if (i >= html.length) return { name: name.toLowerCase(), attributes, end: -1 };
    if (html[i] === ">") return { name: name.toLowerCase(), attributes, end: i + 1 };
    let key = html[i++]!;
    while (i < html.length && !SPACE.test(html[i]!) && !"/>=".includes(html[i]!)) key += html[i++];
    while (i < html.length && SPACE.test(html[i]!)) i += 1;
    let value = "";
    if (html[i] === "=") {
      i += 1;
      while (i < html.length && SPACE.test(html[i]!)) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return { name: name.toLowerCase(), attributes, end: -1 };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== ">") value += html[i++];
      }
    }
    // The first of repeated attributes wins, as in the browser.
    if (!attributes.has(key.toLowerCase())) attributes.set(key.toLowerCase(), value);
  }
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  tab: "\t",
  newline: "\n",
  colon: ":",
  sol: "/",
  period: ".",
  lpar: "(",
  rpar: ")",
  excl: "!",
  num: "#",
  percnt: "%",
};

/** Decodes character references in an attribute value; unknown names stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Escapes text or an attribute value for HTML; character references already valid are kept. */
export function escapeHtml(text: string, keepReferences = false): string {
  const amp = keepReferences ? /&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi : /&/g;
  return text
    .replace(amp, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\0/g, "\ufffd");
}
