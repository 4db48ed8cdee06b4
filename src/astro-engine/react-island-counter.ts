// Where @astrojs/react counts a page's islands: the counter in its dist/context.js, which the
// build's renderer (react-island-renderer.ts) imports under the name below so that both count on
// the one counter. A later @astrojs/react without that file or export fails the build at once
// rather than numbering islands twice.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The module name the renderer imports the counter by. */
export const ISLAND_COUNTER_MODULE = "astro-react-island-counter";

/** The file that module name stands for. */
export const islandCounterFile = join(
  dirname(createRequire(import.meta.url).resolve("@astrojs/react/server.js")),
  "context.js",
);
