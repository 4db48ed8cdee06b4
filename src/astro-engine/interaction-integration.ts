// The Astro integration that adds `client:interaction` (interaction-directive.ts) to the build.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers `client:interaction`. */
export function interactionDirective(): AstroIntegration {
  return {
    name: "client-interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(
            new URL("../islands/shared/interaction-directive.ts", import.meta.url),
          ),
        });
      },
    },
  };
}
