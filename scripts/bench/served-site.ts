// Bench: npm start's server (src/server/standalone/serve-standalone.ts: the site and the real functions, one
// process), started in the bench's database process as scripts/start.ts starts it, with the
// settings a site behind a proxy uses: the visitor's address from X-Forwarded-For (each enquiry of
// the bench comes from its own), and the functions' read cache on or off.
import { closeDb } from "../../src/server/db/client.ts";
import { reloadConfig } from "../../src/server/config.ts";
import { serveStandalone } from "../../src/server/standalone/serve-standalone.ts";
import { siteReleases } from "../../src/server/publishing/local/site-releases.ts";

/** How the server runs. */
export interface ServeOptions {
  port: number;
  /** API_READ_CACHE on (true) or off. */
  readCache: boolean;
  /** The bench's site folder: served when the run built it; the API needs none. */
  siteRoot: string;
}

/** The running server. */
export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/** Serves the site and its functions on `databaseUrl`, as `npm start` does. */
export async function serveSite(databaseUrl: string, options: ServeOptions): Promise<ServedSite> {
  Object.assign(process.env, {
    HOST: "127.0.0.1",
    PORT: String(options.port),
    SITE_URL: `http://localhost:${options.port}`,
    TRUST_PROXY: "on",
    API_READ_CACHE: options.readCache ? "on" : "off",
  });
  const settings = reloadConfig();
  const site = siteReleases(options.siteRoot, databaseUrl, settings.SITE_URL);
  const { server, builds } = await serveStandalone(settings, site, databaseUrl);
  return {
    url: server.url,
    async close() {
      await server.close();
      await builds.stop();
      // The next server opens its own connections, as a restarted npm start would.
      await closeDb();
    },
  };
}
