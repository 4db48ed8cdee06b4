// A product import from the file's bytes to its answer (document 3 §3): rows written in batches of
// one transaction each, every row inside its own savepoint (written whole or not at all; good rows
// are kept when others fail), the job's progress recorded after each batch, one publish request
// for the import, then the build. A dry run does all of it and rolls every batch back. A call
// stops between batches once past its deadline; the next call goes on from the job's row count.
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

const ROLLBACK = Symbol("dry run");

async function writeBatch(
  sql: Sql,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
): Promise<BatchTally> {
  const tally: BatchTally = { created: 0, updated: 0, unchanged: 0, failed: [] };
  const refuse = (item: NumberedRow, productName: string, error: string) =>
    tally.failed.push({ rowNumber: item.rowNumber, productName, error });
  await sql
    .begin(async (tx) => {
      let queued = false;
      for (const item of batch) {
        if (!item.ok) {
          refuse(item, item.productName, item.errors.join("; "));
          continue;
        }
        try {
          const outcome = await tx.savepoint((sp) =>
            writeImportRow(sp, run.actor, item.row, taxonomy),
          );
          tally[outcome] += 1;
          if (outcome !== "unchanged" && !queued && !run.job.dryRun) {
            await queuePublish(tx, run);
            queued = true;
          }
        } catch (error) {
          refuse(item, item.row.name, rowError(error));
        }
      }
      if (run.job.dryRun) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return tally;
}

// Writes batches from the job's row count on, until the rows or the call's time run out.
async function writeRows(sql: Sql, run: ImportRun, rows: NumberedRow[]): Promise<number> {
  const taxonomy = await loadImportTaxonomy(sql);
  let done = run.job.processedRows;
  while (done < rows.length) {
    const batch = rows.slice(done, done + IMPORT_BATCH_SIZE);
    const tally = await writeBatch(sql, run, batch, taxonomy);
    done += batch.length;
    await recordBatch(sql, run.job.id, done, tally);
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
