// npm start: the whole site on this machine, from one Node process. Embedded database (unless
// DATABASE_URL is set) → migrations → demo data when empty → static build → the site and the
// Netlify Functions handlers on http://localhost:{PORT} (src/server/standalone), bound to HOST
// (127.0.0.1). Its own build hook rebuilds the site after every catalogue edit into a new release
// that replaces the served one whole (scripts/lib/site-releases.ts, build-queue.ts). SIGINT or
// SIGTERM: requests in flight finish, a build under way stops, the database closes.
import { join, resolve } from "node:path";
import { ConfigError, config } from "../src/server/config.ts";
import { closeDb } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import type { SiteServer } from "../src/server/standalone/site-server.ts";
import type { BuildQueue } from "./lib/build-queue.ts";
import { openScriptDatabase, type ScriptDatabase } from "./lib/database.ts";
import { publishRelease, siteReleases } from "./lib/site-releases.ts";
import { serveStandalone } from "./lib/standalone.ts";

let database: ScriptDatabase | undefined;
let server: SiteServer | undefined;
let builds: BuildQueue | undefined;

async function stop(code: number): Promise<never> {
  await server?.close();
  await builds?.stop();
  await closeDb();
  await database?.close();
  process.exit(code);
}

// npm passes its own SIGINT or SIGTERM on to this process: one Ctrl+C arrives twice at once. A
// signal more than two seconds after the first stops at once, without waiting.
function stopOnSignals(): void {
  let stoppingSince = 0;
  const onSignal = (signal: string) => {
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince > 2000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: finishing the requests under way, then stopping.`);
    void stop(0);
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
}

try {
  const settings = config();
  database = await openScriptDatabase({ joinRunning: false });
  console.log(database.embedded ? "Embedded database started." : "Using DATABASE_URL.");
  const applied = await migrate(database.sql);
  if (applied.length > 0) console.log(`Applied ${applied.length} migration(s).`);
  await seedDemoData(database.sql, { onlyWhenEmpty: true });
  const admin = await ensureFirstAdmin(database.sql, settings);
  console.log("Building the site…");
  const site = siteReleases(
    resolve(join(settings.DATA_DIR, "site")),
    database.url,
    settings.SITE_URL,
  );
  await publishRelease(site);
  stopOnSignals();

  ({ server, builds } = await serveStandalone(settings, site, database.url));
  console.log(`\nSite and API: ${settings.SITE_URL}  (listening on ${server.url})`);
  console.log(`Staff sign-in: ${settings.SITE_URL}/admin  ${admin}`);
  console.log("Catalogue edits are published by a local build; press Ctrl+C to stop.");
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  await stop(1);
}
