// Bench: the built site served with its functions by the local Netlify runtime, as `npm start`
// serves it, then each page type's bytes and its Lighthouse figures in the system Chromium.
// Lighthouse sees the site through a proxy that compresses as Netlify's CDN does.
import { join } from "node:path";
import type { Sql } from "../../src/server/db/client.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { serveSite } from "../lib/site.ts";
import type { SiteReleases } from "../../src/server/publishing/local/site-releases.ts";
import { startCompressingProxy } from "./compressing-proxy.ts";
import { launchChromium, lighthouseFigure, type LighthouseFigure } from "./lighthouse.ts";
import { benchPages, pageBytes, type PageBytes } from "./pages.ts";

/**
 * Where to serve (port, port + 1 for the functions, port + 2 for Chromium's debugger, port + 3 for
 * the compressing proxy).
 */
export interface PublicPagesOptions {
  site: SiteReleases;
  port: number;
  dataDir: string;
  lighthouseRuns: number;
  /** Where the Lighthouse reports go, one HTML file per page type. */
  reportDir: string;
  progress: (text: string) => void;
}

/** Bytes of every page type, Lighthouse figures of those Lighthouse runs on. */
export async function benchPublicPages(sql: Sql, options: PublicPagesOptions) {
  const server = await serveSite({
    port: options.port,
    dir: options.site.current,
    env: {
      DATABASE_URL: options.site.databaseUrl,
      DATA_DIR: options.dataDir,
      SITE_URL: options.site.siteUrl,
      SIGNING_SECRET: signingSecret(),
    },
    quiet: true,
  });
  const proxyPort = options.port + 3;
  const proxy = await startCompressingProxy(proxyPort, options.site.siteUrl);
  const browser = await launchChromium(options.port + 2);
  try {
    const bytes: Record<string, PageBytes> = {};
    const lighthouse: Record<string, LighthouseFigure> = {};
    for (const page of await benchPages(sql)) {
      const url = `${options.site.siteUrl}${page.path}`;
      bytes[page.kind] = await pageBytes(browser, url);
      if (page.lighthouse) {
        lighthouse[page.kind] = await lighthouseFigure(
          `http://localhost:${proxyPort}${page.path}`,
          {
            debugPort: options.port + 2,
            runs: options.lighthouseRuns,
            reportFile: join(options.reportDir, `${page.kind.replaceAll(" ", "-")}.html`),
          },
        );
      }
      const l = lighthouse[page.kind];
      options.progress(
        `  ${page.kind} (${page.path}): JS ${(bytes[page.kind]!.js / 1024).toFixed(1)} KB gzip` +
          (l
            ? `, Lighthouse ${l.performance}/${l.accessibility}/${l.bestPractices}/${l.seo}`
            : "") +
          (l?.failed.length ? ` (failed: ${l.failed.join(", ")})` : ""),
      );
    }
    return { bytes, lighthouse };
  } finally {
    await browser.close();
    proxy.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}
