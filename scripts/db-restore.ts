// npm run db:restore -- FILE: puts a backup of npm run db:backup back into DATA_DIR, whose
// embedded database must be stopped (scripts/lib/backup.ts).
import { resolve } from "node:path";
import { config } from "../src/server/config.ts";
import { acquireDataDirLock, DataDirLockedError } from "../src/server/embedded/data-dir-lock.ts";
import { lockFileOf } from "../src/server/embedded/embedded-postgres.ts";
import { restoreBackup } from "./lib/backup.ts";
import { embeddedDataDir } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";

const USAGE = `
npm run db:restore -- FILE: restores a backup written by npm run db:backup into DATA_DIR: its
embedded database, stored files and local mail. Stop npm start first. What DATA_DIR held is moved
into DATA_DIR/before-restore-<time>/, not deleted. Start the site again with npm start.

With DATABASE_URL, restore that database with pg_restore instead (docs/self-hosting.md).
`;

const { positionals } = scriptArgs(USAGE);
if (positionals.length !== 1) {
  console.error(USAGE.trim());
  process.exit(1);
}
if (config().DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: restore that database with pg_restore (docs/self-hosting.md).",
  );
  process.exit(1);
}

try {
  // Held while restoring: no npm start may open the database meanwhile.
  const lock = acquireDataDirLock(lockFileOf(embeddedDataDir()));
  try {
    const aside = await restoreBackup(resolve(positionals[0]!), resolve(config().DATA_DIR));
    console.log(`Restored ${positionals[0]}. What was there before is in ${aside}.`);
  } finally {
    lock.release();
  }
} catch (error) {
  if (error instanceof DataDirLockedError)
    console.error("The embedded database is in use: stop npm start, then restore.");
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
