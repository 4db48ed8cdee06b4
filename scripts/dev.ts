// npm run dev: like npm start, but pages come from `astro dev` (instant reload) behind the local
// Netlify runtime, so /api works too.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { config } from "../src/server/config.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { openScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

scriptArgs(`
npm run dev: like npm start, but pages come from astro dev (instant reload) behind the local
Netlify runtime. An empty embedded database gets the demo data; a DATABASE_URL database never does.
`);

const PORT = Number(process.env.PORT ?? 8888);
// netlify dev applies the publish folder's _headers: the Content-Security-Policy an earlier
// `npm start` build wrote there would block the inline scripts astro dev injects.
rmSync("dist/_headers", { force: true });

try {
  const database = await openScriptDatabase({ joinRunning: false });
  await migrate(database.sql);
  if (database.embedded) await seedDemoData(database.sql, { onlyWhenEmpty: true });
  console.log(
    `Staff sign-in: http://localhost:${PORT}/admin ${await ensureFirstAdmin(database.sql, config())}`,
  );
  const child = spawn(
    "netlify",
    [
      "dev",
      "--offline",
      "--internal-disable-edge-functions",
      "--no-open",
      "--framework",
      "#custom",
      "--command",
      "astro dev --port 4321",
      "--target-port",
      "4321",
      "--port",
      String(PORT),
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        ASTRO_TELEMETRY_DISABLED: "1",
        NETLIFY_TELEMETRY_DISABLED: "1",
        BROWSER: "none",
      },
    },
  );
  const stop = async () => {
    child.kill("SIGTERM");
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", () => void database.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
