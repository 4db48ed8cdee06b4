// Markup that is the same on every page (the header's mega-menu, the footer) is rendered on the
// first page of a build and its HTML reused on the others: at 20,000 products those two alone were
// rendered 28,000 times. Only plain markup can be reused this way: an island is numbered per page
// and a script is written once per page, so HTML holding either is refused. Stock Astro
// (BUILD_ENGINE=astro) renders it on every page.
import { stockEngine } from "./engine-switch.ts";

const remembered = new Map<string, Promise<string>>();

/** Why markup cannot be reused, or undefined when it can. */
export function unreusableReason(html: string): string | undefined {
  if (html.includes("<astro-island")) return "it holds an island, which each page numbers";
  if (/<script[\s>]/i.test(html)) return "it holds a script, which each page writes once";
  return undefined;
}

/**
 * The HTML named `name`: made by `render` the first time in this process, the same HTML after that.
 * The development server renders it every time, so edits show at once, and so does stock Astro.
 */
export function rememberedMarkup(
  name: string,
  render: () => Promise<string>,
  reuse = !import.meta.env.DEV && !stockEngine(process.env.BUILD_ENGINE),
): Promise<string> {
  if (!reuse) return render();
  let html = remembered.get(name);
  if (!html) {
    html = render().then((markup) => {
      const reason = unreusableReason(markup);
      if (reason)
        throw new Error(`<Remembered name="${name}"> cannot reuse its markup: ${reason}.`);
      return markup;
    });
    remembered.set(name, html);
  }
  return html;
}
