// The one Postgres client of the server: postgres.js on DATABASE_URL.
import postgres from "postgres";
import { config } from "../config.ts";
import { refuseLocalFallback } from "../production-config.ts";

/** A postgres.js client or transaction; repositories take one as their first parameter. */
export type Sql = postgres.Sql;

/** The pool or one of its transactions, for queries that run inside a caller's transaction or not. */
export type Queryable = Sql | postgres.TransactionSql;

// Supabase's transaction pooler listens on this port: each transaction may run on another
// server connection, where a statement prepared on an earlier one does not exist.
const TRANSACTION_POOLER_PORT = "6543";

/**
 * Whether a client on `url` prepares its statements: everywhere but on a transaction pooler. A
 * prepared statement is parsed once per connection and its plan can be kept: a product read by
 * slug through npm start's server cost notably more CPU time unprepared (docs/decisions/
 * 0012-answer-costs-in-the-server.md; figures in docs/benchmarks.md, API latency).
 */
function preparesStatements(url: string): boolean {
  return new URL(url).port !== TRANSACTION_POOLER_PORT;
}

/**
 * Sends `query` without preparing it, whatever the client does: for a query whose best plan
 * depends on its values. Prepared, the search's queries got a generic plan after their fifth call
 * (every pattern unknown), which cost three times as much as planning each call for its words.
 * postgres.js reads `options.prepare` of a query when it sends it (the tagged template has no
 * argument for it); tests/api/prepared-statements.test.ts holds that this still works.
 */
export function unprepared<T extends readonly object[]>(
  query: postgres.PendingQuery<T>,
): postgres.PendingQuery<T> {
  (query as unknown as { options: { prepare?: boolean } }).options.prepare = false;
  return query;
}

/** Opens a client on a URL. */
export function createSql(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? config().DATABASE_POOL_MAX,
    // The local Netlify runtime reloads a function per request; idle connections must close.
    idle_timeout: 20,
    connect_timeout: 10,
    prepare: preparesStatements(url),
    onnotice: () => {},
    transform: { undefined: null },
  });
}

let shared: Sql | undefined;

/** The process-wide client, opened on first use. */
export function db(): Sql {
  if (shared) return shared;
  const url = config().DATABASE_URL;
  if (!url) {
    refuseLocalFallback(["DATABASE_URL"]);
    throw new Error(
      "DATABASE_URL is not set. Start the site with `npm start` (it runs the embedded database) or set DATABASE_URL.",
    );
  }
  shared = createSql(url);
  return shared;
}

/** Closes the process-wide client (scripts call this before exiting). */
export async function closeDb(): Promise<void> {
  await shared?.end({ timeout: 5 });
  shared = undefined;
}
