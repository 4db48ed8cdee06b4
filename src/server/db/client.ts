// The one Postgres client of the server: postgres.js on DATABASE_URL.
import postgres from "postgres";
import { config } from "../config.ts";

/** A postgres.js client or transaction; repositories take one as their first parameter. */
export type Sql = postgres.Sql;

/** The pool or one of its transactions, for queries that run inside a caller's transaction or not. */
export type Queryable = Sql | postgres.TransactionSql;

/** Opens a client on a URL. Supabase's transaction pooler needs prepare: false. */
export function createSql(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? config().DATABASE_POOL_MAX,
    // The local Netlify runtime reloads a function per request; idle connections must close.
    idle_timeout: 20,
    connect_timeout: 10,
    prepare: false,
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
