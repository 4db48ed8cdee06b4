// Starts the database for the API tests once: an in-memory embedded Postgres, unless
// TEST_DATABASE_URL names another (the test runner passes a throwaway PostgreSQL 15 there).
// Migrates and seeds it, and hands its URL to the test files. On PostgreSQL it also makes the
// templates that test files copy their private databases from (tests/support/private-db.ts).
import type { TestProject } from "vitest/node";
import { createSql } from "../../src/server/db/client.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { makeTemplates } from "../support/database-templates.ts";
import { startEmbeddedDatabase } from "../support/embedded-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const embedded = external ? undefined : await startEmbeddedDatabase("migrated");
  const url = external ?? embedded!.url;
  const sql = createSql(url, { max: 1 });
  await migrate(sql);
  await seedDemoData(sql, { quiet: true });
  await sql.end();
  if (external) await makeTemplates(external);
  project.provide("databaseUrl", url);
  project.provide("databaseKind", external ? "postgresql" : "pglite");
  return async () => {
    await embedded?.stop();
  };
}
