// Stores a public form's submission once per Idempotency-Key (src/lib/idempotency-key.ts), so the
// retry of a submission that was stored but not answered (a timeout, a 5xx after the commit) is
// answered again instead of being stored and mailed twice. The key's row is written in the same
// transaction as the submission, and its primary key (scope, key) decides which of two requests
// with one key comes first, not a check in this process: Postgres makes the second wait until the
// first commits (it is then a repeat) or rolls back (it then stores). A request without a key (an
// older page, a script) is stored as before.
import { createHash } from "node:crypto";
import type { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  INVALID_IDEMPOTENCY_KEY_MESSAGE,
} from "../../lib/idempotency-key.ts";
import type { Queryable, Sql } from "../db/client.ts";
import { HttpError } from "./errors.ts";
import { consumeRateLimit, type RateLimit } from "./rate-limit.ts";

/** How long a key is remembered: far longer than any retry, short enough to keep the table small. */
const KEY_LIFETIME = "24 hours";

// How long a repeat waits for the first request's transaction before it is told to wait.
const IN_FLIGHT_WAIT = "5s";

/** A request's key, scoped to one kind of form, with a SHA-256 of what the request sent. */
export interface SubmissionKey {
  scope: string;
  key: string;
  fingerprint: string;
}

/** What storeOnce did: stored now (the caller then sends its mails) or found an earlier result. */
export interface Once<R> {
  kind: "stored" | "repeat";
  result: R;
}

/** Or refused: the sender's rate limit was spent, nothing was stored. */
export interface OverLimit {
  kind: "rate_limited";
  retryAfterSeconds: number;
}

/** The sender's limit, counted only for a submission about to be stored. */
export interface SenderLimit {
  key: string;
  limit: RateLimit;
}

class LimitSpent extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate limited");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// Counts one submission on the sender's limit (in the storing transaction when there is one, so a
// refused submission's claim of its key is rolled back with it).
async function countSubmission(sql: Queryable, limit: SenderLimit | null): Promise<void> {
  if (!limit) return;
  const wait = await consumeRateLimit(sql, limit.key, limit.limit);
  if (wait > 0) throw new LimitSpent(wait);
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

// The same content gives the same text whatever the order of its keys; bytes count by digest.
function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: sha256(value) };
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, item]) => [name, canonical(item)]));
}

/**
 * The request's key for forms of kind `scope`, with the fingerprint of `content` (the checked
 * fields, files as their bytes); null without the header; HttpError 400 for a malformed key.
 */
export function submissionKeyOf(
  req: Request,
  scope: string,
  content: unknown,
): SubmissionKey | null {
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, "invalid_idempotency_key", INVALID_IDEMPOTENCY_KEY_MESSAGE);
  }
  return { scope, key, fingerprint: sha256(JSON.stringify(canonical(content))) };
}

const reused = () =>
  new HttpError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different submission. Send changed content with a new key.",
  );

const inFlight = () =>
  new HttpError(
    409,
    "submission_in_progress",
    "This submission is already being processed. Please wait a moment and try again.",
  );

/**
 * The result an earlier request with this key stored, checked by `schema`; null when the key is
 * new (or has expired). HttpError 422 when the key came with other content.
 */
export async function earlierResult<R>(
  sql: Queryable,
  key: SubmissionKey | null,
  schema: z.ZodType<R>,
): Promise<R | null> {
  if (!key) return null;
  const [row] = await sql<{ fingerprint: string; result: unknown }[]>`
    select fingerprint, result from idempotency_keys
     where scope = ${key.scope} and key = ${key.key}
       and created_at > now() - ${KEY_LIFETIME}::interval`;
  if (!row || row.result === null) return null;
  if (row.fingerprint !== key.fingerprint) throw reused();
  return schema.parse(row.result);
}

// Claims the key for this transaction: a new row, or an expired one taken over. False when a live
// row exists; a row another transaction has claimed makes this wait for it to end.
async function claim(tx: Queryable, key: SubmissionKey): Promise<boolean> {
  const rows = await tx`
    insert into idempotency_keys as k (scope, key, fingerprint)
    values (${key.scope}, ${key.key}, ${key.fingerprint})
    on conflict (scope, key) do update
       set fingerprint = excluded.fingerprint, result = null, created_at = now()
     where k.created_at <= now() - ${KEY_LIFETIME}::interval
    returning 1`;
  return rows.length === 1;
}

/**
 * Runs `store` (which writes the submission with the client it is given and returns a small JSON
 * result, e.g. its id) once per key: in one transaction with the key's row, so both are committed
 * or neither. A key seen before answers that request's result instead and stores nothing; one
 * still in flight after 5 s is HttpError 409; one sent with other content is HttpError 422.
 * Without a key, `store` simply runs. `limit` is counted only for a submission that is stored, after
 * its key is claimed: retries of one submission, however many and however simultaneous, count once.
 */
export async function storeOnce<R>(
  sql: Sql,
  key: SubmissionKey | null,
  schema: z.ZodType<R>,
  store: (sql: Queryable) => Promise<R>,
  limit: SenderLimit | null = null,
): Promise<Once<R> | OverLimit> {
  try {
    const once = await claimAndStore(sql, key, schema, store, limit);
    if (key && once.kind === "stored") await purgeExpiredKeys(sql);
    return once;
  } catch (error) {
    if (error instanceof LimitSpent) {
      return { kind: "rate_limited", retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
}

async function claimAndStore<R>(
  sql: Sql,
  key: SubmissionKey | null,
  schema: z.ZodType<R>,
  store: (sql: Queryable) => Promise<R>,
  limit: SenderLimit | null,
): Promise<Once<R>> {
  if (!key) {
    await countSubmission(sql, limit);
    return { kind: "stored", result: await store(sql) };
  }
  const once = await sql
    .begin(async (tx): Promise<Once<R>> => {
      await tx.unsafe(`set local lock_timeout = '${IN_FLIGHT_WAIT}'`);
      if (!(await claim(tx, key))) {
        // A live row another transaction committed: its result is there (claimed and answered
        // in one commit), unless it was purged meanwhile; never store twice on a guess.
        const result = await earlierResult(tx, key, schema);
        if (result === null) throw inFlight();
        return { kind: "repeat", result };
      }
      await countSubmission(tx, limit);
      const result = schema.parse(await store(tx));
      await tx`
        update idempotency_keys set result = ${tx.json(result as never)}
         where scope = ${key.scope} and key = ${key.key}`;
      return { kind: "stored", result };
    })
    .catch((error: unknown) => {
      // lock_not_available: the first request's transaction outlasted the wait.
      throw (error as { code?: unknown }).code === "55P03" ? inFlight() : error;
    });
  return once as Once<R>;
}

// Expired keys are never read again; removing them is housekeeping, so a failure is only logged.
async function purgeExpiredKeys(sql: Sql): Promise<void> {
  await sql`delete from idempotency_keys where created_at <= now() - ${KEY_LIFETIME}::interval`.catch(
    (error: unknown) => console.error("Expired idempotency keys not purged:", error),
  );
}

/** Marks an answer given from an earlier request's result (for clients and logs). */
export function markRepeat(response: Response, repeat: boolean): Response {
  if (repeat) response.headers.set("idempotent-replayed", "true");
  return response;
}
