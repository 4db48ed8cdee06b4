import { describe, expect, it } from "vitest";
import { withPlaceHead, withPlaceInChats } from "../../src/server/catalogue/place-head.ts";

// The head as BaseLayout.astro writes it (attributes in this order, no self-closing slash).
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Zebra ZD421 | Shree Barcode Systems</title>
<meta name="description" content="A desktop printer.">
<meta name="keywords" content="Zebra ZD421, Zebra">
<link rel="canonical" href="https://example.in/zebra-zd421">
<meta property="og:title" content="Zebra ZD421 | Shree Barcode Systems">
<meta property="og:description" content="A desktop printer.">
<meta property="og:url" content="https://example.in/zebra-zd421">
<meta name="twitter:title" content="Zebra ZD421 | Shree Barcode Systems">
<meta name="twitter:description" content="A desktop printer.">
</head><body><h1>Zebra ZD421</h1><p>A desktop printer.</p><title>not the head</title></body></html>`;

const HEAD = {
  title: "Zebra ZD421 in Pune, India | Shree Barcode Systems",
  description: "Zebra ZD421 in Pune, India – A desktop printer.",
  keywords: "Zebra ZD421, Zebra, Zebra ZD421 in Pune, India",
  canonical: "https://example.in/zebra-zd421/in-pune-india",
  placename: "Pune",
};

describe("withPlaceHead", () => {
  it("puts the city's texts and address into every head tag that carries them", () => {
    const html = withPlaceHead(PAGE, HEAD)!;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<title>${HEAD.title}</title>`);
    expect(head).toContain(`<meta name="description" content="${HEAD.description}">`);
    expect(head).toContain(`<meta name="keywords" content="${HEAD.keywords}">`);
    expect(head).toContain(`<link rel="canonical" href="${HEAD.canonical}">`);
    expect(head).toContain(`<meta property="og:title" content="${HEAD.title}">`);
    expect(head).toContain(`<meta property="og:description" content="${HEAD.description}">`);
    expect(head).toContain(`<meta property="og:url" content="${HEAD.canonical}">`);
    expect(head).toContain(`<meta name="twitter:title" content="${HEAD.title}">`);
    expect(head).toContain(`<meta name="twitter:description" content="${HEAD.description}">`);
    expect(head).not.toContain('https://example.in/zebra-zd421"');
  });

  it("names the place in a geo.placename tag, escaped, for the page's WhatsApp button", () => {
    const html = withPlaceHead(PAGE, { ...HEAD, placename: `Pune "East"` })!;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<meta name="geo.placename" content="Pune &quot;East&quot;">');
  });

  it("leaves the body alone", () => {
    const html = withPlaceHead(PAGE, HEAD)!;
    expect(html.slice(html.indexOf("</head>"))).toBe(PAGE.slice(PAGE.indexOf("</head>")));
  });

  it("escapes the texts it writes", () => {
    const html = withPlaceHead(PAGE, {
      ...HEAD,
      title: `A <b>"bold" & brash</b> title`,
      description: `Say "hi" <script>alert(1)</script>`,
    })!;
    expect(html).toContain('<title>A &lt;b&gt;"bold" &amp; brash&lt;/b&gt; title</title>');
    expect(html).toContain(
      `<meta name="description" content="Say &quot;hi&quot; &lt;script&gt;alert(1)&lt;/script&gt;">`,
    );
    expect(html).not.toContain("<script>");
  });

  it("takes `$` in a text literally", () => {
    const html = withPlaceHead(PAGE, { ...HEAD, title: "Price $& $1 $$" })!;
    expect(html).toContain("<title>Price $&amp; $1 $$</title>");
  });

  it.each([
    ["the title", /<title>[^<]*<\/title>/],
    ["the canonical link", /<link rel="canonical"[^>]*>/],
    ["the keywords", /<meta name="keywords"[^>]*>/],
    ["the whole head", /<\/head>/],
  ])("gives null for a page without %s", (_what, tag) => {
    expect(withPlaceHead(PAGE.replace(tag, ""), HEAD)).toBeNull();
  });
});

describe("withPlaceInChats", () => {
  const chat = (url: string) =>
    `https://wa.me/919811045678?text=${encodeURIComponent(`About Zebra ZD421.\nProduct page: ${url}`)}`;
  const page = (url: string) =>
    `<head><link rel="canonical" href="https://example.in/zebra-zd421"></head><body><a href="${chat(url)}">Chat</a></body>`;

  it("makes the WhatsApp messages name the city page, and leaves the head's address alone", () => {
    const html = withPlaceInChats(
      page("https://example.in/zebra-zd421"),
      "https://example.in/zebra-zd421",
      "https://example.in/zebra-zd421/in-pune-india",
    );
    expect(html).toContain(chat("https://example.in/zebra-zd421/in-pune-india"));
    expect(html).toContain('<link rel="canonical" href="https://example.in/zebra-zd421">');
  });
});
