// A fixed-window counter per key in rate_limits: cheap, shared by every function instance, and
// invisible to a person (five enquiries in ten minutes is far more than anyone sends by hand).
import type { Queryable, Sql } from "../db/client.ts";

/** A limit: at most `max` events per key in each window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  /** A day at most: older windows are purged. */
  windowSeconds: number;
}

/**
 * Counts one event for `key`; 0 when allowed, else the seconds until the window ends. Ended
 * windows are never read again: the same statement purges those over a day old, so that the
 * table stays small at no extra round trip.
 */
export async function consumeRateLimit(
  sql: Queryable,
  key: string,
  limit: RateLimit,
): Promise<number> {
  const [row] = await sql<{ count: number; wait: number }[]>`
    with purged as (
      delete from rate_limits where window_start < now() - interval '1 day'),
    window_start as (
      select to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds}) as at)
    insert into rate_limits as r (key, window_start, count)
    select ${key}, at, 1 from window_start
    on conflict (key, window_start) do update set count = r.count + 1
    returning count,
      ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowSeconds}) - now()))::int as wait`;
  return row && row.count > limit.max ? Math.max(1, row.wait) : 0;
}

/**
 * Takes back one event counted for `key` in the current window, for a limit that counts an event
 * before knowing whether it should count (a sign-in counted before its password proved right).
 */
export async function releaseRateLimit(sql: Sql, key: string, limit: RateLimit): Promise<void> {
  await sql`
    update rate_limits set count = greatest(count - 1, 0)
     where key = ${key}
       and window_start = to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`;
}
