// Applies supabase/migrations/*.sql in name order and records each one in the Supabase CLI's own
// history table (supabase_migrations.schema_migrations, version = the file name's timestamp), so a
// migration runs once whether `npm run db:migrate` or `supabase db push` applied it.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "./client.ts";

/** Where the migrations live, relative to the project root. */
export const MIGRATIONS_DIR = "supabase/migrations";

const FILE_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

interface Migration {
  file: string;
  version: string;
  name: string;
  sql: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const wrong = files.filter((file) => !FILE_NAME.test(file));
  if (wrong.length > 0) {
    throw new Error(
      `Migration file names must look like 20261122000100_name.sql: ${wrong.join(", ")}`,
    );
  }
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = FILE_NAME.exec(file)!;
      return { file, version: version!, name: name!, sql: await readFile(join(dir, file), "utf8") };
    }),
  );
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// As the CLI trims a statement it records (pkg/parser: SplitAndTrim), so a one-statement file it
// recorded compares equal too.
const trimmed = (text: string) => text.trim().replace(/;+$/, "").trim();

const changed = (migration: Migration) =>
  new Error(
    `Migration ${migration.file} changed after it was applied; add a new migration instead.`,
  );

// The table exactly as the CLI makes it (pkg/migration/history.go: CreateMigrationTable).
async function createHistoryTable(sql: Sql): Promise<void> {
  await sql.unsafe(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;`);
}

// The history this project kept before (public.schema_migrations: file name and SHA-256) moves
// into the shared table once, so nothing it lists runs again.
async function moveOldHistory(sql: Sql, migrations: Migration[]): Promise<void> {
  await sql.begin(async (tx) => {
    const [old] = await tx`select to_regclass('public.schema_migrations') as name`;
    if (!old?.name) return;
    const rows = await tx<{ name: string; checksum: string }[]>`
      select name, checksum from public.schema_migrations`;
    for (const row of rows) {
      const migration = migrations.find((candidate) => candidate.file === row.name);
      const version = FILE_NAME.exec(row.name)?.[1];
      if (!version) continue;
      if (migration && sha256(migration.sql) !== row.checksum) throw changed(migration);
      await tx`
        insert into supabase_migrations.schema_migrations (version, name, statements)
        values (${version}, ${migration?.name ?? row.name}, ${migration ? [migration.sql] : null})
        on conflict (version) do nothing`;
    }
    await tx`drop table public.schema_migrations`;
  });
}

/** Applies every migration not yet recorded; returns the file names it applied. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await createHistoryTable(sql);
  await moveOldHistory(sql, migrations);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql.begin(async (tx) => {
      await tx`lock table supabase_migrations.schema_migrations in exclusive mode`;
      const [row] = await tx<{ statements: string[] | null }[]>`
        select statements from supabase_migrations.schema_migrations
         where version = ${migration.version}`;
      if (row) {
        // Our own records keep the whole file as their one statement, so a file edited after it
        // ran is caught; the CLI keeps the file split into statements, which are trusted as they are.
        const [only, ...more] = row.statements ?? [];
        if (only !== undefined && more.length === 0 && trimmed(only) !== trimmed(migration.sql)) {
          throw changed(migration);
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`
        insert into supabase_migrations.schema_migrations (version, name, statements)
        values (${migration.version}, ${migration.name}, ${[migration.sql]})`;
      return true;
    });
    if (ran) applied.push(migration.file);
  }
  return applied;
}
