// Bench: the steps measured a second time on PostgreSQL 15 (when installed) run on a throwaway
// cluster holding a catalogue grown as the embedded one was, served by a process of its own as
// npm start serves a site on DATABASE_URL.
import { createSql, type Sql } from "../../src/server/db/client.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { startTemporaryPostgres } from "../lib/postgres15.ts";
import { generateCatalogue } from "./catalogue.ts";
import { startDatabaseProcess, type DatabaseProcess } from "./database-process.ts";

/** The size the bench grew its catalogue to (--products, --blogs). */
export interface CatalogueSize {
  products: number;
  blogs: number;
}

/**
 * Runs `work` with a client of a throwaway PostgreSQL 15 cluster holding a catalogue of `size`,
 * and npm start's process on that cluster (`server.url` is the cluster's address); removes both
 * after.
 */
export async function onPostgres15Copy<T>(
  size: CatalogueSize,
  work: (db: Sql, server: DatabaseProcess) => Promise<T>,
): Promise<T> {
  const cluster = await startTemporaryPostgres();
  const db = createSql(cluster.url, { max: 4 });
  try {
    await migrate(db);
    await seedDemoData(db, { quiet: true });
    await generateCatalogue(db, size);
    const server = await startDatabaseProcess(cluster.url);
    try {
      return await work(db, server);
    } finally {
      await server.stop();
    }
  } finally {
    await db.end();
    cluster.stop();
  }
}
