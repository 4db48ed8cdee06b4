// npm start: the whole site on this machine. Embedded database (unless DATABASE_URL is set) →
// migrations → demo data when empty → static build → site and /api on http://localhost:8888.
import { ConfigError, config } from "../src/server/config.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { openScriptDatabase, type ScriptDatabase } from "./lib/database.ts";
import { buildSite, serveSite } from "./lib/site.ts";

const PORT = Number(process.env.PORT ?? 8888);

let database: ScriptDatabase | undefined;
try {
  const settings = config();
  database = await openScriptDatabase();
  console.log(database.embedded ? "Embedded database started." : "Using DATABASE_URL.");
  const applied = await migrate(database.sql);
  if (applied.length > 0) console.log(`Applied ${applied.length} migration(s).`);
  await seedDemoData(database.sql, { onlyWhenEmpty: true });
  const admin = await ensureFirstAdmin(database.sql, settings);
  console.log("Building the site…");
  await buildSite(database.url, "dist", settings.SITE_URL);
  const server = await serveSite({
    port: PORT,
    dir: "dist",
    env: { DATABASE_URL: database.url, SITE_URL: settings.SITE_URL },
    quiet: true,
  });
  console.log(`\nSite and API: http://localhost:${PORT}`);
  console.log(`Staff sign-in: http://localhost:${PORT}/admin  ${admin}`);
  console.log("Press Ctrl+C to stop.");

  const stop = async () => {
    server.kill("SIGTERM");
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
  await database?.close();
  process.exit(1);
}
