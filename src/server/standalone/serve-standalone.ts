// Serves a site's current release and its functions from this process (src/server/standalone),
// with the local build hook: what `npm start` and the browser tests run. The handlers run here, so
// the addresses and secrets they need are put into this process's environment first.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { reloadConfig, type Config } from "../config.ts";
import { signingSecret } from "../secrets.ts";
import { BUILD_HOOK_PATH } from "./site-app.ts";
import { startSiteServer, type SiteServer } from "./site-server.ts";
import { buildQueue, type BuildQueue } from "../publishing/local/build-queue.ts";
import { loadFunctions } from "./load-functions.ts";
import type { SiteReleases } from "../publishing/local/site-releases.ts";

const PROJECT_DIR = resolve(import.meta.dirname, "../../..");

// A full build starts once edits have paused for 3 s (at most 20 s after it was asked for), so
// that a burst of saves goes live in one build instead of the first edit's and then the rest's.
const LOCAL_BURST = { quietMs: 3_000, capMs: 20_000 };

/** The running site. */
export interface StandaloneSite {
  server: SiteServer;
  builds: BuildQueue;
}

/** Starts serving `site` on `settings.HOST`:`settings.PORT` with the database at `databaseUrl`. */
export async function serveStandalone(
  settings: Config,
  site: SiteReleases,
  databaseUrl: string,
): Promise<StandaloneSite> {
  const notificationSecret =
    settings.DEPLOY_NOTIFICATION_SECRET ?? randomBytes(32).toString("base64url");
  const hookToken = randomBytes(24).toString("base64url");
  const host = settings.HOST.includes(":") ? `[${settings.HOST}]` : settings.HOST;
  const local = `http://${host}:${settings.PORT}`;
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    SITE_URL: settings.SITE_URL,
    DEPLOY_NOTIFICATION_SECRET: notificationSecret,
    // Signed uploads come from the visitor's browser: to the site's own address.
    LOCAL_UPLOAD_URL: settings.SITE_URL,
    SIGNING_SECRET: signingSecret(),
    // Where functions fetch the site's own pages (src/server/site-origin.ts): this server itself,
    // not SITE_URL, which may be a proxy's public address.
    DEPLOY_URL: local,
    ...(settings.BUILD_HOOK_URL
      ? {}
      : { BUILD_HOOK_URL: `${local}${BUILD_HOOK_PATH}${hookToken}` }),
  });
  reloadConfig();
  const builds = buildQueue({
    site,
    notifyUrl: `${local}/api/publish/deploy-notification`,
    notificationSecret,
    burst: LOCAL_BURST,
  });
  const server = await startSiteServer({
    host: settings.HOST,
    port: settings.PORT,
    projectDir: PROJECT_DIR,
    siteDir: site.current,
    siteUrl: settings.SITE_URL,
    functions: await loadFunctions(),
    trustProxy: settings.TRUST_PROXY === "on",
    buildHook: {
      token: hookToken,
      onCall: (title) => builds.request({ title, createdAt: new Date().toISOString() }),
    },
  });
  return { server, builds };
}
