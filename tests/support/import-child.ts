// A bulk import in a process of its own, for the test that kills it half-way
// (tests/api/import-interrupted.test.ts): imports the CSV file at argv[2] as the staff user whose
// JSON is argv[3], into DATABASE_URL, printing "started" once its job exists.
import { readFileSync } from "node:fs";
import type { StaffUser } from "../../src/server/auth/staff-users.ts";
import { createSql } from "../../src/server/db/client.ts";
import { createImportJob } from "../../src/server/import/import-jobs.ts";
import { runImport } from "../../src/server/import/run-import.ts";

const [file, actorJson] = process.argv.slice(2);
const actor = JSON.parse(actorJson!) as StaffUser;
const sql = createSql(process.env.DATABASE_URL!, { max: 2 });
const bytes = new Uint8Array(readFileSync(file!));
const job = await createImportJob(
  sql,
  { fileName: "interrupted.csv", fileSize: bytes.byteLength, dryRun: false },
  actor.id,
  "running",
);
process.stdout.write("started\n");
await runImport(sql, { actor, job, bytes, deadline: Date.now() + 10 * 60_000 });
await sql.end();
