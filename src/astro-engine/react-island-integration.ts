// @astrojs/react with the build's remembering server renderer (react-island-renderer.ts) in place
// of its own; its client side, Vite plugins and options are unchanged.
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import type { AstroIntegration, AstroRenderer } from "astro";
import { ISLAND_COUNTER_MODULE, islandCounterFile } from "./react-island-counter.ts";

const serverEntrypoint = fileURLToPath(new URL("./react-island-renderer.ts", import.meta.url));

/** The React integration; an island renders once per component, props and number in a build. */
export function reactIslands(): AstroIntegration {
  const integration = react();
  const setup = integration.hooks["astro:config:setup"];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": async (params) => {
        const addRenderer = (renderer: AstroRenderer) =>
          params.addRenderer({ ...renderer, serverEntrypoint });
        await setup?.({ ...params, addRenderer });
        params.updateConfig({
          vite: {
            resolve: { alias: [{ find: ISLAND_COUNTER_MODULE, replacement: islandCounterFile }] },
          },
        });
      },
    },
  };
}
