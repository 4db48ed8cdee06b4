// A product import from the file's bytes to its answer (document 3 §3): rows written in batches of
// one transaction each (import-batch.ts: whole or not at all, good rows kept when others fail),
// the job's progress committed with each batch, one publish request for the import, then the
// build. A dry run does all of it and rolls every batch back. A call stops between batches once
// past its deadline; the next call goes on from the job's row count.
import type { ImportFailure, ImportResult } from "../../lib/import-result.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { publishQueuedEdits } from "../publishing/publisher.ts";
import { importReason, writeBatch } from "./import-batch.ts";
import { closeImportJob, setJobTotal, type ImportJob } from "./import-jobs.ts";
import { loadImportTaxonomy } from "./import-taxonomy.ts";
import { readImportFile, type NumberedRow } from "./read-import-file.ts";
import type { ParseLimits } from "./spreadsheet-worker.ts";

/**
 * Rows per transaction: few enough to keep locks short and the screen's progress moving, enough
 * that a batch's seven round trips cost little beside its rows (docs/decisions.md, issue 19).
 */
export const IMPORT_BATCH_SIZE = 500;

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
