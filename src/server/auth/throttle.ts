// Throttles failed sign-ins per username and per address, from the login_attempts table.
// A sliding window: once an account (or an address) has too many recent failures, sign-in is
// refused, even with the right password, until the oldest of them leaves the window.
import { createHmac } from "node:crypto";
import type { Sql } from "../db/client.ts";
import { signingSecret } from "../secrets.ts";

/** The window failures are counted in: 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failures allowed per username within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures allowed per address within the window (an office may share one address). */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Attempts are kept this long, then purged. */
const KEEP_ATTEMPTS = "1 day";

/**
 * A keyed hash (HMAC-SHA-256 with the signing secret) of a client address, so the database
 * never holds addresses and its hashes cannot be reversed by hashing all IPv4 addresses.
 */
export function hashClientAddress(ip: string | null | undefined): string | null {
  return ip ? createHmac("sha256", signingSecret()).update(ip).digest("hex") : null;
}

function attemptKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}

// Seconds until fewer than `limit` failures remain in the window, or 0 when under the limit.
async function secondsLocked(
  sql: Sql,
  column: "username" | "ip_hash",
  value: string,
  limit: number,
): Promise<number> {
  const [row] = await sql<{ count: number; wait: number | null }[]>`
    with recent as (
      select created_at from login_attempts
       where ${sql(column)} = ${value} and not succeeded
         and created_at > now() - make_interval(secs => ${SIGN_IN_WINDOW_SECONDS})
       order by created_at desc
       limit ${limit})
    select count(*)::int as count,
           ceil(extract(epoch from min(created_at) + make_interval(secs => ${SIGN_IN_WINDOW_SECONDS}) - now()))::int as wait
      from recent`;
  return row && row.count >= limit ? Math.max(1, row.wait ?? 1) : 0;
}

/** How many seconds this username or address must wait before signing in again; 0 when it may now. */
export async function signInLockoutSeconds(
  sql: Sql,
  username: string,
  ipHash: string | null,
): Promise<number> {
  const [account, address] = await Promise.all([
    secondsLocked(sql, "username", attemptKey(username), MAX_FAILURES_PER_ACCOUNT),
    ipHash ? secondsLocked(sql, "ip_hash", ipHash, MAX_FAILURES_PER_ADDRESS) : 0,
  ]);
  return Math.max(account, address);
}

/** Records a sign-in attempt (refused attempts are not recorded, so waiting always ends). */
export async function recordSignInAttempt(
  sql: Sql,
  username: string,
  ipHash: string | null,
  succeeded: boolean,
): Promise<void> {
  await sql`
    insert into login_attempts (username, ip_hash, succeeded)
    values (${attemptKey(username)}, ${ipHash}, ${succeeded})`;
  await sql`delete from login_attempts where created_at < now() - ${KEEP_ATTEMPTS}::interval`;
}
