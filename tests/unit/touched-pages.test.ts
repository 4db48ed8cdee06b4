// Which pages an edit renders again (src/astro-engine/touched-pages.ts), and the guards on the
// routes it leaves alone: their code must not read what the edit changed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTENT_ROUTES,
  PRODUCT_FREE_ROUTES,
  STAMPED_ROUTES,
  editReleaseKinds,
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
  const touched = touchedPages(listed, routes, served, ["product"]);
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

  it("renders after an import what the same product edits would (an import writes products only)", () => {
    expect(touchedPages(listed, routes, served, ["import"])).toEqual(touched);
  });

  it("leaves out a served page the list no longer has, keyed or not", () => {
    expect(touched.removed.sort()).toEqual(["/location/expired-city", "/retired-scanner"]);
  });

  it("renders a page of a product-free route the served release lacks", () => {
    const more = [...listed, page("/location/new-city", 3)];
    expect(touchedPages(more, routes, served, ["product"]).render.map((p) => p.pathname)).toContain(
      "/location/new-city",
    );
  });

  it("renders every page when the served release recorded none", () => {
    const nothing = { keys: {}, pages: new Set<string>() };
    expect(touchedPages(listed, routes, nothing, ["product"]).render).toHaveLength(listed.length);
  });

  it("refuses a page whose route the kit does not know", () => {
    const nothing = { keys: {}, pages: new Set<string>() };
    expect(() => touchedPages([page("/x", 9, "k")], routes, nothing, ["product"])).toThrow(
      /no route/,
    );
  });
});

describe("touchedPages after blog, job and driver edits", () => {
  const routes: KitRoute[] = [
    { component: "src/pages/[slug].astro", type: "page" },
    { component: "src/pages/index.astro", type: "page" },
    { component: "src/pages/blogs.astro", type: "page" },
    { component: "src/pages/blog/[slug].astro", type: "page" },
    { component: "src/pages/rss.xml.ts", type: "endpoint" },
    { component: "src/pages/jobs/[slug].astro", type: "page" },
    { component: "src/pages/drivers.astro", type: "page" },
    { component: "src/pages/location/[citySlug].astro", type: "page" },
    { component: "src/pages/printers.astro", type: "page" },
  ];
  const listed = [
    page("/zebra-zt411", 0, "k1"),
    page("/", 1),
    page("/blogs", 2),
    page("/blog/label-care", 3),
    page("/blog/new-post", 3),
    page("/rss.xml", 4),
    page("/jobs/technician", 5),
    page("/drivers", 6),
    page("/location/pune", 7),
    page("/printers", 8),
  ];
  const served = {
    keys: { "/zebra-zt411": "k1" },
    pages: new Set([
      "zebra-zt411",
      "",
      "blogs",
      "blog/label-care",
      "jobs/technician",
      "drivers",
      "location/pune",
      "printers",
    ]),
  };
  const rendered = (kinds: Parameters<typeof touchedPages>[3]) =>
    touchedPages(listed, routes, served, kinds)
      .render.map((p) => p.pathname)
      .sort();

  it("renders after a blog edit the pages showing posts, new pages, endpoints and stamped pages", () => {
    expect(rendered(["blog"])).toEqual(
      ["/", "/blog/label-care", "/blog/new-post", "/blogs", "/jobs/technician", "/rss.xml"].sort(),
    );
  });

  it("renders after a driver edit the drivers page, and no page that shows no driver", () => {
    expect(rendered(["driver"])).toEqual(
      ["/blog/new-post", "/drivers", "/jobs/technician", "/rss.xml"].sort(),
    );
  });

  it("renders after a job edit the home page and the jobs' pages", () => {
    expect(rendered(["job"])).toEqual(["/", "/blog/new-post", "/jobs/technician", "/rss.xml"]);
  });

  it("renders after edits of several kinds the pages any of them touches", () => {
    expect(rendered(["driver", "product"])).toEqual(
      ["/", "/blog/new-post", "/drivers", "/jobs/technician", "/printers", "/rss.xml"].sort(),
    );
  });
});

describe("editReleaseKinds", () => {
  it.each([
    [["product"], ["product"]],
    [
      ["blog", "job", "driver", "product"],
      ["blog", "job", "driver", "product"],
    ],
    [["blog", "category"], null],
    [["brand"], null],
    [["import"], ["import"]],
    [
      ["import", "product"],
      ["import", "product"],
    ],
    [["import", "subcategory"], null],
    [[""], null],
    [[], null],
  ])("%j: %j", (kinds, expected) => {
    expect(editReleaseKinds(kinds)).toEqual(expected);
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

// The files reachable from a route that call a reader `reads` matches.
const readersIn = (component: string, reads: RegExp) =>
  [...reachable(resolve(ROOT, component))]
    .filter((file) => reads.test(readFileSync(file, "utf8")))
    .map((file) => relative(ROOT, file));
const productReaders = (component: string) => readersIn(component, PRODUCT_READS);

// The tables the SQL statements of the files write to.
const WRITES =
  /\b(?:insert\s+into\s+([a-z_]+)\s*\(|update\s+([a-z_]+)\s+set\b|delete\s+from\s+([a-z_]+)\s+where\b)/gi;
const writtenTables = (files: Iterable<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(WRITES)].map((match) =>
        (match[1] ?? match[2] ?? match[3])!.toLowerCase(),
      ),
    ),
  );

describe("an import, published as product edits are", () => {
  const folderFiles = (folder: string) =>
    readdirSync(resolve(ROOT, folder)).map((file) => resolve(ROOT, folder, file));

  it("writes no table but products and its own records (src/server/import's SQL)", () => {
    const files = folderFiles("src/server/import");
    expect([...writtenTables(files)].sort()).toEqual([
      "audit_log",
      "import_jobs",
      "products",
      "publish_requests",
    ]);
    // Nor through the administration's writer of any record kind.
    const sources = files.map((file) => readFileSync(file, "utf8")).join("\n");
    expect(sources).not.toMatch(/admin\/record-writes/);
  });

  it("tells a writer of another table (the guard does find them)", () => {
    expect(writtenTables(folderFiles("src/server/seed"))).toContain("categories");
  });
});

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

// Every route of the site (src/pages), as the render kit names them.
const ALL_ROUTES = readdirSync(resolve(ROOT, "src/pages"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(astro|ts)$/.test(file))
  .map((file) => `src/pages/${file}`)
  .sort();

const exportedFunctions = (source: string) =>
  [...source.matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1]!);

/**
 * The calls (not the definitions) that read one kind of content: of every function the modules of
 * its folder export, and of those of build-data.ts that call one of them.
 */
function contentReads(folder: string): RegExp {
  const dir = resolve(ROOT, "src/server", folder);
  const names = readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => exportedFunctions(readFileSync(join(dir, file), "utf8")));
  const calls = new RegExp(`\\b(${names.join("|")})\\s*\\(`);
  const buildData = readFileSync(resolve(ROOT, "src/server/build-data.ts"), "utf8");
  const frameReaders = buildData
    .split(/^(?=export )/m)
    .filter((part) => calls.test(part))
    .flatMap(exportedFunctions);
  return new RegExp(`(?<!function\\s+)\\b(${[...names, ...frameReaders].join("|")})\\s*\\(`);
}

// The routes whose code, or any module it imports, calls a reader `reads` matches; the modules of
// `skipped` (where the readers are defined, build-data.ts) do not count.
const routesReading = (reads: RegExp, skipped: (file: string) => boolean) =>
  ALL_ROUTES.filter((route) => readersIn(route, reads).some((file) => !skipped(file)));

describe("CONTENT_ROUTES", () => {
  it.each([
    ["blog", "blogs"],
    ["job", "jobs"],
    ["driver", "drivers"],
  ] as const)("lists every route that reads a %s, and only those", (kind, folder) => {
    const reads = contentReads(folder);
    const skipped = (file: string) =>
      file.startsWith(`src/server/${folder}/`) || file === "src/server/build-data.ts";
    expect(routesReading(reads, skipped)).toEqual([...CONTENT_ROUTES[kind]].sort());
  });
});

describe("STAMPED_ROUTES", () => {
  it("lists every route that shows the time of its build, and only those", () => {
    // The footer's year is the frame's, the same on every page.
    const skipped = (file: string) =>
      file === "src/server/build-clock.ts" || file === "src/components/SiteFooter.astro";
    expect(routesReading(/(?<!function\s+)\bbuildTime\s*\(/, skipped)).toEqual(
      [...STAMPED_ROUTES].sort(),
    );
  });
});
