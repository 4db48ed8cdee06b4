// npm run db:seed: writes the demo data (idempotent: a second run updates, never duplicates), or
// with --places only the places.
import { config } from "../src/server/config.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedGeo } from "../src/server/seed/geo.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { withScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

const { values } = scriptArgs(
  `
npm run db:seed [-- --places]: writes the demo catalogue, blogs, jobs, drivers, contact entries and
places (India's countries, states and cities), and the first admin, into the database of
DATABASE_URL, or else the embedded one under DATA_DIR (that of a running npm start too). Running it
again updates the demo rows, never duplicates them.

  --places   only the places, which the location picker and pages offer: for a real catalogue
  --help     print this and stop
`,
  { places: { type: "boolean" } },
);

await withScriptDatabase(async ({ sql }) => {
  if (values.places) {
    console.log(`Places: ${await seedGeo(sql)} cities.`);
    return;
  }
  await seedDemoData(sql);
  console.log(`Staff sign-in: ${await ensureFirstAdmin(sql, config())}`);
});
