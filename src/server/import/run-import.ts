// A product import from the file's bytes to its answer (document 3 §3): rows written in batches of
// one transaction each (whole or not at all), each batch in a few statements (write-import-batch.ts)
// or, when its rows depend on each other or the database refuses it, row by row, every row inside
// its own savepoint (good rows are kept when others fail); the job's progress committed with each
// batch, one publish request for the import, then the build. A dry run does all of it and rolls
// every batch back. A call stops between batches once past its deadline; the next call goes on
// from the job's row count.
import type { ImportFailure, ImportResult } from "../../lib/import-result.ts";
import type { Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import { productWriteMessages } from "../catalogue/product-writes.ts";
import type { Sql } from "../db/client.ts";
import { publishQueuedEdits } from "../publishing/publisher.ts";
import {
  closeImportJob,
  recordBatch,
  setJobTotal,
  type BatchTally,
  type ImportJob,
} from "./import-jobs.ts";
import { loadImportTaxonomy, type ImportTaxonomy } from "./import-taxonomy.ts";
import { readImportFile, type NumberedRow } from "./read-import-file.ts";
import type { ParseLimits } from "./spreadsheet-worker.ts";
import type { BatchRow } from "./plan-import-batch.ts";
import { writeImportBatch } from "./write-import-batch.ts";
import { ImportRowError, writeImportRow } from "./write-import-row.ts";

/** Rows per transaction: few enough to keep locks short, enough to keep commits cheap. */
export const IMPORT_BATCH_SIZE = 100;

/** One call's share of an import. */
export interface ImportRun {
  actor: StaffUser;
  /** The job, held by this call; its processedRows is where this call starts. */
  job: ImportJob;
  bytes: Uint8Array;
  /** No batch starts after this time (ms since the epoch). */
  deadline: number;
  limits?: ParseLimits | undefined;
}

// A later row with the slug or SKU of an earlier one would silently overwrite it: refused.
function refuseRepeats(rows: NumberedRow[]): NumberedRow[] {
  const seen = { slug: new Map<string, number>(), sku: new Map<string, number>() };
  return rows.map((item) => {
    if (!item.ok) return item;
    for (const key of ["slug", "sku"] as const) {
      const value = item.row[key];
      const first = value ? seen[key].get(value) : undefined;
      if (first !== undefined) {
        const error = `Row ${first} of this file has the same ${key === "slug" ? "slug" : "SKU"} "${value}"`;
        return {
          ok: false,
          productName: item.row.name,
          errors: [error],
          rowNumber: item.rowNumber,
        };
      }
    }
    seen.slug.set(item.row.slug, item.rowNumber);
    if (item.row.sku) seen.sku.set(item.row.sku, item.rowNumber);
    return item;
  });
}

// The message of a refused row; anything that is not about the row's data is rethrown.
function rowError(error: unknown): string {
  if (error instanceof ImportRowError) return error.message;
  const { code, constraint_name: constraint } = (error ?? {}) as Record<string, string>;
  if (code === "23505" && constraint === "products_slug_key") return productWriteMessages.slugTaken;
  if (code === "23505" && constraint === "products_sku_key") return productWriteMessages.skuTaken;
  if (code?.startsWith("22") || code?.startsWith("23")) {
    return `The database refused a value of this row (${(error as Error).message})`;
  }
  throw error;
}

const importReason = (job: ImportJob) => `Import "${job.fileName.slice(0, 200)}"`;

// One request per import; a second only if a build took the first while rows were still coming.
async function queuePublish(tx: Tx, run: ImportRun): Promise<void> {
  await tx`
    insert into publish_requests (reason, entity_type, entity_id, requested_by)
    select ${importReason(run.job)}, 'import', ${run.job.id}, ${run.actor.id}
     where not exists (select 1 from publish_requests
                        where entity_type = 'import' and entity_id = ${run.job.id}
                          and status = 'queued')`;
}

// A dry run's batch, rolled back with what it did.
class DryRunRollback {
  readonly tally: BatchTally;
  constructor(tally: BatchTally) {
    this.tally = tally;
  }
}

// A batch the batch writer leaves to the row-by-row one.
const ROW_BY_ROW = Symbol("row by row");

// Runs one way of writing the batch in its own transaction, with the import's publish request
// when a row was written and the job's progress (`done` rows): committed with the batch, the
// job's count is never behind or ahead of what is stored. A dry run rolls the batch back and
// records its progress alone.
async function inTransaction(
  sql: Sql,
  run: ImportRun,
  done: number,
  write: (tx: Tx, tally: BatchTally) => Promise<void>,
): Promise<void> {
  try {
    await sql.begin(async (tx) => {
      const tally: BatchTally = { created: 0, updated: 0, unchanged: 0, failed: [] };
      await write(tx, tally);
      if (run.job.dryRun) throw new DryRunRollback(tally);
      if (tally.created + tally.updated > 0) await queuePublish(tx, run);
      await recordBatch(tx, run.job.id, done, tally);
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
    await recordBatch(sql, run.job.id, done, error.tally);
  }
}

const refuse = (tally: BatchTally, rowNumber: number, productName: string, error: string) =>
  tally.failed.push({ rowNumber, productName, error });

// The rows checked, or their refusals in the tally.
function checkedRows(batch: NumberedRow[], tally: BatchTally): BatchRow[] {
  return batch.flatMap((item) => {
    if (item.ok) return [{ rowNumber: item.rowNumber, row: item.row }];
    refuse(tally, item.rowNumber, item.productName, item.errors.join("; "));
    return [];
  });
}

// The batch in a few statements (write-import-batch.ts). Refusals are listed in row order.
async function writeTogether(
  tx: Tx,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  tally: BatchTally,
): Promise<void> {
  const rows = checkedRows(batch, tally);
  const results = await writeImportBatch(tx, run.actor, rows, taxonomy);
  if (!results) throw ROW_BY_ROW;
  for (const result of results) {
    if ("outcome" in result) tally[result.outcome] += 1;
    else refuse(tally, result.item.rowNumber, result.item.row.name, result.error);
  }
  tally.failed.sort((a, b) => a.rowNumber - b.rowNumber);
}

// The batch row by row, each row in its own savepoint: for a batch whose rows depend on each
// other, or that the database refused as a whole (a value it holds invalid, or a slug or SKU
// another import took meanwhile), so that each row is kept or refused on its own.
async function writeOneByOne(
  tx: Tx,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  tally: BatchTally,
): Promise<void> {
  for (const item of batch) {
    if (!item.ok) {
      refuse(tally, item.rowNumber, item.productName, item.errors.join("; "));
      continue;
    }
    try {
      const outcome = await tx.savepoint((sp) => writeImportRow(sp, run.actor, item.row, taxonomy));
      tally[outcome] += 1;
    } catch (error) {
      refuse(tally, item.rowNumber, item.row.name, rowError(error));
    }
  }
}

// A refusal of the database that a row's values may have caused.
function isRowRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

// Writes the batch (the rows up to `done`) and records it in the job.
async function writeBatch(
  sql: Sql,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  done: number,
): Promise<void> {
  try {
    return await inTransaction(sql, run, done, (tx, tally) =>
      writeTogether(tx, run, batch, taxonomy, tally),
    );
  } catch (error) {
    if (error !== ROW_BY_ROW && !isRowRefusal(error)) throw error;
  }
  await inTransaction(sql, run, done, (tx, tally) =>
    writeOneByOne(tx, run, batch, taxonomy, tally),
  );
}

// Writes batches from the job's row count on, until the rows or the call's time run out.
async function writeRows(sql: Sql, run: ImportRun, rows: NumberedRow[]): Promise<number> {
  const taxonomy = await loadImportTaxonomy(sql);
  let done = run.job.processedRows;
  while (done < rows.length) {
    const batch = rows.slice(done, done + IMPORT_BATCH_SIZE);
    done += batch.length;
    await writeBatch(sql, run, batch, taxonomy, done);
    if (Date.now() > run.deadline) break;
  }
  return done;
}

function resultOf(job: ImportJob, complete: boolean): ImportResult {
  const failed: ImportFailure[] = job.failed;
  return {
    successful: job.successfulRows,
    total: job.totalRows,
    failed,
    complete,
    processed: job.processedRows,
    created: job.createdRows,
    updated: job.updatedRows,
    unchanged: job.unchangedRows,
    dryRun: job.dryRun,
    jobId: job.id,
  };
}

/** Runs this call's share of the import; HttpError for a file that cannot be imported. */
export async function runImport(sql: Sql, run: ImportRun): Promise<ImportResult> {
  let done: number;
  let total: number;
  try {
    const rows = refuseRepeats(await readImportFile(run.bytes, run.limits));
    total = rows.length;
    if (run.job.totalRows !== total) await setJobTotal(sql, run.job.id, total);
    done = await writeRows(sql, run, rows);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await closeImportJob(sql, run.job.id, { error: message }).catch(console.error);
    throw error;
  }
  const complete = done >= total;
  const job = await closeImportJob(sql, run.job.id, complete ? "completed" : "paused");
  if (complete && !job.dryRun && job.createdRows + job.updatedRows > 0) {
    await sql`
      update publish_requests
         set reason = ${`${importReason(job)}: ${job.createdRows} created, ${job.updatedRows} updated`}
       where entity_type = 'import' and entity_id = ${job.id}`;
    await publishQueuedEdits(sql);
  }
  return resultOf(job, complete);
}
