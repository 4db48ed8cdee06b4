// npm run db:migrate: applies the migrations in supabase/migrations that have not run yet.
import { migrate } from "../src/server/db/migrate.ts";
import { withScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

scriptArgs(`
npm run db:migrate: applies the migrations of supabase/migrations that have not run yet, to the
database of DATABASE_URL, or else the embedded one under DATA_DIR (that of a running npm start too).
`);

await withScriptDatabase(async ({ sql }) => {
  const applied = await migrate(sql);
  console.log(applied.length === 0 ? "Database is up to date." : `Applied: ${applied.join(", ")}`);
});
