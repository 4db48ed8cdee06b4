// Which pages a product edit renders again (src/astro-engine/touched-pages.ts), and the guard on
// the routes it never renders after a product edit: their code must not read the products.
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  PRODUCT_FREE_ROUTES,
  pageFile,
  touchedPages,
  type KitRoute,
  type ListedPage,
} from "../../src/astro-engine/touched-pages.ts";

const routes: KitRoute[] = [
  { component: "src/pages/[slug].astro", type: "page" },
  { component: "src/pages/products/[...path].astro", type: "page" },
  { component: "src/pages/index.astro", type: "page" },
  { component: "src/pages/location/[citySlug].astro", type: "page" },
  { component: "src/pages/rss.xml.ts", type: "endpoint" },
];
const page = (pathname: string, routeIndex: number, cacheKey?: string): ListedPage => ({
  pathname,
  routeIndex,
  cacheKey,
});

describe("touchedPages", () => {
  const keys = {
    "/zebra-zt411": "k1",
    "/honeywell-pc42t": "k2",
    "/products": "list1",
    "/products/page/2": "list2",
    "/retired-scanner": "k9",
  };
  const served = {
    keys,
    pages: new Set([
      ...Object.keys(keys).map((pathname) => pathname.slice(1)),
      "",
      "location/pune",
      "location/expired-city",
    ]),
  };
  const listed = [
    page("/zebra-zt411", 0, "k1-edited"),
    page("/honeywell-pc42t", 0, "k2"),
    page("/new-printer", 0, "k3"),
    page("/products", 1, "list1-edited"),
    page("/products/page/2", 1, "list2"),
    page("/", 2),
    page("/location/pune", 3),
    page("/rss.xml", 4),
  ];
  const touched = touchedPages(listed, routes, served);
  const rendered = touched.render.map((p) => p.pathname);

  it("renders a keyed page whose key changed or is new, and keeps one whose key is the same", () => {
    expect(rendered).toEqual(expect.arrayContaining(["/zebra-zt411", "/new-printer", "/products"]));
    expect(rendered).not.toContain("/honeywell-pc42t");
    expect(rendered).not.toContain("/products/page/2");
  });

  it("renders every page without a key but those of the product-free routes", () => {
    expect(rendered).toEqual(expect.arrayContaining(["/", "/rss.xml"]));
    expect(rendered).not.toContain("/location/pune");
    expect(rendered).toHaveLength(5);
  });

  it("leaves out a served page the list no longer has, keyed or not", () => {
    expect(touched.removed.sort()).toEqual(["/location/expired-city", "/retired-scanner"]);
  });

  it("renders a page of a product-free route the served release lacks", () => {
    const more = [...listed, page("/location/new-city", 3)];
    expect(touchedPages(more, routes, served).render.map((p) => p.pathname)).toContain(
      "/location/new-city",
    );
  });

  it("renders every page when the served release recorded none", () => {
    const nothing = { keys: {}, pages: new Set<string>() };
    expect(touchedPages(listed, routes, nothing).render).toHaveLength(listed.length);
  });

  it("refuses a page whose route the kit does not know", () => {
    const nothing = { keys: {}, pages: new Set<string>() };
    expect(() => touchedPages([page("/x", 9, "k")], routes, nothing)).toThrow(/no route/);
  });
});

describe("pageFile", () => {
  const origin = "http://localhost:8888";
  it.each([
    ["/", "page", "index.html", "http://localhost:8888/index.html"],
    ["/about", "page", "about.html", "http://localhost:8888/about.html"],
    ["/products/printers/page/2", "page", "products/printers/page/2.html", null],
    ["/rss.xml", "endpoint", "rss.xml", "http://localhost:8888/rss.xml"],
  ])("%s (%s) is written to %s", (pathname, type, file, url) => {
    const named = pageFile(pathname, type, origin);
    expect(named.file).toBe(file);
    if (url) expect(named.url).toBe(url);
  });

  it("leaves redirects and fallbacks to a full build", () => {
    expect(() => pageFile("/old", "redirect", origin)).toThrow(/full build/);
  });
});

// The calls (not the definitions) that read the catalogue's products at build time.
const PRODUCT_READS =
  /(?<!function\s+)\b(buildCatalogue|buildFeaturedProducts|listActiveProducts|listFeaturedProducts)\s*\(/;
const ROOT = resolve(import.meta.dirname, "../..");
const IMPORT = /(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The project files reachable from `file` by relative imports, the file included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = resolve(dirname(file), specifier!);
    if (/\.(ts|tsx|astro|mts)$/.test(target) && existsSync(target)) reachable(target, seen);
  }
  return seen;
}

// The files reachable from a route that call a product reader.
const productReaders = (component: string) =>
  [...reachable(resolve(ROOT, component))]
    .filter((file) => PRODUCT_READS.test(readFileSync(file, "utf8")))
    .map((file) => relative(ROOT, file));

describe("PRODUCT_FREE_ROUTES", () => {
  it.each([...PRODUCT_FREE_ROUTES])(
    "%s reads no product, nor does anything it imports",
    (route) => {
      expect(existsSync(resolve(ROOT, route))).toBe(true);
      // build-data.ts holds the frame's readers beside the featured products'; the frame is in
      // every page's cache key, and a call reached from a route's own code would show here.
      expect(productReaders(route).filter((file) => !file.endsWith("build-data.ts"))).toEqual([]);
    },
  );

  it("tells a route that shows products (the guard does find them)", () => {
    expect(productReaders("src/pages/index.astro")).toContain("src/pages/index.astro");
    expect(productReaders("src/pages/printers.astro")).toContain(
      "src/components/catalogue/CategoryShortcut.astro",
    );
  });
});
