// A prerendering thread's inline-script hashes (src/astro-engine/page-script-hashes.ts): the same
// as csp.ts's inlineScriptHashes for any page, the first time and once its elements are known.
import { describe, expect, it } from "vitest";
import { PageScriptHashes } from "../../src/astro-engine/page-script-hashes.ts";
import { inlineScriptHashes } from "../../src/astro-engine/csp.ts";

const frame = [
  "<script>document.documentElement.dataset.js = '';</script>",
  '<script type="module" src="/_astro/header.js"></script>',
  "<script type='module'>import('/_astro/island.js')</script>",
  "<SCRIPT>window.a = 'हिन्दी → ₹'</SCRIPT >",
].join("");
const page = (n: number) =>
  Buffer.from(
    `<!DOCTYPE html><html><head>${frame}</head><body><h1>Product ${n} · पुणे</h1>` +
      `<script type="application/ld+json">{"name":"Product ${n}"}</script>` +
      `<script>var product = ${n};</script><p>x</p><script type="text/plain">not code</script>` +
      `</body></html>`,
  );

describe("PageScriptHashes", () => {
  it("gives inlineScriptHashes's hashes, in order, for pages met again and for new ones", () => {
    const hashes = new PageScriptHashes();
    for (const n of [1, 2, 1, 3, 3]) {
      expect(hashes.of(page(n))).toEqual(inlineScriptHashes(page(n)));
    }
    expect(hashes.of(page(4))).toHaveLength(4);
  });

  it("still hashes every page once it remembers as many elements as it may", () => {
    const hashes = new PageScriptHashes();
    for (let n = 0; n < 700; n++) hashes.of(page(n));
    expect(hashes.of(page(9999))).toEqual(inlineScriptHashes(page(9999)));
    expect(hashes.of(page(1))).toEqual(inlineScriptHashes(page(1)));
  });

  it("hashes nothing on a page without scripts", () => {
    expect(new PageScriptHashes().of(Buffer.from("<p>hello</p>"))).toEqual([]);
  });
});
