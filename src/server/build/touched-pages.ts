// Which pages a product edit touches, decided as Astro's incremental build decides which pages it
// may copy (docs/decisions.md, Incremental builds), minus the routes that show no product:
//   - a keyed page (product pages, /products listings) is rendered when its cache key is new or
//     differs from the served release's: the key hashes everything the page shows and the frame
//     every page shares (src/server/build-cache-key.ts);
//   - a page without a key is rendered again (home, category shortcuts, preset listings, rss…),
//     unless its route is one of PRODUCT_FREE_ROUTES;
//   - a page of PRODUCT_FREE_ROUTES stays as served: a product edit cannot change it. Used only
//     when every edit of the release is a product edit; any other edit takes a full build.
// A page served before and gone from the new list (a product deleted, deactivated or renamed) is
// left out of the new release.

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
 * Routes whose pages show no product data (nor anything a product edit writes): the many pages
 * left alone after a product edit. tests/unit/touched-pages.test.ts reads their sources and every
 * module they import, and fails when one reads the catalogue's products.
 */
export const PRODUCT_FREE_ROUTES: ReadonlySet<string> = new Set([
  "src/pages/location/[citySlug].astro",
  "src/pages/blog/[slug].astro",
  "src/pages/jobs/[slug].astro",
]);

/** The pages to render, and the served files to leave out of the new release. */
export interface TouchedPages {
  render: ListedPage[];
  /** Pages served before that the new list no longer has (by pathname). */
  removed: string[];
}

/** The pages an edit touches: `pages` as listed now, `servedKeys` the served release's keys. */
export function touchedPages(
  pages: readonly ListedPage[],
  routes: readonly KitRoute[],
  servedKeys: Readonly<Record<string, string>>,
): TouchedPages {
  const render = pages.filter((page) => {
    const route = routes[page.routeIndex];
    if (!route) throw new Error(`${page.pathname} has no route in the render kit`);
    if (page.cacheKey !== undefined) return servedKeys[page.pathname] !== page.cacheKey;
    return !PRODUCT_FREE_ROUTES.has(route.component);
  });
  const listed = new Set(pages.map((page) => page.pathname));
  const removed = Object.keys(servedKeys).filter((pathname) => !listed.has(pathname));
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
