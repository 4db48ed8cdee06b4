// The databases test files copy their private databases from on a PostgreSQL server (CREATE DATABASE
// … TEMPLATE is a file copy): migrated and seeded once for all files instead of once per file.
import { createSql } from "../../src/server/db/client.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { seedCatalogue } from "../../src/server/seed/catalogue.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";

/** The template databases of private databases: migrated, with the demo catalogue or all demo data. */
export const TEMPLATES = { catalogue: "api_template_catalogue", demoData: "api_template_demo" };

export async function makeTemplates(serverUrl: string) {
  const server = createSql(serverUrl, { max: 1 });
  for (const [kind, name] of Object.entries(TEMPLATES)) {
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const sql = createSql(url.toString(), { max: 1 });
    await migrate(sql);
    await (kind === "demoData" ? seedDemoData(sql, { quiet: true }) : seedCatalogue(sql));
    await sql.end();
  }
  await server.end();
}
