// Astro builds every page as static HTML; React islands add behaviour. See ../shared/DESIGN.md.
import { defineConfig } from "astro/config";
import { siteIntegrations } from "./src/astro-engine/site-integrations.ts";

const site = process.env.SITE_URL ?? "http://localhost:8888";

// The small modules every page's scripts load (public pages and the admin alike) go in one file:
// as several files they cost more gzip, each compressed on its own (docs/decisions/
// 0071-code-loading.md; figures in docs/benchmarks.md, Page weight). React is not among them: a
// public page loads React only once the visitor opens something drawn by it (the location
// picker, the preference centre, the search box…).
export const EVERY_PAGE_MODULES = [
  /^\0rolldown[\\/]runtime/,
  /vite[\\/]preload-helper/,
  /src[\\/]lib[\\/]api-client\.ts$/,
  // The language scripts of every page's head (LanguageBoot.astro) and header.
  /src[\\/]islands[\\/]i18n[\\/]language-events\.ts$/,
  /src[\\/]components[\\/]language[\\/]translate-page\.ts$/,
  // The response checks: every public page's location banner, and the admin's drivers and jobs.
  /src[\\/]lib[\\/]response-checks\.ts$/,
];
const EVERY_PAGE_CHUNK = {
  name: "every-page",
  test: (id) => EVERY_PAGE_MODULES.some((pattern) => pattern.test(id)),
};
// React's core, the JSX runtime and the error boundary every island is drawn in: one file, loaded
// with the first island (react-dom's client is a file of its own).
export const REACT_MODULES = [
  /node_modules[\\/]react[\\/]/,
  /src[\\/]islands[\\/]shared[\\/](ErrorBoundary|island-root)\.tsx$/,
];
const REACT_CHUNK = {
  name: "react",
  test: (id) => REACT_MODULES.some((pattern) => pattern.test(id)),
};
// The modules every public page's header script and islands load at once or when idle: the
// location banner's detection and storage, the consent record and store, the quote list. Held in
// one file: left to the bundler, each new importer (the quote script, the product page's
// WhatsApp script, the /quote island) cut them into more files, more gzip on every page
// (docs/decisions/0071-code-loading.md; figures in docs/benchmarks.md, Page weight). The admin
// page imports none of them.
export const PUBLIC_PAGE_MODULES = [
  /src[\\/]lib[\\/]locations[\\/](consent|location|detect-location|ip-lookup-services|location-storage)\.ts$/,
  /src[\\/]islands[\\/]locations[\\/](detect-api|current-location)\.ts$/,
  /src[\\/]lib[\\/]consent[\\/](consent-record|cookie-names|consent-store|browser-cookies)\.ts$/,
  /src[\\/]lib[\\/]quotes[\\/]quote-list(-store)?\.ts$/,
];
const PUBLIC_PAGE_CHUNK = {
  name: "public-page",
  test: (id) => PUBLIC_PAGE_MODULES.some((pattern) => pattern.test(id)),
};

export default defineConfig({
  site,
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  // Incremental builds (Astro 7.2+): a page whose getStaticPaths gives a cacheKey is copied from
  // the previous build when the key and its code are unchanged. Each served site keeps its own
  // cache (src/server/publishing/local/site-releases.ts), so two builds at once never share one.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  experimental: { incrementalBuild: true },
  trailingSlash: "never",
  // Eight pages at a time: while one page's files are written (two new files a page, the
  // output and the incremental cache's copy), the next pages render
  // (docs/decisions/0046-build-engine.md).
  build: { format: "file", concurrency: 8 },
  // The build engine (src/astro-engine/README.md); BUILD_ENGINE=astro builds with stock Astro.
  integrations: siteIntegrations({
    site,
    storageUrl: process.env.SUPABASE_URL,
    engine: process.env.BUILD_ENGINE,
    threads: process.env.BUILD_THREADS,
    renderKitDir: process.env.RENDER_KIT_DIR,
  }),
  vite: {
    // Server-only packages never enter the browser bundles.
    ssr: { external: ["postgres", "@electric-sql/pglite"] },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [EVERY_PAGE_CHUNK, REACT_CHUNK, PUBLIC_PAGE_CHUNK],
          },
        },
      },
    },
  },
});
