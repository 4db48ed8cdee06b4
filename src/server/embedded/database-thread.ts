// The embedded database's own thread: PGlite and its wire server (wire-server.ts), started by
// embedded-postgres.ts. PGlite runs every query on the thread that holds it; here, that thread is
// not the one answering HTTP requests, so under load the two use both cores of the machine instead
// of taking turns on one (docs/decisions/0005-embedded-database-server.md).
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { startUpkeep } from "./upkeep.ts";
import { PgliteWireServer } from "./wire-server.ts";

/** What the thread is given. */
export interface DatabaseThreadData {
  dataDir: string | undefined;
  port: number;
  password: string;
}

/** What the thread says: the port it listens on, that it stopped, or why it could not start. */
export type DatabaseThreadMessage = { listening: number } | { stopped: true } | { error: string };

// PGlite's files live in Emscripten's file system (in memory, or mirrored to `dataDir`), where a
// file grows by copying it whole: new WAL segments are not zero-filled (16 MB written block by
// block), and pages are not copied whole into the WAL after each checkpoint, which guards against
// pages torn by a machine crash that PGlite's fsync=off (its -F) already gives up on. Together
// they cut the database time of write-heavy statements (docs/decisions/
// 0005-embedded-database-server.md; figures in docs/benchmarks.md, Bulk import).
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["wal_init_zero=off", "full_page_writes=off"].flatMap((setting) => ["-c", setting]),
];

async function run({ dataDir, port, password }: DatabaseThreadData): Promise<void> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, unaccent },
    startParams: START_PARAMS,
  });
  const server = new PgliteWireServer(pglite, password);
  try {
    parentPort!.postMessage({
      listening: await server.listen(port),
    } satisfies DatabaseThreadMessage);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const stopUpkeep = startUpkeep(server);
  parentPort!.once("message", () => {
    void (async () => {
      stopUpkeep();
      await server.stop();
      await pglite.close();
      parentPort!.postMessage({ stopped: true } satisfies DatabaseThreadMessage);
    })();
  });
}

// Only as the thread embedded-postgres.ts starts: a module that imports every server file (the
// API fuzz test's field names) must not start a database.
if (!isMainThread) {
  run(workerData as DatabaseThreadData).catch((error: unknown) => {
    parentPort!.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies DatabaseThreadMessage);
  });
}
