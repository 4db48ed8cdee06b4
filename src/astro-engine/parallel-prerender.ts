// Pages rendered on every core. Astro 7.3 renders a static build's pages on one thread; at 20,000
// products that thread was the build's limit while the second core waited. This integration gives
// Astro a prerenderer (its public `setPrerenderer`) that hands each page to one of a few threads
// (prerender-worker.ts), each with the build's prerender bundle loaded; Astro itself still walks
// the addresses, writes the files, keeps the incremental cache and runs the other integrations.
// docs/decisions/0046-build-engine.md.
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { AstroIntegration, AstroIntegrationLogger, RouteData } from "astro";
import type { HashedPages } from "./csp-integration.ts";
import {
  PRERENDER_WORKER,
  type FromWorker,
  type PathToBuild,
  type PrerenderedPage,
  type ToWorker,
  type WorkerData,
} from "./prerender-messages.ts";
import { progressReporter } from "./build-progress.ts";
import { prerenderedResponse } from "./prerendered-response.ts";

type Prerenderer = Parameters<
  Parameters<NonNullable<AstroIntegration["hooks"]["astro:build:start"]>>[0]["setPrerenderer"]
>[0] &
  object;
type DefaultPrerenderer = Exclude<Prerenderer, (...args: never[]) => unknown>;

/** The part of Astro's build app (astro/dist/core/build/app.js) the main thread uses. */
interface BuildApp {
  manifest: { routes: { routeData: RouteData }[] };
  setInternals(internals: BuildInternals): void;
  getSettings(): { scripts: unknown[] };
}
interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

const LOG_LEVELS: Record<string, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: 90 };

/**
 * What the last setup in this process gave its threads: the render kit keeps it, so that an edit
 * can render a few pages later with this build's bundle (render-kit.ts).
 */
export const prerenderSetups: { last?: WorkerData } = {};

/** One prerendering thread and the answers it owes. */
class PrerenderThread {
  readonly worker: Worker;
  readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  readonly ready: Promise<void>;

  constructor(data: WorkerData, logger: AstroIntegrationLogger) {
    this.worker = new Worker(new URL("./prerender-worker.ts", import.meta.url), {
      workerData: data,
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on("message", (message: FromWorker) => {
        if (message.type === "ready") return resolve();
        if (message.type === "log") return forwardLog(logger, message.event);
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.type === "failed") {
          const error = new Error(message.message);
          error.stack = message.stack;
          waiting?.reject(error);
        } else waiting?.resolve("paths" in message ? message.paths : message.page);
      });
      const fail = (error: Error) => {
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      this.worker.on("error", fail);
      this.worker.on("exit", (code) =>
        fail(new Error(`parallel-prerender: a prerendering thread stopped (exit code ${code})`)),
      );
    });
  }

  ask<T>(message: ToWorker): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(message);
    });
  }
}

function forwardLog(logger: AstroIntegrationLogger, event: unknown) {
  const { level } = event as { level: string };
  if ((LOG_LEVELS[level] ?? 0) < (LOG_LEVELS[logger.options.level] ?? 0)) return;
  logger.options.destination.write(event as never);
}

/**
 * The file a page's address is written to, relative to the output folder: with the build's "file"
 * format Astro asks for `/about.html`, `/blog/post.html`. Under another format the name matches no
 * file and the page is read again at the build's end (csp-integration.ts): slower, still right.
 */
export function outputFile(url: string): string {
  return decodeURIComponent(new URL(url).pathname).slice(1);
}

function threadedPrerenderer(
  fallback: DefaultPrerenderer,
  entryFile: () => string | undefined,
  count: number,
  logger: AstroIntegrationLogger,
  hashedPages: HashedPages,
): DefaultPrerenderer {
  let threads: PrerenderThread[] = [];
  let routes: RouteData[] = [];
  let nextId = 0;
  const progress = progressReporter();
  const inFlight = (thread: PrerenderThread) => thread.pending.size;

  return {
    name: "parallel-prerender",
    async setup() {
      const file = entryFile();
      if (!file) throw new Error("parallel-prerender: the build wrote no prerender entry");
      const entryUrl = pathToFileURL(file).href;
      // The bundle Astro's own prerenderer loads: its internals give each page's head.
      const { app } = (await import(entryUrl)) as { app: BuildApp };
      let internals: BuildInternals | undefined;
      const setInternals = app.setInternals.bind(app);
      app.setInternals = (value) => {
        internals = value;
        setInternals(value);
      };
      await fallback.setup?.();
      if (!internals) throw new Error("parallel-prerender: Astro loaded another prerender bundle");
      routes = app.manifest.routes.map((info) => info.routeData);
      const data: WorkerData = {
        kind: PRERENDER_WORKER,
        entryUrl,
        head: {
          pagesByKeys: new Map(
            [...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
          ),
          bundles: new Map(internals.entrySpecifierToBundleMap),
          scripts: app.getSettings().scripts,
        },
      };
      prerenderSetups.last = data;
      threads = Array.from({ length: count }, () => new PrerenderThread(data, logger));
      // Astro tears down only after a setup that succeeded: a thread that failed to start must
      // not leave the others running (they would keep the failed build's process alive).
      await Promise.all(threads.map((thread) => thread.ready)).catch(async (error: unknown) => {
        await Promise.all(threads.map((thread) => thread.worker.terminate()));
        throw error;
      });
    },
    async getStaticPaths() {
      // The first thread lists the pages; meanwhile the others read what their pages show, which
      // they would otherwise do at their first page while the first thread renders.
      const [paths] = await Promise.all(
        threads.map((thread, index) =>
          thread.ask<PathToBuild[]>({ type: "paths", id: nextId++, list: index === 0 }),
        ),
      );
      progress.planned(paths!.length);
      return paths!.map(({ pathname, routeIndex, cacheKey }) => ({
        pathname,
        route: routes[routeIndex]!,
        ...(cacheKey === undefined ? {} : { cacheKey }),
      }));
    },
    async render(request, { routeData, collectMetadata }) {
      const routeIndex = routes.indexOf(routeData);
      if (routeIndex < 0)
        throw new Error(`parallel-prerender: ${request.url} has an unknown route`);
      const thread = threads.reduce((least, t) => (inFlight(t) < inFlight(least) ? t : least));
      const page = await thread.ask<PrerenderedPage>({
        type: "render",
        id: nextId++,
        url: request.url,
        routeIndex,
        collectMetadata: collectMetadata ?? false,
      });
      if (page.scriptHashes) hashedPages.record(outputFile(request.url), page.scriptHashes);
      progress.rendered();
      return { response: prerenderedResponse(page), metadata: page.metadata as never };
    },
    async teardown() {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      threads = [];
    },
  };
}

/** How many prerendering threads: `threads` (BUILD_THREADS) when given, else one per core. */
export function threadCount(threads: string | undefined, cores = availableParallelism()): number {
  if (threads === undefined || threads === "") return cores;
  const count = Number(threads);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(
      `BUILD_THREADS must be a whole number of threads, 1 or more (got "${threads}")`,
    );
  return count;
}

/**
 * The integration: `threads` prerendering threads (every core by default); with one, Astro's own
 * prerenderer on the main thread. The inline-script hashes of the pages the threads render go to
 * `hashedPages`, which the Content-Security-Policy's integration reads at the build's end.
 */
export function parallelPrerender(options: {
  threads?: string | undefined;
  hashedPages: HashedPages;
}): AstroIntegration {
  const threads = threadCount(options.threads);
  let entryFile: string | undefined;
  return {
    name: "parallel-prerender",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command !== "build" || threads < 2) return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "parallel-prerender:entry",
                // The prerender bundle's entry, which each thread loads.
                writeBundle(output, bundle) {
                  for (const file of Object.values(bundle)) {
                    if (
                      file.type === "chunk" &&
                      file.isEntry &&
                      file.fileName.startsWith("prerender-entry")
                    )
                      entryFile = join(output.dir!, file.fileName);
                  }
                },
              },
            ],
          },
        });
      },
      "astro:build:start": ({ setPrerenderer, logger }) => {
        if (threads < 2) return;
        setPrerenderer((fallback) =>
          threadedPrerenderer(
            fallback as DefaultPrerenderer,
            () => entryFile,
            threads,
            logger,
            options.hashedPages,
          ),
        );
      },
    },
  };
}
