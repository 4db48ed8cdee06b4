// Applies supabase/migrations/*.sql in name order and records each one, so a migration runs once.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "./client.ts";

/** Where the migrations live, relative to the project root. */
export const MIGRATIONS_DIR = "supabase/migrations";

const FILE_NAME = /^\d{14}_[a-z0-9_]+\.sql$/;

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const wrong = names.filter((name) => !FILE_NAME.test(name));
  if (wrong.length > 0) {
    throw new Error(
      `Migration file names must look like 20261122000100_name.sql: ${wrong.join(", ")}`,
    );
  }
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** Applies every migration not yet recorded; returns the names it applied. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`
    create table if not exists public.schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`;
  await sql`alter table public.schema_migrations enable row level security`;
  const migrations = await readMigrations(dir);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql.begin(async (tx) => {
      await tx`lock table public.schema_migrations in exclusive mode`;
      const [row] = await tx<{ checksum: string }[]>`
        select checksum from public.schema_migrations where name = ${migration.name}`;
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} changed after it was applied; add a new migration instead.`,
          );
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`insert into public.schema_migrations (name, checksum)
               values (${migration.name}, ${migration.checksum})`;
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
