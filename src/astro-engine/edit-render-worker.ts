// The rendering thread of an edit release (selective-render.ts): the build's prerendering thread
// (prerender-worker.ts), with every page's module loaded before it says it is ready. A thread
// readied ahead of an edit has then loaded the code it runs, and the edit pays only for reading the
// catalogue and rendering (loading the modules took ~0.7 s of the listing at 20,000 products).
// Loading a page's module reads nothing: pages read the database in getStaticPaths and rendering.
import { workerData } from "node:worker_threads";
import type { RouteData } from "astro";
import type { WorkerData } from "./prerender-messages.ts";

/** The part of Astro's build app (astro/dist/core/build/app.js) used here. */
interface PageModules {
  manifest: { routes: { routeData: RouteData }[] };
  getComponentByRoute(route: RouteData): Promise<unknown>;
}

const { entryUrl } = workerData as WorkerData;
try {
  const { app } = (await import(entryUrl)) as { app: PageModules };
  const routes = app.manifest.routes.filter(({ routeData }) => routeData.prerender);
  await Promise.all(routes.map(({ routeData }) => app.getComponentByRoute(routeData)));
} catch {
  // Left to the listing, which loads the same modules and reports what fails.
}
await import("./prerender-worker.ts");
