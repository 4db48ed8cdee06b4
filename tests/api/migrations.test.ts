import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrate } from "../../src/server/db/migrate.ts";
import { testSql } from "../support/db.ts";
import { testFolder } from "../support/temp-folder.ts";

const sql = testSql();

describe("migrate", () => {
  it("records every migration and applies nothing the second time", async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort();
    const recorded = await sql<
      { name: string }[]
    >`select version || '_' || name || '.sql' as name from supabase_migrations.schema_migrations order by version`;
    expect(recorded.map((r) => r.name)).toEqual(files);
    expect(await migrate(sql)).toEqual([]);
  });

  it("refuses a migration that changed after it was applied", async () => {
    const dir = testFolder("migrations");
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const [first] = (await readdir(dir)).sort();
    await writeFile(join(dir, first!), `${await readFile(join(dir, first!), "utf8")}\n-- edited\n`);
    await expect(migrate(sql, dir)).rejects.toThrow(
      `Migration ${first} changed after it was applied`,
    );
  });
});
