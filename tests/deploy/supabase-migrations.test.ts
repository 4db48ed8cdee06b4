// One migration history for `npm run db:migrate` and the Supabase CLI, on PostgreSQL 15 set up as
// a Supabase project is. The CLI's side is done as its source does it (pkg/migration: the history
// table's statements, then per file its statements and one row of version, name and statements).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Sql } from "../../src/server/db/client.ts";
import { MIGRATIONS_DIR, migrate } from "../../src/server/db/migrate.ts";
import { UPLOAD_LIMITS } from "../../src/server/admin/uploads.ts";
import { SIGNED_UPLOAD_MAX_BYTES } from "../../src/server/storage/serve-stored.ts";
import { createSupabaseLikeDatabase, supabaseDbPush, withSql } from "../support/supabase-like.ts";

const cluster = inject("postgres15Url");
const files = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith(".sql"))
  .sort();
const versions = files.map((file) => file.split("_")[0]!);

// What the CLI reads to decide what `supabase db push` still has to apply (LIST_MIGRATION_VERSION).
async function cliRecordedVersions(sql: Sql): Promise<string[]> {
  const rows = await sql<{ version: string }[]>`
    select version from supabase_migrations.schema_migrations order by version`;
  return rows.map((row) => row.version);
}

function npmRunDbMigrate(url: string): string {
  return execFileSync("node", ["scripts/db-migrate.ts"], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
}

describe.skipIf(!cluster)("migrations shared with the Supabase CLI (PostgreSQL 15)", () => {
  it("supabase db push, then npm run db:migrate: nothing left to apply", async () => {
    const url = await createSupabaseLikeDatabase(cluster, "cli_first");
    await withSql(url, (sql) => supabaseDbPush(sql));
    expect(npmRunDbMigrate(url)).toContain("Database is up to date.");
    await withSql(url, async (sql) => expect(await migrate(sql)).toEqual([]));
  });

  it("npm run db:migrate, then supabase db push: nothing left to apply", async () => {
    const url = await createSupabaseLikeDatabase(cluster, "migrate_first");
    expect(npmRunDbMigrate(url)).toContain("Applied:");
    await withSql(url, async (sql) => {
      expect(await cliRecordedVersions(sql)).toEqual(versions);
      const rows = await sql<{ name: string; statements: string[] }[]>`
        select version || '_' || name || '.sql' as name, statements
          from supabase_migrations.schema_migrations order by version`;
      expect(rows.map((row) => row.name)).toEqual(files);
      expect(rows.every((row) => row.statements.length > 0)).toBe(true);
    });
  });

  it("half by the CLI, the rest by npm run db:migrate, then the CLI again: all applied once", async () => {
    const url = await createSupabaseLikeDatabase(cluster, "mixed");
    await withSql(url, (sql) => supabaseDbPush(sql, files.slice(0, 10)));
    expect(npmRunDbMigrate(url)).toContain(`Applied: ${files.slice(10).join(", ")}`);
    await withSql(url, async (sql) => expect(await cliRecordedVersions(sql)).toEqual(versions));
  });

  it("a database migrated before, with its own history table, moves over without re-applying", async () => {
    const url = await createSupabaseLikeDatabase(cluster, "old_history");
    await withSql(url, async (sql) => {
      await migrate(sql);
      // The history as this project kept it before: file names and SHA-256 in public.
      await sql.unsafe(`
        create table public.schema_migrations (
          name text primary key, checksum text not null, applied_at timestamptz not null default now());
        drop schema supabase_migrations cascade;`);
      for (const file of files) {
        const checksum = createHash("sha256")
          .update(readFileSync(join(MIGRATIONS_DIR, file), "utf8"))
          .digest("hex");
        await sql`insert into public.schema_migrations (name, checksum) values (${file}, ${checksum})`;
      }
      expect(await migrate(sql)).toEqual([]);
      expect(await cliRecordedVersions(sql)).toEqual(versions);
      const [old] = await sql`select to_regclass('public.schema_migrations') as name`;
      expect(old!.name).toBeNull();
    });
  });

  it("creates the storage buckets with the code's limits where Supabase's storage exists", async () => {
    const url = await createSupabaseLikeDatabase(cluster, "buckets");
    await withSql(url, async (sql) => {
      await migrate(sql);
      const buckets = await sql<
        { id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }[]
      >`select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id`;
      expect(buckets.map((bucket) => [bucket.id, bucket.public])).toEqual([
        ["private", false],
        ["public", true],
      ]);
      const [privateBucket, publicBucket] = buckets;
      expect(Number(publicBucket!.file_size_limit)).toBe(
        Math.max(UPLOAD_LIMITS.imageBytes, UPLOAD_LIMITS.pdfBytes),
      );
      expect(publicBucket!.allowed_mime_types).toEqual(
        expect.arrayContaining(["image/jpeg", "image/png", "image/webp", "application/pdf"]),
      );
      expect(Number(privateBucket!.file_size_limit)).toBe(SIGNED_UPLOAD_MAX_BYTES);
    });
  });
});
