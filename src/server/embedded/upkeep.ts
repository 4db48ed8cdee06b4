// The embedded database's upkeep: what autovacuum does for a PostgreSQL server. PGlite is a single
// backend without autovacuum's workers, so on its own a table written to never has its dead rows
// removed nor its statistics renewed: the listing counts grow a row per write, and after an
// import the planner still plans for the catalogue as it was. The same thresholds as autovacuum's
// defaults decide which tables are due; each is vacuumed or analysed in turn with the clients'
// requests (docs/decisions/0007-embedded-database-upkeep.md).
import type { PGlite } from "@electric-sql/pglite";
import type { PgliteWireServer } from "./wire-server.ts";

/** How often the tables' counts are looked at. */
const UPKEEP_INTERVAL_MS = 60_000;

/** A table due for upkeep, and what it is due for. */
export interface TableUpkeep {
  /** Schema-qualified and quoted. */
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

// autovacuum's default thresholds (vacuum_threshold 50 + scale 0.2 of the live rows; for inserts
// 1,000 + 0.2; analyze 50 + 0.1), against the counts the statistics system keeps per table.
export const DUE_TABLES_SQL = `
  select format('%I.%I', schemaname, relname) as table,
         (n_dead_tup > 50 + 0.2 * n_live_tup
          or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum,
         n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
    from pg_stat_user_tables
   where n_dead_tup > 50 + 0.2 * n_live_tup
      or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
      or n_mod_since_analyze > 50 + 0.1 * n_live_tup
   order by 1`;

/** The tables autovacuum would vacuum or analyse now. */
async function tablesDue(db: PGlite): Promise<TableUpkeep[]> {
  // The backend reports its counts at most once a second and only between transactions: asked
  // for now, they include the writes just made.
  await db.query("select pg_stat_force_next_flush()");
  return (await db.query<TableUpkeep>(DUE_TABLES_SQL)).rows;
}

/** The statement that vacuums or analyses one table as `due` says. */
export function upkeepStatement({ table, vacuum, analyze }: TableUpkeep): string {
  return vacuum ? `vacuum${analyze ? " (analyze)" : ""} ${table}` : `analyze ${table}`;
}

/** Vacuums and analyses the tables that are due; returns what it did. */
export async function upkeep(db: PGlite): Promise<TableUpkeep[]> {
  const due = await tablesDue(db);
  for (const table of due) await db.exec(upkeepStatement(table));
  return due;
}

/** Runs the upkeep every `intervalMs`, in turn with the server's clients; returns its stop. */
export function startUpkeep(server: PgliteWireServer, intervalMs = UPKEEP_INTERVAL_MS): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    server
      .runInTurn(upkeep)
      .catch((error: unknown) => {
        // A stop with the upkeep still queued cancels it: nothing failed.
        if (!stopped) console.error("Embedded database upkeep failed:", error);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
