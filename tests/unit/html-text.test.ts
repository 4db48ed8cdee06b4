import { describe, expect, it } from "vitest";
import { escapeHtml, plainText } from "../../src/lib/html-text.ts";

describe("escapeHtml", () => {
  it.each([
    ["<script>", "&lt;script&gt;"],
    [`"quoted" & 'single'`, "&quot;quoted&quot; &amp; &#39;single&#39;"],
    ["&amp; stays text", "&amp;amp; stays text"],
    ["nul\0", "nul\ufffd"],
  ])("%j → %j", (input, output) => expect(escapeHtml(input)).toBe(output));
});

describe("plainText", () => {
  it.each([
    ["<p>One</p><p>Two</p>", "One Two"],
    ["a < b and c > d", "a < b and c > d"],
    ['<a title="x > y" href="/a">link</a> text', "link text"],
    ["before<!-- <p>hidden</p> -->after", "before after"],
    ["Tom &amp; Jerry", "Tom &amp; Jerry"],
    ["  spaced\n\nout  ", "spaced out"],
    ["kept <img src=x", "kept"],
    ["kept <!-- never closed", "kept"],
  ])("%j → %j", (input, output) => expect(plainText(input)).toBe(output));
});
