// An embedded database started from another's dump holds what the other held when it was dumped,
// and is its own from then on.
import { afterAll, expect, it } from "vitest";
import { createSql } from "../../src/server/db/client.ts";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../../src/server/embedded/embedded-postgres.ts";
import { startEmbeddedDatabase } from "../support/embedded-templates.ts";
import { fileFolder } from "../support/temp-folder.ts";

const folder = fileFolder("embedded-dump");
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function open(start: Promise<EmbeddedPostgres>) {
  const database = await start;
  const sql = createSql(database.url, { max: 1 });
  stops.push(
    () => database.stop(),
    () => sql.end({ timeout: 5 }),
  );
  return { database, sql };
}

it("starts a database from a dump with the rows it held, then keeps its own", async () => {
  const first = await open(startEmbeddedDatabase("empty"));
  await first.sql`create table notes (id int primary key, note text)`;
  await first.sql`insert into notes values (1, 'dumped')`;
  const file = `${folder}/notes.tar`;
  await first.database.dump(file);
  await first.sql`insert into notes values (2, 'after the dump')`;

  const second = await open(startEmbeddedPostgres({ template: file }));
  expect(await second.sql`select id, note from notes order by id`).toEqual([
    { id: 1, note: "dumped" },
  ]);
  await second.sql`insert into notes values (3, 'second only')`;
  expect((await first.sql`select id from notes order by id`).map((row) => row.id)).toEqual([1, 2]);
}, 60_000);

it("refuses a template for a database kept in a folder", async () => {
  await expect(
    startEmbeddedPostgres({ dataDir: `${folder}/pglite`, template: `${folder}/notes.tar` }),
  ).rejects.toThrow("An embedded database starts from a template in memory only.");
});
