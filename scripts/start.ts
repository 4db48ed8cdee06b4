// npm start: the whole site on this machine. Embedded database (unless DATABASE_URL is set) →
// migrations → demo data when empty → static build → site and /api on http://localhost:8888, with
// a local build hook: every catalogue edit rebuilds the site into a new release that replaces the
// served one whole (scripts/lib/site-releases.ts, local-services.ts).
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { ConfigError, config } from "../src/server/config.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { signingSecret } from "../src/server/secrets.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { openScriptDatabase, type ScriptDatabase } from "./lib/database.ts";
import { startLocalServices, type LocalServices } from "./lib/local-services.ts";
import { serveSite } from "./lib/site.ts";
import { publishRelease, siteReleases } from "./lib/site-releases.ts";

const PORT = Number(process.env.PORT ?? 8888);

let database: ScriptDatabase | undefined;
let services: LocalServices | undefined;
try {
  const settings = config();
  database = await openScriptDatabase();
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
  const notificationSecret =
    settings.DEPLOY_NOTIFICATION_SECRET ?? randomBytes(32).toString("base64url");
  services = await startLocalServices({
    port: PORT + 2,
    site,
    notifyUrl: `http://localhost:${PORT}/api/publish/deploy-notification`,
    notificationSecret,
  });
  const server = await serveSite({
    port: PORT,
    dir: site.current,
    env: {
      DATABASE_URL: database.url,
      SITE_URL: settings.SITE_URL,
      BUILD_HOOK_URL: settings.BUILD_HOOK_URL ?? services.hookUrl,
      DEPLOY_NOTIFICATION_SECRET: notificationSecret,
      LOCAL_UPLOAD_URL: services.uploadUrl,
      // The upload service and the functions must sign and check links with one secret.
      SIGNING_SECRET: signingSecret(),
    },
    quiet: true,
  });
  console.log(`\nSite and API: http://localhost:${PORT}`);
  console.log(`Staff sign-in: http://localhost:${PORT}/admin  ${admin}`);
  console.log("Catalogue edits are published by a local build; press Ctrl+C to stop.");

  const stop = async () => {
    server.kill("SIGTERM");
    await services?.close();
    await database?.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code) => {
    console.error(`The local Netlify server stopped (${code}).`);
    void database?.close().then(() => process.exit(1));
  });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  await services?.close();
  await database?.close();
  process.exit(1);
}
