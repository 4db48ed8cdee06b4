// Astro builds every page as static HTML; React islands add behaviour. See ../shared/DESIGN.md.
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

const site = process.env.SITE_URL ?? "http://localhost:8888";

export default defineConfig({
  site,
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [react(), sitemap()],
  vite: {
    // Server-only packages never enter the browser bundles.
    ssr: { external: ["postgres", "@electric-sql/pglite", "@electric-sql/pglite-socket"] },
  },
});
