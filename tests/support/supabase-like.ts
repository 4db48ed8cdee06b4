// A PostgreSQL 15 database set up as a Supabase project's is before its migrations run: the roles
// of the Data API (anon, authenticated, service_role, and authenticator, the login it switches
// from), the grants Supabase gives them on schema public, and the storage schema's buckets table
// (columns as in the Supabase CLI's initial schema).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSql, type Sql } from "../../src/server/db/client.ts";
import { MIGRATIONS_DIR } from "../../src/server/db/migrate.ts";

const ROLES = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    create role authenticator login noinherit;
    grant anon, authenticated, service_role to authenticator;
  end if;
end $$`;

const SUPABASE_GRANTS = `
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
create schema storage;
create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamp with time zone default now(),
  updated_at timestamp with time zone default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
)`;

/** A URL of the same cluster for another database or user. */
export function databaseUrl(clusterUrl: string, database: string, user = "postgres"): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  url.username = user;
  return url.toString();
}

/** Creates a fresh database named `name`, set up as Supabase's; returns its owner's URL. */
export async function createSupabaseLikeDatabase(clusterUrl: string, name: string) {
  const admin = createSql(clusterUrl, { max: 1 });
  try {
    await admin.unsafe(ROLES);
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(clusterUrl, name);
  const sql = createSql(url, { max: 1 });
  try {
    await sql.unsafe(SUPABASE_GRANTS);
  } finally {
    await sql.end();
  }
  return url;
}

/** Runs `work` on a connection of `url`, and closes it. */
export async function withSql<T>(url: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = createSql(url, { max: 1 });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

/** The migration files, in the order both tools apply them. */
function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort();
}

// `supabase db push` on `files`: pkg/migration/history.go and file.go, statement by statement.
export async function supabaseDbPush(sql: Sql, only = migrationFiles()): Promise<void> {
  await sql.unsafe(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;`);
  for (const file of only) {
    const [, version, name] = /^(\d+)_(.*)\.sql$/.exec(file)!;
    const text = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
    // The CLI records the file split into trimmed statements; which split does not matter here.
    const statements = text
      .split(/;\s*\n(?=\S)/)
      .map((statement) => statement.trim().replace(/;+$/, ""))
      .filter(Boolean);
    await sql.begin(async (tx) => {
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations(version, name, statements)
               values (${version!}, ${name!}, ${statements})`;
    });
  }
}
