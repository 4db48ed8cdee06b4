/// <reference types="astro/client" />

// The project's own client directive (src/islands/shared/interaction-directive.ts).
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean | string;
  }
}
