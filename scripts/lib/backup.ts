// Backups of the embedded database's site data: one .tar.gz of DATA_DIR's database folder
// (pglite), stored files (storage) and local mail (outbox). The database's files are copied while
// a transaction holds the embedded database: its wire server serves only that client meanwhile
// (src/server/embedded/wire-server.ts), so no write lands during the copy, and a CHECKPOINT first
// puts every change into the data files. Requests of a running `npm start` wait for the copy and
// then go on. A DATABASE_URL database is backed up with pg_dump instead (docs/self-hosting.md).
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rmdir } from "node:fs/promises";
import { join } from "node:path";
import * as tar from "tar";
import type { Sql } from "../../src/server/db/client.ts";

/** The folders of DATA_DIR a backup holds; the built site is not one (a start builds it again). */
const BACKED_UP = ["pglite", "storage", "outbox"] as const;

/** Writes the backup of `dataDir` to `file`, with `sql` open on its embedded database. */
export async function writeBackup(sql: Sql, dataDir: string, file: string): Promise<string[]> {
  const present = BACKED_UP.filter((name) => existsSync(join(dataDir, name)));
  await sql.begin(async (tx) => {
    await tx`checkpoint`;
    await tar.create({ gzip: true, file, cwd: dataDir, portable: true }, [...present]);
  });
  return present;
}

/** The folders a backup file holds; throws when it is not a backup of ours. */
async function backupContents(file: string): Promise<string[]> {
  const tops = new Set<string>();
  await tar.list({
    file,
    onReadEntry: (entry) => void tops.add(entry.path.split("/")[0]!),
  });
  if (
    !tops.has("pglite") ||
    [...tops].some((name) => !(BACKED_UP as readonly string[]).includes(name))
  ) {
    throw new Error(`${file} is not a backup made by npm run db:backup.`);
  }
  return [...tops];
}

/**
 * Restores `file` into `dataDir` (its database stopped): the folders there now are moved into
 * `<dataDir>/before-restore-<time>/` first, so nothing is lost. Returns that folder.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<string> {
  await backupContents(file);
  const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  await mkdir(aside, { recursive: true });
  for (const name of BACKED_UP) {
    if (existsSync(join(dataDir, name))) await rename(join(dataDir, name), join(aside, name));
  }
  await tar.extract({ file, cwd: dataDir });
  if ((await readdir(aside)).length === 0) await rmdir(aside);
  return aside;
}
