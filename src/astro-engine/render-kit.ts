// The render kit: what a full local build leaves behind so that an edit can be published by
// rendering only the pages it touches (src/server/publishing/local/edit-release.ts). Astro deletes its prerender
// bundle at the end of a build; when RENDER_KIT_DIR is set (the local build hook sets it, Netlify
// and `npm run build` do not), this integration moves that bundle into the kit folder instead and
// writes kit.json beside it: what the prerendering threads were given for each page's head
// (parallel-prerender.ts), the build's routes, and the cache key of every keyed page as Astro's
// incremental build recorded it; pages.json names every page. A build without prerendering threads (BUILD_THREADS=1) leaves no
// kit, and the next edit is published by a full build.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AstroIntegration, RouteData } from "astro";
import { z } from "zod";
import { prerenderSetups } from "./parallel-prerender.ts";
import { PRERENDER_WORKER, type WorkerData } from "./prerender-messages.ts";

/** The kit's description, in <kit>/kit.json. */
const KIT_FILE = "kit.json";
/** The folder of the kit that holds the prerender bundle. */
const KIT_BUNDLE = "bundle";
/** The names of the build's pages (as Astro gives them to astro:build:done), in <kit>/pages.json. */
const KIT_PAGES = "pages.json";

const kitSchema = z.object({
  /** The prerender bundle's entry, relative to the bundle folder. */
  entry: z.string().min(1),
  head: z.object({
    pagesByKeys: z.array(z.tuple([z.string(), z.object({ styles: z.array(z.unknown()) })])),
    bundles: z.array(z.tuple([z.string(), z.string()])),
    scripts: z.array(z.unknown()),
  }),
  /** The build's routes, in the order of the bundle's manifest (a page's route index). */
  routes: z.array(z.object({ component: z.string(), type: z.string() })),
  /** The cache key of every keyed page of the build, by pathname. */
  keys: z.record(z.string(), z.string()),
});

/** A kit as read from kit.json. */
export type RenderKit = z.infer<typeof kitSchema>;

// The part of Astro's incremental-build.json (astro/dist/core/build/incremental.js, version 1)
// read here. Another version means another layout: no kit, and full builds go on as before.
const incrementalManifestSchema = z.object({
  version: z.literal(1),
  routes: z.record(
    z.string(),
    z.object({ paths: z.record(z.string(), z.object({ cacheKey: z.string() })) }),
  ),
});

/** Reads the kit in `dir`; throws when it is missing or not a kit. */
export async function readRenderKit(dir: string): Promise<RenderKit> {
  return kitSchema.parse(JSON.parse(await readFile(join(dir, KIT_FILE), "utf8")));
}

/** The names of the pages of the build that left the kit in `dir`. */
export async function readKitPages(dir: string): Promise<string[]> {
  return z.array(z.string()).parse(JSON.parse(await readFile(join(dir, KIT_PAGES), "utf8")));
}

/** What a prerendering thread (prerender-worker.ts) is started with to render with the kit in `dir`. */
export function kitWorkerData(dir: string, kit: RenderKit): WorkerData {
  return {
    kind: PRERENDER_WORKER,
    entryUrl: pathToFileURL(join(dir, KIT_BUNDLE, kit.entry)).href,
    head: {
      pagesByKeys: new Map(kit.head.pagesByKeys),
      bundles: new Map(kit.head.bundles),
      scripts: kit.head.scripts,
    },
  };
}

/** The cache keys of Astro's incremental manifest, by pathname; null when its layout is unknown. */
function keysOfIncrementalManifest(json: unknown): Record<string, string> | null {
  const parsed = incrementalManifestSchema.safeParse(json);
  if (!parsed.success) return null;
  const keys: Record<string, string> = {};
  for (const route of Object.values(parsed.data.routes))
    for (const [pathname, { cacheKey }] of Object.entries(route.paths)) keys[pathname] = cacheKey;
  return keys;
}

/** The integration: keeps the kit in `dir` (RENDER_KIT_DIR); does nothing without it. */
export function renderKit(options: { dir?: string | undefined }): AstroIntegration {
  let outDir = "";
  let cacheDir = "";
  // Whether this build left a kit: without one (a first build has no incremental manifest yet)
  // there is no folder to write the page names to, and the next edit takes a full build.
  let kitWritten = false;
  return {
    name: "render-kit",
    hooks: {
      "astro:config:done": ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
      },
      // After the pages and before Astro deletes the bundle (astro/dist/core/build/static-build.js).
      "astro:build:generated": async ({ logger }) => {
        kitWritten = false;
        if (!options.dir) return;
        const setup = prerenderSetups.last;
        const manifest = await readFile(join(cacheDir, "incremental-build.json"), "utf8").catch(
          () => null,
        );
        const keys = manifest === null ? null : keysOfIncrementalManifest(JSON.parse(manifest));
        if (!setup || !keys) {
          logger.warn("No render kit: the next edit is published by a full build.");
          return;
        }
        // The bundle this process already loaded (the same module): its routes, in manifest order.
        const { app } = (await import(setup.entryUrl)) as {
          app: { manifest: { routes: { routeData: RouteData }[] } };
        };
        const bundleDir = join(outDir, ".prerender");
        const entryFile = fileURLToPath(setup.entryUrl);
        if (!entryFile.startsWith(bundleDir + sep)) {
          logger.warn(`No render kit: the prerender entry ${entryFile} is outside ${bundleDir}.`);
          return;
        }
        const entry = entryFile.slice(bundleDir.length + 1);
        const kit: RenderKit = {
          entry,
          head: {
            pagesByKeys: [...setup.head.pagesByKeys].map(([key, { styles }]) => [key, { styles }]),
            bundles: [...setup.head.bundles],
            scripts: setup.head.scripts,
          },
          routes: app.manifest.routes.map(({ routeData }) => ({
            component: routeData.component,
            type: routeData.type,
          })),
          keys,
        };
        await mkdir(options.dir, { recursive: true });
        await rename(bundleDir, join(options.dir, KIT_BUNDLE));
        await writeFile(join(options.dir, KIT_FILE), JSON.stringify(kit));
        kitWritten = true;
      },
      // Every page's name: an edit release leaves out the served pages the next list lacks.
      "astro:build:done": async ({ pages }) => {
        if (!options.dir || !kitWritten) return;
        const names = pages.map(({ pathname }) => pathname);
        await writeFile(join(options.dir, KIT_PAGES), JSON.stringify(names));
      },
    },
  };
}
