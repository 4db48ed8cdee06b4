// GET /api/health: whether this server can answer, for a proxy, a monitor or a container. 200 when
// the database answers a trivial query within HEALTH_TIMEOUT_MS, 503 when it does not; both name
// the release served. Never cached: each call asks the database again.
import type { Sql } from "../db/client.ts";
import { log } from "../log/logger.ts";

/** How long the database may take to answer before the server counts as unhealthy. */
const HEALTH_TIMEOUT_MS = 2000;

/** What /api/health answers. */
export interface Health {
  status: "ok" | "unavailable";
  database: { state: "up"; responseMs: number } | { state: "down"; reason: string };
  /** The release served: the deploy's id on Netlify, the local release's name under npm start. */
  release: string | null;
  time: string;
}

async function databaseState(sql: () => Sql, timeoutMs: number): Promise<Health["database"]> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql()`select 1`.execute(), late]);
    return { state: "up", responseMs: Math.round(performance.now() - started) };
  } catch (error) {
    // The client's own message may name the database's address: it goes to the log only.
    log().warn({ err: error }, "health: the database did not answer");
    return { state: "down", reason: `no answer within ${timeoutMs} ms` };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database and answers with 200 or 503. */
export async function healthResponse(
  sql: () => Sql,
  release: string | null,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Response> {
  const database = await databaseState(sql, timeoutMs);
  const up = database.state === "up";
  const health: Health = {
    status: up ? "ok" : "unavailable",
    database,
    release,
    time: new Date().toISOString(),
  };
  return Response.json(health, {
    status: up ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
