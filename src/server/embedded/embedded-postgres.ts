// The embedded database: PGlite served over the Postgres wire protocol, so every part of the
// project talks to it through DATABASE_URL exactly as it would to Supabase.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import { PgliteWireServer } from "./wire-server.ts";

/** A running embedded database. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The lock file of the embedded database kept in `dataDir`. */
export const lockFileOf = (dataDir: string) => join(dataDir, "..", "pglite.lock");

/**
 * Starts PGlite on a loopback port, for clients that give `password` (generated when not given).
 * `dataDir` undefined keeps it in memory (tests); a folder is locked so that a second owner is
 * refused, and the lock (readable by its owner only) tells other scripts of the same user where the
 * running database answers (runningDatabaseUrl in data-dir-lock.ts).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port?: number;
  password?: string;
}): Promise<EmbeddedPostgres> {
  const port = options.port ?? 0;
  const password = options.password ?? randomBytes(24).toString("base64url");
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(lockFileOf(options.dataDir));
  }
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { pg_trgm, unaccent },
    });
    const server = new PgliteWireServer(pglite, password);
    const boundPort = await server.listen(port);
    const url = `postgres://postgres:${password}@127.0.0.1:${boundPort}/postgres?sslmode=disable`;
    lock?.announce(url);
    const release = () => lock?.release();
    return {
      url,
      async stop() {
        // The lock goes whatever happens to the rest: a lock left behind names a live process.
        try {
          await server.stop();
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
