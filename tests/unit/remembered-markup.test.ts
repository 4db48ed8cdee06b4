// Markup rendered once per build and reused on every page (src/astro-engine/remembered-markup.ts).
import { describe, expect, it } from "vitest";
import { rememberedMarkup, unreusableReason } from "../../src/astro-engine/remembered-markup.ts";

describe("rememberedMarkup", () => {
  it("renders a name once and gives every later page the same HTML", async () => {
    let renders = 0;
    const render = async () => `<nav>menu ${++renders}</nav>`;
    const pages = await Promise.all(
      [1, 2, 3].map(() => rememberedMarkup("test-menu", render, true)),
    );
    expect(pages).toEqual(["<nav>menu 1</nav>", "<nav>menu 1</nav>", "<nav>menu 1</nav>"]);
    expect(await rememberedMarkup("test-other", async () => "<p>other</p>", true)).toBe(
      "<p>other</p>",
    );
  });

  it("renders every time when not reusing (the development server)", async () => {
    let renders = 0;
    const render = async () => `<p>${++renders}</p>`;
    expect(await rememberedMarkup("test-dev", render, false)).toBe("<p>1</p>");
    expect(await rememberedMarkup("test-dev", render, false)).toBe("<p>2</p>");
  });

  it("refuses markup holding an island or a script, naming it", async () => {
    const island = rememberedMarkup("test-island", async () => '<astro-island uid="a">', true);
    await expect(island).rejects.toThrow(
      '<Remembered name="test-island"> cannot reuse its markup: it holds an island',
    );
  });

  it.each<[string, string | undefined]>([
    ["<ul><li>plain</li></ul>", undefined],
    [
      '<astro-island uid="x" prefix="r4"></astro-island>',
      "it holds an island, which each page numbers",
    ],
    ['<script type="module">go()</script>', "it holds a script, which each page writes once"],
    ["<SCRIPT>go()</SCRIPT>", "it holds a script, which each page writes once"],
    ['<p data-script="x">describes scripts</p>', undefined],
  ])("%s: %s", (html, reason) => {
    expect(unreusableReason(html)).toBe(reason);
  });
});
