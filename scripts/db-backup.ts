// npm run db:backup -- FILE: a consistent backup of the embedded database, stored files and local
// mail into FILE (.tar.gz), also while npm start serves (scripts/lib/backup.ts).
import { resolve } from "node:path";
import { config } from "../src/server/config.ts";
import { writeBackup } from "./lib/backup.ts";
import { withScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

const USAGE = `
npm run db:backup -- FILE: writes a backup of DATA_DIR's embedded database, stored files (storage)
and local mail (outbox) to FILE, a .tar.gz. Safe while npm start serves: requests wait for the
seconds the copy takes. Restore it with npm run db:restore -- FILE.

With DATABASE_URL, back the database up with pg_dump instead (docs/self-hosting.md).
`;

const { positionals } = scriptArgs(USAGE);
if (positionals.length !== 1) {
  console.error(USAGE.trim());
  process.exit(1);
}
if (config().DATABASE_URL) {
  console.error("DATABASE_URL is set: back that database up with pg_dump (docs/self-hosting.md).");
  process.exit(1);
}
const file = resolve(positionals[0]!);
const dataDir = resolve(config().DATA_DIR);

await withScriptDatabase(async ({ sql }) => {
  const started = Date.now();
  const folders = await writeBackup(sql, dataDir, file);
  console.log(`Backup of ${folders.join(", ")} written to ${file} in ${Date.now() - started} ms.`);
});
