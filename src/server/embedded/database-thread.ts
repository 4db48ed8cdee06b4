// The embedded database's own thread: PGlite and its wire server (wire-server.ts), started by
// embedded-postgres.ts. PGlite runs every query on the thread that holds it; here, that thread is
// not the one answering HTTP requests, so under load the two use both cores of the machine instead
// of taking turns on one (docs/decisions/0005-embedded-database-server.md).
import { readFileSync, writeFileSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { startUpkeep } from "./upkeep.ts";
import { PgliteWireServer } from "./wire-server.ts";

/** What the thread is given: `template`, a dumped data folder an in-memory database starts from. */
export interface DatabaseThreadData {
  dataDir: string | undefined;
  template: string | undefined;
  port: number;
  password: string;
}

/** What the thread is told: to write its data folder to a file, or to stop. */
export type DatabaseThreadCommand = { dump: string } | "stop";

/** What the thread says: the port it listens on, that it dumped or stopped, or why it failed. */
export type DatabaseThreadMessage =
  { listening: number } | { dumped: true } | { stopped: true } | { error: string };

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

const reply = (message: DatabaseThreadMessage) => parentPort!.postMessage(message);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function run({ dataDir, template, port, password }: DatabaseThreadData): Promise<void> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // A dump skips initdb, most of an empty database's start (tests start many from one).
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    extensions: { pg_trgm, unaccent },
    startParams: START_PARAMS,
  });
  const server = new PgliteWireServer(pglite, password);
  try {
    reply({ listening: await server.listen(port) });
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const stopUpkeep = startUpkeep(server);
  const obey = async (command: DatabaseThreadCommand) => {
    if (command === "stop") {
      parentPort!.off("message", onCommand);
      stopUpkeep();
      await server.stop();
      await pglite.close();
      reply({ stopped: true });
      return;
    }
    const dump = await pglite.dumpDataDir("none");
    writeFileSync(command.dump, new Uint8Array(await dump.arrayBuffer()));
    reply({ dumped: true });
  };
  const onCommand = (command: DatabaseThreadCommand) =>
    void obey(command).catch((error: unknown) => reply({ error: errorText(error) }));
  parentPort!.on("message", onCommand);
}

// Only as the thread embedded-postgres.ts starts: a module that imports every server file (the
// API fuzz test's field names) must not start a database.
if (!isMainThread) {
  run(workerData as DatabaseThreadData).catch((error: unknown) =>
    reply({ error: errorText(error) }),
  );
}
