// What the build's main thread and its prerendering threads (parallel-prerender.ts,
// prerender-worker.ts) say to each other.

/** Marks the data of a prerendering thread (a test runner's threads have data of their own). */
export const PRERENDER_WORKER = "parallel-prerender";

/** What a prerendering thread starts with. */
export interface WorkerData {
  kind: typeof PRERENDER_WORKER;
  /** The file: URL of the build's prerender bundle. */
  entryUrl: string;
  /** What the build environment needs for each page's head: its styles and scripts. */
  head: {
    pagesByKeys: Map<string, { styles: unknown[] }>;
    bundles: Map<string, string>;
    scripts: unknown[];
  };
}

/** A request to a prerendering thread. */
export type ToWorker =
  /** Runs the pages' getStaticPaths; `list`: answers with the pages, else only readies them. */
  | { type: "paths"; id: number; list: boolean }
  | { type: "render"; id: number; url: string; routeIndex: number; collectMetadata: boolean };

/** One page to build: its address and route (an index in the manifest's routes). */
export interface PathToBuild {
  pathname: string;
  routeIndex: number;
  cacheKey: string | undefined;
}

/** A rendered page, its body as bytes. */
export interface PrerenderedPage {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The hashes of an HTML page's inline scripts (for the Content-Security-Policy). */
  scriptHashes: string[] | undefined;
  metadata: unknown;
}

/** What a prerendering thread says. */
export type FromWorker =
  | { type: "ready" }
  | { type: "log"; event: unknown }
  | { type: "done"; id: number; paths: PathToBuild[] }
  | { type: "done"; id: number; page: PrerenderedPage }
  | { type: "failed"; id: number; message: string; stack: string };
