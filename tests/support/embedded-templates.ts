// In-memory embedded databases started from a dump instead of from nothing: PGlite's initdb is
// most of an empty database's start (about 7 CPU-s here), the migrations another second. npm test
// dumps an empty and a migrated database once and names their folder in EMBEDDED_TEMPLATES; a
// file run alone, without it, makes each database from nothing.
import { join } from "node:path";
import { createSql } from "../../src/server/db/client.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../../src/server/embedded/embedded-postgres.ts";

/** What a database starts with: nothing but PGlite's own, or the schema of every migration. */
export type TemplateKind = "empty" | "migrated";

/** The dump of `kind` npm test made, if it made them. */
export function templateFile(kind: TemplateKind): string | undefined {
  const dir = process.env.EMBEDDED_TEMPLATES;
  return dir ? join(dir, `${kind}.tar`) : undefined;
}

async function migrateAt(url: string): Promise<void> {
  const sql = createSql(url, { max: 1 });
  try {
    await migrate(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** An in-memory embedded database holding what `kind` says. */
export async function startEmbeddedDatabase(
  kind: TemplateKind,
  options: { password?: string } = {},
): Promise<EmbeddedPostgres> {
  const template = templateFile(kind);
  if (template) return startEmbeddedPostgres({ ...options, template });
  const database = await startEmbeddedPostgres(options);
  if (kind === "migrated") await migrateAt(database.url);
  return database;
}

/** Dumps an empty and a migrated database into `dir`, for EMBEDDED_TEMPLATES to name. */
export async function makeEmbeddedTemplates(dir: string): Promise<void> {
  const database = await startEmbeddedPostgres({});
  try {
    await database.dump(join(dir, "empty.tar"));
    await migrateAt(database.url);
    await database.dump(join(dir, "migrated.tar"));
  } finally {
    await database.stop();
  }
}
