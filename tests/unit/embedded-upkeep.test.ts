// The embedded database's upkeep on a real PGlite, and its turn among clients of the wire server.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upkeep } from "../../src/server/embedded/upkeep.ts";
import { PgliteWireServer } from "../../src/server/embedded/wire-server.ts";
import { templateFile } from "../support/embedded-templates.ts";

let db: PGlite;

beforeAll(async () => {
  const template = templateFile("empty");
  db = await PGlite.create(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
  await db.exec(`
    create table busy (id int primary key, note text);
    create table quiet (id int primary key, note text);
    create table edited (id int primary key, note text);
    insert into busy select g, 'new' from generate_series(1, 2000) g;
    insert into quiet select g, 'new' from generate_series(1, 10) g;
    insert into edited select g, 'new' from generate_series(1, 100) g;`);
  await upkeep(db);
}, 30_000);

afterAll(async () => {
  await db?.close();
});

const statsOf = async (table: string) =>
  (
    await db.query<{ vacuumed: boolean; analyzed: boolean; dead: number }>(
      `select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed,
              n_dead_tup::int as dead
         from pg_stat_user_tables where relname = $1`,
      [table],
    )
  ).rows[0]!;

describe("embedded database upkeep", () => {
  it("vacuums and analyses the tables written past autovacuum's thresholds only", async () => {
    expect(await statsOf("busy")).toMatchObject({ vacuumed: true, analyzed: true, dead: 0 });
    expect(await statsOf("quiet")).toMatchObject({ vacuumed: false, analyzed: false });
  });

  it("removes the dead rows of a table whose rows were rewritten, and then has nothing to do", async () => {
    await db.exec("update edited set note = 'changed'; update edited set note = 'again'");
    const done = await upkeep(db);
    expect(done).toEqual([{ table: "public.edited", vacuum: true, analyze: true }]);
    expect(await statsOf("edited")).toMatchObject({ vacuumed: true, dead: 0 });
    expect(await upkeep(db)).toEqual([]);
  });
});

describe("the wire server's own work", () => {
  let server: PgliteWireServer;
  let sql: postgres.Sql;

  beforeAll(async () => {
    server = new PgliteWireServer(db, "secret");
    const port = await server.listen(0);
    sql = postgres(`postgres://postgres:secret@127.0.0.1:${port}/postgres`, {
      max: 1,
      onnotice: () => {},
    });
  });

  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  it("waits for a client's transaction to end before it runs", async () => {
    const order: string[] = [];
    await sql.begin(async (tx) => {
      await tx`insert into quiet values (100, 'in a transaction')`;
      void server.runInTurn(async (database) => {
        order.push(
          `job saw ${(await database.query("select 1 from quiet where id = 100")).rows.length} row`,
        );
      });
      await new Promise((done) => setTimeout(done, 100));
      await tx`select 1`;
      order.push("transaction ended");
    });
    await server.runInTurn(async () => {});
    expect(order).toEqual(["transaction ended", "job saw 1 row"]);
  });

  it("refuses work once stopped", async () => {
    const other = new PgliteWireServer(db, "secret");
    await other.stop();
    await expect(other.runInTurn(async () => 1)).rejects.toThrow(/stopped/);
  });
});
