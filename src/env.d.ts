/// <reference types="astro/client" />

// The project's own client directive (src/islands/shared/interaction-directive.ts).
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean | string;
  }
}

// @astrojs/react's island counter (src/astro-engine/react-island-integration.ts).
declare module "astro-react-island-counter" {
  export function incrementId(result: object): string;
}
