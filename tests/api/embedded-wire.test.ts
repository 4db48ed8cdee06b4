// The embedded database's wire server: only clients with its password get in; a result bigger
// than the socket's buffer arrives intact (the bytes PGlite hands over are copied before the
// socket queues them).
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSql, type Sql } from "../../src/server/db/client.ts";
import type { EmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";
import { startEmbeddedDatabase } from "../support/embedded-templates.ts";

let database: EmbeddedPostgres;
let sql: Sql;
beforeAll(async () => {
  database = await startEmbeddedDatabase("empty");
  sql = createSql(database.url, { max: 2 });
}, 60_000);
afterAll(async () => {
  await sql.end({ timeout: 5 });
  await database.stop();
});

it("answers a 20 MB result intact, twice over two connections at once", async () => {
  const query = () => sql<{ n: number; text: string }[]>`
    select n, repeat(md5(n::text), 30) as text from generate_series(1, 20000) n`;
  const results = await Promise.all([query(), query()]);
  for (const rows of results) {
    expect(rows).toHaveLength(20000);
    expect(rows[19999]).toEqual({ n: 20000, text: expect.stringMatching(/^[0-9a-f]{960}$/) });
    expect(rows.every((row, index) => row.n === index + 1 && row.text.length === 960)).toBe(true);
  }
});

it("refuses a client without the database's password, and one with another password", async () => {
  const url = new URL(database.url);
  for (const password of ["", "postgres", `${url.password}x`]) {
    url.password = password;
    const intruder = createSql(url.toString(), { max: 1 });
    await expect(intruder`select 1`).rejects.toThrow(/password authentication failed/);
    await intruder.end({ timeout: 1 });
  }
  const [row] = await sql<{ ok: number }[]>`select 1 as ok`;
  expect(row?.ok).toBe(1);
});

it("deallocates the statements a client prepared once it leaves (all clients share one session)", async () => {
  // One connection, whose own statements stay the same throughout.
  const observer = createSql(database.url, { max: 1 });
  const prepared = async () =>
    (
      await observer<{ count: number }[]>`select count(*)::int as count from pg_prepared_statements`
    )[0]!.count;
  const before = await prepared();
  const leaving = createSql(database.url, { max: 1 });
  await leaving`select ${1}::int as one`;
  await leaving`select ${"two"}::text as two`;
  await leaving`select ${3}::int + 1 as three`;
  expect(await prepared()).toBeGreaterThanOrEqual(before + 3);
  await leaving.end({ timeout: 5 });
  await expect.poll(prepared, { timeout: 5_000 }).toBe(before);
  await observer.end({ timeout: 5 });
});
