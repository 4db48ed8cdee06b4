// Opens the project's database for a script: DATABASE_URL when set, otherwise the embedded
// database under .data/ (one owner at a time).
import { join, resolve } from "node:path";
import { config } from "../../src/server/config.ts";
import { createSql, type Sql } from "../../src/server/db/client.ts";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../../src/server/embedded/embedded-postgres.ts";

/** The database a script works on, and how to let it go. */
export interface ScriptDatabase {
  url: string;
  embedded: boolean;
  sql: Sql;
  close(): Promise<void>;
}

/** The folder of the embedded database's files. */
export function embeddedDataDir(): string {
  return resolve(join(config().DATA_DIR, "pglite"));
}

/** Opens the database; with no DATABASE_URL it starts the embedded one on `port` (0: any). */
export async function openScriptDatabase(port = 0): Promise<ScriptDatabase> {
  const configured = config().DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  const url =
    configured ??
    (embedded = await startEmbeddedPostgres({ dataDir: embeddedDataDir(), port })).url;
  const sql = createSql(url);
  return {
    url,
    embedded: embedded !== undefined,
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}

/** Runs `work` with the database open and closes it afterwards, printing errors plainly. */
export async function withScriptDatabase(
  work: (db: ScriptDatabase) => Promise<void>,
): Promise<void> {
  let db: ScriptDatabase | undefined;
  try {
    db = await openScriptDatabase();
    await work(db);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
