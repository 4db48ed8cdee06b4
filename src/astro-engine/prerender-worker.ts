// One prerendering thread of the build (parallel-prerender.ts): it loads the build's prerender
// bundle, as Astro's own prerenderer does on the main thread, and renders the pages it is sent.
// Each thread runs the pages' getStaticPaths itself (the catalogue is read once per thread), so
// props never cross threads; only addresses, route numbers and the finished bytes do.
import { AsyncLocalStorage } from "node:async_hooks";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { collectPrerenderMetadata, installRenderScope } from "astro/app";
import { StaticPaths } from "astro/runtime/prerender/static-paths.js";
import type { RouteData } from "astro";
import {
  PRERENDER_WORKER,
  type FromWorker,
  type PrerenderedPage,
  type ToWorker,
  type WorkerData,
} from "./prerender-messages.ts";
import { PageScriptHashes } from "./page-script-hashes.ts";
import { responseBytes } from "./prerendered-response.ts";

// Only a thread started by parallel-prerender.ts serves; imported anywhere else (a test that loads
// every server module) this file does nothing.
const data = workerData as WorkerData | null | undefined;
if (parentPort && data?.kind === PRERENDER_WORKER) await serve(parentPort, data);

/** The part of Astro's build app (astro/dist/core/build/app.js) this thread uses. */
interface BuildApp {
  manifest: { routes: { routeData: RouteData }[] };
  logger: unknown;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
  setInternals(internals: object): void;
  setOptions(options: object): void;
}

/** Loads the prerender bundle, then renders what the main thread asks for on `port`. */
async function serve(port: MessagePort, { entryUrl, head }: WorkerData): Promise<void> {
  // The metadata of the incremental build (content entries, images) is recorded in a render
  // scope found through globalThis, as on the main thread.
  installRenderScope(new AsyncLocalStorage());

  const { app } = (await import(entryUrl)) as { app: BuildApp };
  app.setInternals({ pagesByKeys: head.pagesByKeys, entrySpecifierToBundleMap: head.bundles });
  app.setOptions({
    settings: { scripts: head.scripts },
    logger: {
      options: {
        destination: {
          write(event: unknown) {
            port.postMessage({ type: "log", event } satisfies FromWorker);
            return true;
          },
        },
      },
    },
  });
  const routes: RouteData[] = app.manifest.routes.map((info) => info.routeData);
  const scriptHashes = new PageScriptHashes();

  // Every thread runs getStaticPaths (Astro keeps what they return for rendering); one lists them.
  async function staticPaths(list: boolean) {
    const paths = await new StaticPaths(app as never).getAll();
    if (!list) return [];
    return paths.map(({ pathname, route, cacheKey }) => {
      const routeIndex = routes.indexOf(route);
      if (routeIndex < 0)
        throw new Error(`The route of ${pathname} is not in the build's manifest`);
      return { pathname, routeIndex, cacheKey };
    });
  }

  // As astro/app's renderForPrerender, with the page's bytes read once: that function hands back a
  // second Response made from a copy of them. Read chunk by chunk (prerendered-response.ts).
  async function render(url: string, routeIndex: number, collectMetadata: boolean) {
    const renderPage = async () => {
      const response = await app.render(new Request(url), { routeData: routes[routeIndex]! });
      const body = await responseBytes(response);
      const html = body !== null && response.headers.get("content-type")?.startsWith("text/html");
      return {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
        // Hashed here, from the bytes at hand: the build's end reads only the pages not rendered
        // in a thread (csp-integration.ts).
        scriptHashes: html ? scriptHashes.of(Buffer.from(body)) : undefined,
      };
    };
    if (!collectMetadata) return { ...(await renderPage()), metadata: undefined };
    const { value, metadata } = await collectPrerenderMetadata(renderPage, app.logger as never);
    const page: PrerenderedPage = { ...value, metadata };
    return page;
  }

  port.on("message", (message: ToWorker) => {
    const work =
      message.type === "paths"
        ? staticPaths(message.list).then((paths) => ({ paths }))
        : render(message.url, message.routeIndex, message.collectMetadata).then((page) => ({
            page,
          }));
    work.then(
      (answer) => {
        const transfer = "page" in answer && answer.page.body ? [answer.page.body] : [];
        port.postMessage(
          { type: "done", id: message.id, ...answer } satisfies FromWorker,
          transfer,
        );
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        port.postMessage({
          type: "failed",
          id: message.id,
          message: failure.message,
          stack: failure.stack ?? failure.message,
        } satisfies FromWorker);
      },
    );
  });
  port.postMessage({ type: "ready" } satisfies FromWorker);
}
