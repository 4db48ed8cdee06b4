// Renders the pages an edit touches with the last full build's bundle (the render kit,
// render-kit.ts), in one prerendering thread of the kind the full build runs (edit-render-worker.ts):
// the thread lists every page with its cache key (reading the catalogue as a build does), the
// touched ones are chosen (touched-pages.ts) and rendered, the rest is left to the caller to reuse.
// A fresh thread each time: the page modules keep what they read in module memos for one build.
// The thread may be started ahead of the edit (startRenderThread: the bundle and the page modules
// loaded, nothing read yet), so that the edit pays only for reading the catalogue and rendering.
import { Worker } from "node:worker_threads";
import type { FromWorker, PathToBuild, PrerenderedPage, ToWorker } from "./prerender-messages.ts";
import { kitWorkerData, type RenderKit } from "./render-kit.ts";
import {
  pageFile,
  pageName,
  touchedPages,
  type EditReleaseKind,
  type ListedPage,
  type ServedPages,
} from "./touched-pages.ts";

/** More pages than this to render (a new product shifts every listing page): a full build. */
const TOUCHED_PAGE_LIMIT = 2_000;

/** A page rendered again: where it goes and its bytes. */
export interface RenderedPage {
  pathname: string;
  file: string;
  body: Buffer;
  /** The hashes of its inline scripts (the Content-Security-Policy must allow them). */
  scriptHashes: string[];
}

/** What the edit release is made of. */
export interface SelectiveRender {
  /** Every page of the new release, as listed. */
  pages: ListedPage[];
  /** The pathnames of the pages (not endpoints) of the new release, for the sitemap. */
  pagePathnames: string[];
  rendered: RenderedPage[];
  /** The files of pages served before and gone now (relative to the release). */
  removedFiles: string[];
  /** The cache key of every keyed page of the new release. */
  keys: Record<string, string>;
  /** Seconds spent starting the thread with the bundle, listing the pages, rendering. */
  seconds: { start: number; list: number; render: number };
}

/** Where a rendering thread finds its kit, and the environment the build sees (DATABASE_URL…). */
export interface RenderThreadOptions {
  kitDir: string;
  kit: RenderKit;
  env: Record<string, string | undefined>;
}

/** What to render with. */
export interface SelectiveRenderOptions extends RenderThreadOptions {
  /** The served release's keys and pages. */
  served: ServedPages;
  /** The kinds of the edits published (which pages without a key they may change). */
  kinds: readonly EditReleaseKind[];
  /** The site's address (SITE_URL of the build): pages are rendered at its origin. */
  siteUrl: string;
  signal?: AbortSignal | undefined;
  /** A thread started with this kit that has rendered nothing yet (else one is started). */
  thread?: RenderThread | undefined;
}

// A request without its id (the thread's client numbers them).
type Question = ToWorker extends infer T ? (T extends ToWorker ? Omit<T, "id"> : never) : never;

/** A prerendering thread loading or holding a kit's bundle; used for one edit release. */
export type RenderThread = ReturnType<typeof startRenderThread>;

/** Starts a prerendering thread with the kit's bundle; `ready` settles once it is loaded. */
export function startRenderThread(options: RenderThreadOptions) {
  const worker = new Worker(new URL("./edit-render-worker.ts", import.meta.url), {
    workerData: kitWorkerData(options.kitDir, options.kit),
    env: options.env,
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: FromWorker) => {
      if (message.type === "ready") return resolve();
      if (message.type === "log") {
        const { level, message: text } = message.event as { level?: string; message?: string };
        if (level === "error" || level === "warn") console.error(`Edit release: ${text}`);
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "failed") waiting?.reject(new Error(message.message));
      else waiting?.resolve("paths" in message ? message.paths : message.page);
    });
    const stop = (error: Error) => {
      reject(error);
      fail(error);
    };
    worker.on("error", stop);
    worker.on("exit", (code) =>
      stop(new Error(`The rendering thread stopped (exit code ${code})`)),
    );
  });
  // Nobody may wait for a spare thread that fails: its failure is seen when it is used.
  ready.catch(() => undefined);
  let nextId = 0;
  return {
    kitDir: options.kitDir,
    kit: options.kit,
    ready,
    /** Whether the thread has failed or stopped. */
    failed: () => failure !== null,
    ask<T>(message: Question): Promise<T> {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ ...message, id } as ToWorker);
      });
    },
    stop: () => worker.terminate(),
  };
}

/** Lists the pages, renders those the edit touches; throws when a full build is needed. */
export async function renderTouched(options: SelectiveRenderOptions): Promise<SelectiveRender> {
  const thread = options.thread ?? startRenderThread(options);
  const onAbort = () => void thread.stop();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const started = performance.now();
  const since = (from: number) => Math.round((performance.now() - from) / 100) / 10;
  try {
    await thread.ready;
    const ready = performance.now();
    const pages = await thread.ask<PathToBuild[]>({ type: "paths", list: true });
    const listed = performance.now();
    const { routes } = options.kit;
    const touched = touchedPages(pages, routes, options.served, options.kinds);
    if (touched.render.length > TOUCHED_PAGE_LIMIT)
      throw new Error(`${touched.render.length} pages to render: a full build is quicker`);
    const origin = new URL(options.siteUrl).origin;
    const typeOf = (page: ListedPage) => routes[page.routeIndex]!.type;
    const rendered = await Promise.all(
      touched.render.map(async (page) => {
        const { file, url } = pageFile(page.pathname, typeOf(page), origin);
        const result = await thread.ask<PrerenderedPage>({
          type: "render",
          url,
          routeIndex: page.routeIndex,
          collectMetadata: false,
        });
        // A redirect or an empty answer is written differently by Astro: left to a full build.
        if (result.body === null || (result.status >= 300 && result.status < 400))
          throw new Error(`${page.pathname} answered ${result.status} without a page`);
        const body = Buffer.from(result.body);
        return { pathname: page.pathname, file, body, scriptHashes: result.scriptHashes ?? [] };
      }),
    );
    // Served pages are pages (endpoints are listed apart, and always rendered).
    const removedFiles = touched.removed.map((pathname) => pageFile(pathname, "page", origin).file);
    const keys: Record<string, string> = {};
    for (const page of pages) if (page.cacheKey !== undefined) keys[page.pathname] = page.cacheKey;
    const seconds = {
      start: Math.round((ready - started) / 100) / 10,
      list: Math.round((listed - ready) / 100) / 10,
      render: since(listed),
    };
    return {
      seconds,
      pages,
      pagePathnames: pages
        .filter((page) => typeOf(page) === "page")
        .map((page) => pageName(page.pathname)),
      rendered,
      removedFiles,
      keys,
    };
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    // Not waited for: a thread holding the whole catalogue takes ~1 s to stop.
    void thread.stop();
  }
}
