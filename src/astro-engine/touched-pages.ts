// Which pages an edit touches, decided as Astro's incremental build decides which pages it may
// copy (docs/decisions/0044-incremental-builds.md, 0045-edit-releases.md), minus the routes that
// show nothing the edit changed:
//   - a keyed page (product pages, /products listings) is rendered when its cache key is new or
//     differs from the served release's: the key hashes everything the page shows and the frame
//     every page shares (src/server/build-cache-key.ts);
//   - a page without a key is rendered again after a product edit or an import (home, category
//     shortcuts, preset listings, rss…), unless its route is one of PRODUCT_FREE_ROUTES; after a
//     blog, job or driver edit, only when its route is one of those showing that content
//     (CONTENT_ROUTES) or the build's time (STAMPED_ROUTES);
//   - a page the served release lacks is rendered whatever its route.
// Used only when every edit of the release is of a kind below (EDIT_RELEASE_KINDS); any other edit
// (the taxonomy and the contact details are on every page) takes a full build.
// A page served before and gone from the new list (a product deleted, deactivated or renamed, a
// post unpublished, or any page a full build would no longer write) is left out of the new release.

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

/**
 * The kinds of edit (publish_requests.entity_type) an edit release may publish; an import writes
 * products only, and touches what the same product edits would.
 */
export const EDIT_RELEASE_KINDS = ["product", "import", "blog", "job", "driver"] as const;

/** The kinds of edit that write products. */
type ProductKind = "product" | "import";

/** A kind of edit an edit release may publish. */
export type EditReleaseKind = (typeof EDIT_RELEASE_KINDS)[number];

const isEditReleaseKind = (kind: string): kind is EditReleaseKind =>
  (EDIT_RELEASE_KINDS as readonly string[]).includes(kind);

/**
 * The kinds of a build's edits (publish_requests.entity_type) when an edit release may publish
 * them all; null when there are none or one needs a full build.
 */
export function editReleaseKinds(kinds: readonly string[]): readonly EditReleaseKind[] | null {
  return kinds.length > 0 && kinds.every(isEditReleaseKind) ? kinds : null;
}

/**
 * The routes whose pages show blog posts, jobs or drivers: the only pages, besides keyed ones and
 * STAMPED_ROUTES, an edit of that content renders again. tests/unit/touched-pages.test.ts reads
 * every route's source and the modules it imports, and fails when a route reads that content
 * without being listed here.
 */
export const CONTENT_ROUTES: Readonly<
  Record<Exclude<EditReleaseKind, ProductKind>, ReadonlySet<string>>
> = {
  blog: new Set([
    "src/pages/index.astro",
    "src/pages/blogs.astro",
    "src/pages/blog/[slug].astro",
    "src/pages/rss.xml.ts",
  ]),
  job: new Set(["src/pages/index.astro", "src/pages/jobs.astro", "src/pages/jobs/[slug].astro"]),
  driver: new Set(["src/pages/drivers.astro"]),
};

/**
 * Routes whose pages show the time of their build (a job posting's validThrough, /test): rendered
 * again by every edit release, so that they never stay older than the last edit.
 */
export const STAMPED_ROUTES: ReadonlySet<string> = new Set([
  "src/pages/jobs/[slug].astro",
  "src/pages/test.astro",
]);

// Whether an edit of `kind` may change a page of `route` that has no cache key.
function shows(kind: EditReleaseKind, route: string): boolean {
  if (kind === "product" || kind === "import") return !PRODUCT_FREE_ROUTES.has(route);
  return CONTENT_ROUTES[kind].has(route) || STAMPED_ROUTES.has(route);
}

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

/** The pages edits of `kinds` touch: `pages` as listed now against the `served` release's. */
export function touchedPages(
  pages: readonly ListedPage[],
  routes: readonly KitRoute[],
  served: ServedPages,
  kinds: readonly EditReleaseKind[],
): TouchedPages {
  const render = pages.filter((page) => {
    const route = routes[page.routeIndex];
    if (!route) throw new Error(`${page.pathname} has no route in the render kit`);
    if (page.cacheKey !== undefined) return served.keys[page.pathname] !== page.cacheKey;
    if (!served.pages.has(pageName(page.pathname))) return true;
    return kinds.some((kind) => shows(kind, route.component));
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
