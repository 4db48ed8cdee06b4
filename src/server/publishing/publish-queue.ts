// The publish queue kept in publish_requests, so that every function instance sees one state:
//
//   queued ──(claimNextBuild: no build running)──> building ──(deploy result)──> live | failed
//
// Every catalogue write inserts a `queued` request in its own transaction. claimNextBuild, under
// a transaction-scoped advisory lock (one claimer at a time across instances), does nothing while
// a request is `building`; otherwise it moves EVERY queued request to `building` under one new
// build id. So one build runs at a time, and all edits that arrive meanwhile wait together as the
// one queued next build, however many there are. The deploy result (finishBuild) settles the
// build's requests; then the caller claims again. A build with no result within
// BUILD_TIMEOUT_MINUTES is failed, so a lost notification cannot stop publishing for good.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Tx } from "../admin/audit.ts";
import type { Sql } from "../db/client.ts";

/** A build that reports nothing for this long is failed (a Netlify build of the site: ~5 min). */
const BUILD_TIMEOUT_MINUTES = 30;

// Any constant shared by every claimer; names this lock in pg_locks.
const PUBLISH_LOCK = 73_012_026;

/** The reason given to requests whose build never reported. */
export const TIMEOUT_REASON = `No deploy result arrived within ${BUILD_TIMEOUT_MINUTES} minutes`;

/** How a build ended. */
export type BuildOutcome = { ok: true } | { ok: false; reason: string };

/** Fails builds that have been `building` for longer than BUILD_TIMEOUT_MINUTES. */
async function expireStaleBuilds(sql: Sql | Tx): Promise<number> {
  const rows = await sql`
    update publish_requests
       set status = 'failed', error = ${TIMEOUT_REASON}, finished_at = now()
     where status = 'building'
       and started_at < now() - make_interval(mins => ${BUILD_TIMEOUT_MINUTES})
    returning id`;
  return rows.length;
}

/**
 * Starts the next build if none is running and edits are queued: marks every queued request
 * `building` under a new build id and returns that id; null when there is nothing to start.
 */
export async function claimNextBuild(sql: Sql): Promise<string | null> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${PUBLISH_LOCK})`;
    await expireStaleBuilds(tx);
    const [running] = await tx`select 1 from publish_requests where status = 'building' limit 1`;
    if (running) return null;
    const buildId = randomUUID();
    const claimed = await tx`
      update publish_requests
         set status = 'building', build_id = ${buildId}, started_at = now()
       where status = 'queued'
      returning id`;
    return claimed.length > 0 ? buildId : null;
  });
}

/** Settles the requests of one build as live or failed; returns how many it settled. */
export async function finishBuild(
  sql: Sql,
  buildId: string,
  outcome: BuildOutcome,
): Promise<number> {
  const status = outcome.ok ? "live" : "failed";
  const error = outcome.ok ? null : outcome.reason.slice(0, 10_000);
  const rows = await sql`
    update publish_requests
       set status = ${status}, error = ${error}, finished_at = now()
     where build_id = ${buildId} and status = 'building'
    returning id`;
  return rows.length;
}

/**
 * Marks live every building request whose build was started no later than `deployCreatedAt`: a
 * deploy created after the edits were committed and claimed holds them, whoever started it.
 */
export async function markLiveUpTo(sql: Sql, deployCreatedAt: Date): Promise<number> {
  const rows = await sql`
    update publish_requests
       set status = 'live', error = null, finished_at = now()
     where status = 'building' and started_at <= ${deployCreatedAt}
    returning id`;
  return rows.length;
}

/**
 * The kinds of record the edits of one build are about (publish_requests.entity_type: product,
 * category, blog…, import; "" for a request that names none), each once.
 */
export async function buildEditKinds(sql: Sql, buildId: string): Promise<string[]> {
  const rows = await sql<{ kind: string }[]>`
    select distinct coalesce(entity_type, '') as kind
      from publish_requests
     where build_id = ${buildId}`;
  return rows.map((row) => row.kind);
}

/** How long to wait for a burst of edits to end before a build starts, and at most. */
export interface BurstWait {
  /** The build starts once no edit has been saved for this long. */
  quietMs: number;
  /** ...or once it has waited this long, however the edits keep coming. */
  capMs: number;
  signal?: AbortSignal | undefined;
}

// Milliseconds since the newest edit of build `buildId` or waiting for the next build.
async function quietFor(sql: Sql, buildId: string): Promise<number> {
  const [row] = await sql<{ ms: number | null }[]>`
    select (extract(epoch from now() - max(created_at)) * 1000)::float8 as ms
      from publish_requests
     where build_id = ${buildId} or status = 'queued'`;
  return row?.ms ?? Number.POSITIVE_INFINITY;
}

/**
 * For a build that reads the whole database once it starts (a local full build): waits while
 * edits keep being saved, then adds every queued request to build `buildId`, whose output will
 * hold them, instead of leaving them to a build of their own after it. Answers how many joined.
 */
export async function gatherBurst(sql: Sql, buildId: string, wait: BurstWait): Promise<number> {
  const started = Date.now();
  for (;;) {
    const quiet = await quietFor(sql, buildId);
    const left = Math.min(wait.quietMs - quiet, wait.capMs - (Date.now() - started));
    if (left <= 0) break;
    // A stop ends the wait at once (rejecting), not after it.
    await sleep(left, undefined, wait.signal ? { signal: wait.signal } : {});
  }
  const joined = await sql`
    update publish_requests
       set status = 'building', build_id = ${buildId}, started_at = now()
     where status = 'queued'
    returning id`;
  return joined.length;
}
