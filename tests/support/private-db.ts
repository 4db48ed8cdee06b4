// A database of one test file's own, migrated and holding the demo catalogue: for tests that add,
// change or delete catalogue rows which other test files, running at the same time, count exactly.
// An in-memory embedded Postgres, migrated (tests/support/embedded-templates.ts) and seeded, or on
// the PostgreSQL 15 server the runner gave a copy of the template made once for all files
// (tests/api/global-setup.ts).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { config } from "../../src/server/config.ts";
import { closeDb, createSql, type Sql } from "../../src/server/db/client.ts";
import type { EmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";
import { seedCatalogue } from "../../src/server/seed/catalogue.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { TEMPLATES } from "./database-templates.ts";
import { startEmbeddedDatabase } from "./embedded-templates.ts";

async function createDatabaseBeside(sharedUrl: string, template: string) {
  const name = `private_${process.pid}_${randomBytes(4).toString("hex")}`;
  const server = createSql(sharedUrl, { max: 1 });
  await server.unsafe(`create database ${name} template ${template}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end({ timeout: 5 });
  };
  return { url: url.toString(), drop };
}

/**
 * Points the handlers of this test file (DATABASE_URL, before their first query) at a private
 * database, holding the demo catalogue or (`demoData`) all the demo data; returns a getter of a
 * client on it for the tests' own checks.
 */
export function usePrivateDatabase(options: { demoData?: boolean } = {}): () => Sql {
  let sql: Sql | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    let url: string;
    if (inject("databaseKind") === "postgresql") {
      const template = options.demoData ? TEMPLATES.demoData : TEMPLATES.catalogue;
      ({ url, drop } = await createDatabaseBeside(process.env.DATABASE_URL!, template));
      sql = createSql(url, { max: 2 });
      process.env.DATABASE_URL = url;
    } else {
      embedded = await startEmbeddedDatabase("migrated");
      url = embedded.url;
      sql = createSql(url, { max: 2 });
      // Before the seed, which reads the configuration.
      process.env.DATABASE_URL = url;
      await (options.demoData ? seedDemoData(sql, { quiet: true }) : seedCatalogue(sql));
    }
    // The server reads its configuration once: it must not have been read before this point.
    expect(config().DATABASE_URL).toBe(url);
  }, 120_000);
  afterAll(async () => {
    await closeDb();
    await sql?.end({ timeout: 5 });
    await embedded?.stop();
    await drop();
  });
  return () => sql!;
}
