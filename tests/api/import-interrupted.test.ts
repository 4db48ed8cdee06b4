// An import killed half-way (SIGKILL of the process running it) leaves no half-written row: rows
// are committed in whole batches, each product with its audit entry and the job's progress;
// importing the file again completes it without duplicating what was written.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createImportJob } from "../../src/server/import/import-jobs.ts";
import { IMPORT_BATCH_SIZE, runImport } from "../../src/server/import/run-import.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { signedInStaff } from "../support/staff.ts";
import { testFolder } from "../support/temp-folder.ts";

const db = usePrivateDatabase();
// Six batches: the import is killed after its first.
const ROWS = 6 * IMPORT_BATCH_SIZE;

function csv(prefix: string): string {
  const lines = ["name,category,sku,shortDescription,description,status,featured"];
  for (let row = 0; row < ROWS; row++) {
    const name = `Interrupted ${prefix} ${String(row).padStart(4, "0")}`;
    lines.push(
      `${name},printers,${prefix}-${row},A row of the killed import.,Killed.,active,false`,
    );
  }
  return lines.join("\n");
}

// The one number a count query answers.
const numberOf = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]!.n;

// How many products of this run's import are stored.
const countOf = (prefix: string) =>
  numberOf(
    db()<{ n: number }[]>`select count(*)::int as n from products where sku like ${`${prefix}-%`}`,
  );

describe("an import killed half-way", () => {
  it("keeps whole batches only, and a second import completes the file without duplicates", async () => {
    const { user } = await signedInStaff(db(), "admin");
    const prefix = `KILL${randomBytes(3).toString("hex").toUpperCase()}`;
    const file = join(testFolder("import-kill"), "rows.csv");
    writeFileSync(file, csv(prefix));

    const child = spawn(
      process.execPath,
      ["tests/support/import-child.ts", file, JSON.stringify(user)],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    // Killed once some rows are in, long before all of them are.
    await expect.poll(() => countOf(prefix), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    child.kill("SIGKILL");
    await exited;

    const written = await countOf(prefix);
    expect(written).toBeLessThan(ROWS);
    expect(written % IMPORT_BATCH_SIZE).toBe(0); // whole transactions of a batch, nothing between
    const audited = await numberOf(db()<{ n: number }[]>`
      select count(*)::int as n from audit_log a join products p on a.entity_id = p.id::text
       where a.entity_type = 'product' and a.action = 'create' and p.sku like ${`${prefix}-%`}`);
    expect(audited).toBe(written);
    const partial = await numberOf(db()<{ n: number }[]>`
      select count(*)::int as n from products
       where sku like ${`${prefix}-%`} and (category_id is null or description is null or slug is null)`);
    expect(partial).toBe(0);
    // The job's progress is committed with each batch: it counts exactly the rows stored.
    const [killed] = await db()<{ processed: number }[]>`
      select processed_rows as processed from import_jobs where file_name = 'interrupted.csv'`;
    expect(killed!.processed).toBe(written);

    const bytes = new Uint8Array(Buffer.from(csv(prefix)));
    const job = await createImportJob(
      db(),
      { fileName: "again.csv", fileSize: bytes.byteLength, dryRun: false },
      user.id,
      "running",
    );
    const result = await runImport(db(), {
      actor: user,
      job,
      bytes,
      deadline: Date.now() + 600_000,
    });
    expect(result).toMatchObject({
      complete: true,
      successful: ROWS,
      created: ROWS - written,
      unchanged: written,
      failed: [],
    });
    expect(await countOf(prefix)).toBe(ROWS);
    const skus = await numberOf(db()<{ n: number }[]>`
      select count(distinct sku)::int as n from products where sku like ${`${prefix}-%`}`);
    expect(skus).toBe(ROWS);
  }, 300_000);
});
