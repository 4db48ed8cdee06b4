// Cache keys of prebuilt pages for Astro's incremental build (astro.config.mjs): a page is copied
// from the previous build when its key and its code are unchanged, so the key must change when
// anything the page shows changes: its own props, and the frame every page shares (the header's
// mega-menu, the footer's categories and social links). Every build-time read the layout makes
// belongs in the frame below.
import { createHash } from "node:crypto";
import { buildCategoryMenu, buildFooterCategories, buildSocialLinks } from "./build-data.ts";

let frame: Promise<string> | undefined;

const digest = (...parts: string[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
};

/** The digest of the shared frame, read once per build. */
function frameDigest(): Promise<string> {
  frame ??= Promise.all([buildCategoryMenu(), buildFooterCategories(), buildSocialLinks()]).then(
    (data) => digest(JSON.stringify(data)),
  );
  return frame;
}

// The digest of each row read this build, by the row itself (the build's rows are never changed).
const rowDigests = new WeakMap<object, string>();

/**
 * A digest of all of `row` (plain JSON values), made once per build however many pages show it:
 * a product is on its own page and on three listings, and stringifying each product on each of
 * them was a measurable share of an edit release's time on a large catalogue (docs/decisions/
 * 0044-incremental-builds.md; figures in docs/benchmarks.md, One product edit to live).
 * A page's key data holds the digests of its rows in place of the rows.
 */
export function rowDigest(row: object): string {
  let known = rowDigests.get(row);
  if (known === undefined) {
    known = digest(JSON.stringify(row));
    rowDigests.set(row, known);
  }
  return known;
}

/** A function giving the cache key of a page from the data it renders (plain JSON values). */
export async function pageCacheKeys(): Promise<(data: unknown) => string> {
  const shared = await frameDigest();
  return (data) => digest(shared, JSON.stringify(data));
}
