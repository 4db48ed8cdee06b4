// The fixed-window rate limits (src/server/http/rate-limit.ts): counted per key and window,
// and the windows over a day old purged by the same statement that counts.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { consumeRateLimit } from "../../src/server/http/rate-limit.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const limit = { max: 2, windowSeconds: 600 };

it("allows `max` events per key in a window, then tells how long to wait", async () => {
  const key = `test:${randomUUID()}`;
  expect(await consumeRateLimit(sql, key, limit)).toBe(0);
  expect(await consumeRateLimit(sql, key, limit)).toBe(0);
  const wait = await consumeRateLimit(sql, key, limit);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(600);
  expect(await consumeRateLimit(sql, `test:${randomUUID()}`, limit)).toBe(0);
});

it("purges the windows over a day old when it counts an event, and keeps younger ones", async () => {
  const [old, recent] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
  await sql`
    insert into rate_limits (key, window_start, count)
    values (${old}, now() - interval '25 hours', 3), (${recent}, now() - interval '23 hours', 3)`;
  await consumeRateLimit(sql, `test:${randomUUID()}`, limit);
  const left = await sql<{ key: string }[]>`
    select key from rate_limits where key in (${old}, ${recent})`;
  expect(left.map((row) => row.key)).toEqual([recent]);
});
