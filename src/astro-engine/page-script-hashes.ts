// The inline-script hashes of the pages a prerendering thread renders (for the
// Content-Security-Policy, csp-integration.ts). Most of a page's script elements are the same on
// every page (the frame's scripts, Astro's island loaders), so each distinct element is hashed
// once per thread by csp.ts's own inlineScriptHashes and its answer reused: the pattern is run
// without match indices, and the same text is not hashed again 28,000 times.
import { inlineScriptHashes } from "./csp.ts";

// csp.ts's pattern, matching the same elements: each match is given to inlineScriptHashes whole.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// Elements that differ from page to page (a product's structured data) would fill the memory
// with answers used once; the frame's scripts are met on the first pages, long before the bound.
const REMEMBERED_ELEMENTS = 512;

/** What one thread remembers: each script element's hashes (none for data or src scripts). */
export class PageScriptHashes {
  private readonly known = new Map<string, string[]>();

  /** The hashes of the inline scripts of a page's bytes, as inlineScriptHashes gives them. */
  of(page: Buffer): string[] {
    const hashes: string[] = [];
    // Viewed as latin1, one character a byte (see inlineScriptHashes): the element's bytes are
    // given back to it as they were.
    for (const [element] of page.toString("latin1").matchAll(SCRIPT_ELEMENT)) {
      let elementHashes = this.known.get(element);
      if (elementHashes === undefined) {
        const bytes = Buffer.from(element, "latin1");
        elementHashes = inlineScriptHashes(bytes);
        // A string of its own: the match is a slice that would keep the whole page in memory.
        if (this.known.size < REMEMBERED_ELEMENTS)
          this.known.set(bytes.toString("latin1"), elementHashes);
      }
      hashes.push(...elementHashes);
    }
    return hashes;
  }
}
