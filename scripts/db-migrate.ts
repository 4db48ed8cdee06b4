// npm run db:migrate: applies the migrations in supabase/migrations that have not run yet.
import { migrate } from "../src/server/db/migrate.ts";
import { withScriptDatabase } from "./lib/database.ts";

await withScriptDatabase(async ({ sql }) => {
  const applied = await migrate(sql);
  console.log(applied.length === 0 ? "Database is up to date." : `Applied: ${applied.join(", ")}`);
});
