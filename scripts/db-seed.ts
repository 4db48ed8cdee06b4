// npm run db:seed: writes the demo data (idempotent: a second run updates, never duplicates).
import { config } from "../src/server/config.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { withScriptDatabase } from "./lib/database.ts";

await withScriptDatabase(async ({ sql }) => {
  await seedDemoData(sql);
  console.log(`Staff sign-in: ${await ensureFirstAdmin(sql, config())}`);
});
