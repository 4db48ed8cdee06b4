// The one entry astro.config.mjs calls: the integrations that build this site. BUILD_ENGINE=astro
// builds with stock Astro and stock @astrojs/react (Astro's own prerenderer on one thread, no
// remembered islands or markup, no render kit), for when an upgrade of either breaks the private
// surfaces listed in README.md here; the pages come out the same either way.
import react from "@astrojs/react";
import type { AstroIntegration } from "astro";
import { buildMemory } from "./build-memory.ts";
import { isCanonicalPage } from "./canonical-pages.ts";
import { contentSecurityPolicyHeaders, HashedPages } from "./csp-integration.ts";
import { stockEngine } from "./engine-switch.ts";
import { interactionDirective } from "./interaction-integration.ts";
import { parallelPrerender } from "./parallel-prerender.ts";
import { reactIslands } from "./react-island-integration.ts";
import { renderKit } from "./render-kit.ts";
import { sitemap } from "./sitemap.ts";

/** The build's settings, from the environment astro.config.mjs sees. */
export interface SiteBuildOptions {
  site: string;
  /** SUPABASE_URL: stored files are served from its origin. */
  storageUrl?: string | undefined;
  /** BUILD_ENGINE: "astro" for stock Astro, unset for this folder's engine. */
  engine?: string | undefined;
  /** BUILD_THREADS: prerendering threads (every core by default). */
  threads?: string | undefined;
  /** RENDER_KIT_DIR: where the local build hook's builds keep their render kit. */
  renderKitDir?: string | undefined;
}

/** The site's integrations, in the order they run. */
export function siteIntegrations(options: SiteBuildOptions): AstroIntegration[] {
  const hashedPages = new HashedPages();
  const everyEngine = [
    // client:interaction, for islands only needed once the visitor uses them.
    interactionDirective(),
    sitemap({ site: options.site, include: isCanonicalPage }),
    // Writes dist/_headers: the Content-Security-Policy with the hashes of the inline scripts.
    contentSecurityPolicyHeaders({
      siteUrl: options.site,
      storageUrl: options.storageUrl,
      hashedPages,
    }),
  ];
  if (stockEngine(options.engine)) return [react(), ...everyEngine];
  return [
    // @astrojs/react, with each island's HTML rendered once per props in a build.
    reactIslands(),
    ...everyEngine,
    // Fewer full garbage collections during the build.
    buildMemory(),
    // Pages rendered on every core (BUILD_THREADS=1: on Astro's own single thread).
    parallelPrerender({ threads: options.threads, hashedPages }),
    // The local build hook's builds keep their prerender bundle, so that a product edit renders
    // only the pages it touches (src/server/publishing/local/edit-release.ts); elsewhere it does
    // nothing.
    renderKit({ dir: options.renderKitDir }),
  ];
}
