// An import longer than one call may run (IMPORT_CALL_SECONDS, 0 here: one batch per call)
// answers complete: false, and POST /api/import/jobs/{id}/continue goes on from the row where it
// stopped until the whole file is in; the import still asks for one publish.
import { beforeAll, describe, expect, it } from "vitest";
import importFunction from "../../netlify/functions/import.mts";
import products from "../../netlify/functions/products.mts";
import { IMPORT_BATCH_SIZE } from "../../src/server/import/run-import.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

// Read by the server's configuration on first use, which comes after this.
process.env.IMPORT_CALL_SECONDS = "0";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
  other = await signedInStaff(db());
});

// Files of one and a half and of two and a half batches.
const ONE_AND_A_HALF = IMPORT_BATCH_SIZE * 1.5;
const TWO_AND_A_HALF = IMPORT_BATCH_SIZE * 2.5;

const productCount = async () =>
  (await db()`select count(*)::int as n from products`)[0]!.n as number;

function fileOf(count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Continued ${tag} ${process.pid} ${i}`,
    category: "printers",
    status: i === 5 ? "draft" : "active",
  }));
  return csvBytes(rowsOf(rows));
}

const start = (bytes: Uint8Array, query = "") =>
  send(products, `/api/products/bulk-import${query}`, {
    method: "POST",
    cookie: staff.cookie,
    form: formOf({}, { file: { bytes, name: "long.csv" } }),
  });
const next = (jobId: string, cookie = staff.cookie) =>
  send(importFunction, `/api/import/jobs/${jobId}/continue`, { method: "POST", cookie });

describe("an import over several calls", () => {
  it("stops after a batch, goes on from there, and ends with the whole file's counts", async () => {
    const before = await productCount();
    const first = await start(fileOf(TWO_AND_A_HALF, "a"));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      complete: false,
      processed: IMPORT_BATCH_SIZE,
      total: TWO_AND_A_HALF,
    });
    const jobId = first.body.jobId as string;
    expect(await productCount()).toBe(before + IMPORT_BATCH_SIZE - 1);

    const answers = [];
    let answer = first;
    while (!answer.body.complete) {
      answer = await next(jobId);
      expect(answer.status).toBe(200);
      answers.push(answer.body.processed);
    }
    expect(answers).toEqual([2 * IMPORT_BATCH_SIZE, TWO_AND_A_HALF]);
    expect(answer.body).toMatchObject({
      complete: true,
      total: TWO_AND_A_HALF,
      processed: TWO_AND_A_HALF,
      successful: TWO_AND_A_HALF - 1,
      created: TWO_AND_A_HALF - 1,
      failed: [{ rowNumber: 7, error: "Status must be active or inactive" }],
    });
    expect(await productCount()).toBe(before + TWO_AND_A_HALF - 1);
    const requests = await db()`
      select status, reason from publish_requests
       where entity_type = 'import' and entity_id = ${jobId}`;
    expect(requests).toEqual([
      {
        status: "queued",
        reason: `Import "long.csv": ${TWO_AND_A_HALF - 1} created, 0 updated`,
      },
    ]);
    expect((await next(jobId)).status).toBe(409);
  });

  it("lets only its own user continue, one call at a time", async () => {
    const { body } = await start(fileOf(ONE_AND_A_HALF, "b"));
    expect(body.complete).toBe(false);
    expect((await next(body.jobId, other.cookie)).status).toBe(404);
    await db()`update import_jobs set locked_until = now() + interval '1 minute'
                where id = ${body.jobId}`;
    const held = await next(body.jobId);
    expect(held.status).toBe(409);
    expect(held.body.error.message).toBe("This import is running: wait for it to finish");
  });

  it("continues a dry run without writing", async () => {
    const before = await productCount();
    let answer = await start(fileOf(ONE_AND_A_HALF, "c"), "?dryRun=true");
    while (!answer.body.complete) answer = await next(answer.body.jobId);
    expect(answer.body).toMatchObject({
      dryRun: true,
      total: ONE_AND_A_HALF,
      successful: ONE_AND_A_HALF - 1,
      created: ONE_AND_A_HALF - 1,
    });
    expect(await productCount()).toBe(before);
  });
});
