// Opens the project's database for a script: DATABASE_URL when set, otherwise the embedded
// database under .data/ (one owner at a time). A script run while `npm start` owns the embedded
// database (npm run admin:create, say) works on it through the running server's address.
import { join, resolve } from "node:path";
import { config } from "../../src/server/config.ts";
import { createSql, type Sql } from "../../src/server/db/client.ts";
import { DataDirLockedError } from "../../src/server/embedded/data-dir-lock.ts";
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

/** How a script opens the database. */
export interface OpenOptions {
  /** The embedded database's port (0: any free one). */
  port?: number;
  /** Work on the embedded database another process owns (true), or refuse (false: npm start). */
  joinRunning?: boolean;
}

// The embedded database: started by this process, or the one a running `npm start` announced.
async function embeddedDatabase(
  options: OpenOptions,
): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: embeddedDataDir(),
      port: options.port ?? 0,
    });
    return { url: embedded.url, embedded };
  } catch (error) {
    if (!(error instanceof DataDirLockedError && error.url && (options.joinRunning ?? true))) {
      throw error;
    }
    console.log("Using the embedded database of the running `npm start`.");
    return { url: error.url };
  }
}

/**
 * Opens the database: DATABASE_URL, or the embedded one (started here, or joined when another
 * process runs it and `joinRunning` allows).
 */
export async function openScriptDatabase(options: OpenOptions = {}): Promise<ScriptDatabase> {
  const configured = config().DATABASE_URL;
  const { url, embedded } = configured ? { url: configured } : await embeddedDatabase(options);
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
