import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "../../src/lib/blogs/blog-html.ts";
import { readingMinutes, parseTags } from "../../src/lib/blogs/blog-text.ts";

// OWASP XSS filter-evasion classics: none may leave executable markup behind.
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=http://x/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  "<a href=javascript&colon;alert(1)>x</a>",
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  "<iframe src=javascript:alert(1)></iframe>",
  "<style>body{background:url(javascript:alert(1))}</style>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<img src=x onerror=alert(1)",
  "<a href=x onmouseover=alert(1)>x</a>",
  "<scr<script>ipt>alert(1)</script>",
  "<!--<script>alert(1)</script>-->",
  "<!--[if IE]><script>alert(1)</script><![endif]-->",
  '<p style="x" onclick="alert(1)">hi</p>',
  "<body onload=alert(1)>",
  "<a/href=javascript:alert(1)>x</a>",
  '<div onmouseover="alert(1)">x</div>',
  "<object data=javascript:alert(1)></object>",
  "<embed src=javascript:alert(1)>",
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<<script>script>alert(1)<</script>/script>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

describe("sanitizeBlogHtml", () => {
  it.each(payloads)("leaves nothing executable of %s", (payload) => {
    const html = sanitizeBlogHtml(`Intro\n\n${payload}\n\nOutro`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(
      /<(img|svg|iframe|style|math|object|embed|input|details|body|form|button)\b/i,
    );
    expect(html).toContain("Intro");
  });

  it.each([
    ["Hello\n\nWorld", "<p>Hello</p><p>World</p>"],
    ["one\ntwo", "<p>one<br>two</p>"],
    ["<strong>Head</strong>\n\nText", "<p><strong>Head</strong></p><p>Text</p>"],
    ["<ul><li>a</li><li>b</li></ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["<H2>Title</H2>", "<h2>Title</h2>"],
    [
      '<a href="https://x.in/a?b=1&c=2" target=_blank>x</a>',
      '<p><a href="https://x.in/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a></p>',
    ],
    ["<a href='/blogs'>b</a>", '<p><a href="/blogs" rel="noopener noreferrer nofollow">b</a></p>'],
    ["<em>unclosed", "<p><em>unclosed</em></p>"],
    ["a < b & c", "<p>a &lt; b &amp; c</p>"],
    ["Tom &amp; Jerry", "<p>Tom &amp; Jerry</p>"],
    ["<span>kept</span> text", "<p>kept text</p>"],
    ["<ul><li>a</li></ul>\n\nText", "<ul><li>a</li></ul><p>Text</p>"],
    ["One\n\n<script>x</script>\n\nTwo", "<p>One</p><p>Two</p>"],
    ["<em>open\n\nstill open</em>", "<p><em>open<br><br>still open</em></p>"],
  ])("renders %j as %j", (input, output) => {
    expect(sanitizeBlogHtml(input)).toBe(output);
  });
});

describe("sanitizeBlogHtml's allow-list", () => {
  const REL = 'rel="noopener noreferrer nofollow"';
  it.each([
    ["https://example.com", true],
    ["mailto:a@b.in", true],
    ["/blog/x", true],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["java\nscript:alert(1)", false],
    ["vbscript:msgbox(1)", false],
    ["", false],
  ])("keeps a link to %j: %s", (href, kept) => {
    expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toBe(
      kept ? `<p><a href="${href}" ${REL}>x</a></p>` : "<p>x</p>",
    );
  });

  it.each([
    [
      "a link's own rel, target and handler",
      '<a rel="opener" target="_blank" onclick="x()" href="/a">x</a>',
      `<p><a href="/a" ${REL}>x</a></p>`,
    ],
    ["a link without href", "<a>x</a>", "<p>x</p>"],
    [
      "event handlers, style, class and id",
      '<p onclick="alert(1)" style="color:red" class="x" id="y">hi</p>',
      "<p>hi</p>",
    ],
    ["a script with its content", "A<script>alert(1)</script>B", "<p>AB</p>"],
    ["a style with its content", "A<style>p{}</style>B", "<p>AB</p>"],
    ["an iframe with its content", "A<iframe src=x>inner <b>b</b></iframe>B", "<p>AB</p>"],
    [
      "an svg with its content, links too",
      "A<svg><a href=https://x.in>in svg</a></svg>B",
      "<p>AB</p>",
    ],
    ["a template with its content", "A<template><b>t</b></template>B", "<p>AB</p>"],
    ["a tag cut off by the end", "Intro<img src=x onerror=alert(1)", "<p>Intro</p>"],
  ])("drops %s", (_label, input, output) => {
    expect(sanitizeBlogHtml(input)).toBe(output);
  });

  it.each([
    ["<strong>open <em>both", "<p><strong>open <em>both</em></strong></p>"],
    ["<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["<strong>bold<h2>x</h2>after</strong>", "<p><strong>bold</strong></p><h2>x</h2><p>after</p>"],
    [
      "<a href=/a>one<a href=/b>two</a>",
      `<p><a href="/a" ${REL}>one</a><a href="/b" ${REL}>two</a></p>`,
    ],
    ["<pre>a\n\n  b < c</pre>", "<pre>a\n\n  b &lt; c</pre>"],
    ["x<br>y<br/>z", "<p>x<br>y<br>z</p>"],
  ])("closes and nests %j as the browser does: %j", (input, output) => {
    expect(sanitizeBlogHtml(input)).toBe(output);
  });
});

describe("reading time", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
  it.each([
    [words(1), 1],
    [words(200), 1],
    [words(201), 2],
    [`<p>${words(400)}</p>`, 2],
    ["", 1],
    // Markup is not reading: 400 words in long tags are still 2 minutes.
    [`<p class="${"x".repeat(2000)}">${words(400)}</p>`, 2],
  ])("words / 200: %#", (content, minutes) => expect(readingMinutes(content)).toBe(minutes));
});

describe("parseTags", () => {
  it.each([
    [
      ["a", " b ", ""],
      ["a", "b"],
    ],
    ['["x","y"]', ["x", "y"]],
    ["x, y", ["x", "y"]],
    [null, []],
  ])("%j → %j", (input, output) => expect(parseTags(input)).toEqual(output));
});
