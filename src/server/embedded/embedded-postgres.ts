// The embedded database: PGlite served over the Postgres wire protocol, so every part of the
// project talks to it through DATABASE_URL exactly as it would to Supabase.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { PgliteWireServer } from "./wire-server.ts";

/** A running embedded database. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on a loopback port. `dataDir` undefined keeps it in memory (tests); a folder is
 * locked so that a second owner is refused.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port?: number;
}): Promise<EmbeddedPostgres> {
  const port = options.port ?? 0;
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(join(options.dataDir, "..", "pglite.lock"));
  }
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: { pg_trgm, unaccent },
    });
    const server = new PgliteWireServer(pglite);
    const boundPort = await server.listen(port);
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${boundPort}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
