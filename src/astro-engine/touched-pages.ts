// Which pages a product edit touches, decided as Astro's incremental build decides which pages it
// may copy (docs/decisions/0044-incremental-builds.md, 0045-edit-releases.md), minus the routes
// that show no product:
//   - a keyed page (product pages, /products listings) is rendered when its cache key is new or
//     differs from the served release's: the key hashes everything the page shows and the frame
//     every page shares (src/server/build-cache-key.ts);
//   - a page without a key is rendered again (home, category shortcuts, preset listings, rss…),
//     unless its route is one of PRODUCT_FREE_ROUTES;
//   - a page of PRODUCT_FREE_ROUTES stays as served: a product edit cannot change it (rendered all
//     the same when the served release lacks it). Used only when every edit of the release is a
//     product edit; any other edit takes a full build.
// A page served before and gone from the new list (a product deleted, deactivated or renamed, or
// any page a full build would no longer write) is left out of the new release.

/** A route of the build, as the render kit records it. */
export interface KitRoute {
  component: string;
  type: string;
}

/** One page the build lists: its address, its route (an index in the kit's routes), its key. */
export interface ListedPage {
  pathname: string;
  routeIndex: number;
  cacheKey: string | undefined;
}

/**
 * Routes whose pages show no product data (nor anything a product edit writes, nor the time of
 * the build): the many pages left alone after a product edit (1,558 city pages, one per blog post,
 * the pages of text and forms).
 * tests/unit/touched-pages.test.ts reads their sources and every module they import, and fails
 * when one reads the catalogue's products. A job's page is not one: its structured data's
 * validThrough counts from the build.
 */
export const PRODUCT_FREE_ROUTES: ReadonlySet<string> = new Set([
  "src/pages/location/[citySlug].astro",
  "src/pages/blog/[slug].astro",
  // The pages of text and forms: ~15 renders fewer per edit.
  ...[
    "404",
    "about",
    "admin/index",
    "blog/not_found",
    "blogs",
    "contact",
    "cookie-policy",
    "drivers",
    "email-test",
    "job-not-found",
    "location-not-found",
    "privacy-policy",
    "quote",
    "quote/sent",
    "contact/sent",
    "service-support",
  ].map((page) => `src/pages/${page}.astro`),
]);

/** The pages to render, and the served files to leave out of the new release. */
export interface TouchedPages {
  render: ListedPage[];
  /** Pages served before that the new list no longer has (by pathname). */
  removed: string[];
}

/** A page's name as Astro gives it to the build's end (and the sitemap): no leading slash. */
export const pageName = (pathname: string) => pathname.replace(/^\//, "");

/** What the served release holds: its keyed pages' keys and all its pages' names. */
export interface ServedPages {
  keys: Readonly<Record<string, string>>;
  /** Every page (not endpoint) it serves, by pageName. */
  pages: ReadonlySet<string>;
}

/** The pages an edit touches: `pages` as listed now against the `served` release's. */
export function touchedPages(
  pages: readonly ListedPage[],
  routes: readonly KitRoute[],
  served: ServedPages,
): TouchedPages {
  const render = pages.filter((page) => {
    const route = routes[page.routeIndex];
    if (!route) throw new Error(`${page.pathname} has no route in the render kit`);
    if (page.cacheKey !== undefined) return served.keys[page.pathname] !== page.cacheKey;
    if (PRODUCT_FREE_ROUTES.has(route.component)) return !served.pages.has(pageName(page.pathname));
    return true;
  });
  const listed = new Set(pages.map((page) => pageName(page.pathname)));
  const removed = [...served.pages].filter((name) => !listed.has(name)).map((name) => `/${name}`);
  return { render, removed };
}

/**
 * The file a page is written to and the address it is rendered at, as Astro's static build with
 * `build.format: "file"` and `trailingSlash: "never"` names them (astro/dist/core/build/common.js
 * getOutFile, generate.js getUrlForPath): /about → about.html, / → index.html, an endpoint keeps
 * its own name (/robots.txt). Other route types are not rendered here: the caller builds in full.
 */
export function pageFile(
  pathname: string,
  routeType: string,
  origin: string,
): { file: string; url: string } {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  if (routeType === "endpoint") {
    if (!path) throw new Error("An endpoint at the site's root has no file name");
    return { file: path, url: new URL(`/${path}`, origin).href };
  }
  if (routeType !== "page")
    throw new Error(`${pathname}: a ${routeType} route is not rendered outside a full build`);
  const file = `${path || "index"}.html`;
  return { file, url: new URL(`/${file}`, origin).href };
}
