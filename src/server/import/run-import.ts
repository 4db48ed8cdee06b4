// A product import from the file's bytes to its answer (document 3 §3): rows written in batches of
// one transaction each (import-batch.ts: whole or not at all, good rows kept when others fail),
// the job's progress committed with each batch, one publish request for the import, then the
// build. A dry run does all of it and rolls every batch back. A call stops between batches once
// past its deadline; the next call goes on from the job's row count.
import {
  MAX_LISTED_CHANGES,
  type ImportChange,
  type ImportFailure,
  type ImportResult,
} from "../../lib/import/import-result.ts";
import type { Sql } from "../db/client.ts";
import { publishQueuedEdits } from "../publishing/publisher.ts";
import { importReason, writeBatch, type ImportRun } from "./import-batch.ts";
import { closeImportJob, setJobTotal, type ImportJob } from "./import-jobs.ts";
import { loadImportTaxonomy } from "./import-taxonomy.ts";
import { CheckedRows } from "./checked-rows.ts";
import { readImportSheet } from "./read-import-file.ts";

/**
 * Rows per transaction: few enough to keep locks short and the screen's progress moving, enough
 * that a batch's seven round trips cost little beside its rows (docs/decisions/
 * 0039-bulk-import-execution.md).
 */
export const IMPORT_BATCH_SIZE = 500;

/** The rows this call created or changed, as its answer lists them. */
interface CallChanges {
  listed: ImportChange[];
  unlisted: number;
}

// Writes batches from the job's row count on, until the rows or the call's time run out.
// The next batch's rows are checked while the database writes this one.
async function writeRows(
  sql: Sql,
  run: ImportRun,
  rows: CheckedRows,
  changes: CallChanges,
): Promise<number> {
  const taxonomy = await loadImportTaxonomy(sql);
  let done = run.job.processedRows;
  while (done < rows.total) {
    const batch = rows.slice(done, done + IMPORT_BATCH_SIZE);
    done += batch.length;
    void rows.checkAhead(done + IMPORT_BATCH_SIZE);
    const written = await writeBatch(sql, run, batch, taxonomy, done);
    const room = MAX_LISTED_CHANGES - changes.listed.length;
    changes.listed.push(...written.slice(0, room));
    changes.unlisted += Math.max(0, written.length - room);
    if (Date.now() > run.deadline) break;
  }
  return done;
}

function resultOf(job: ImportJob, complete: boolean, changes: CallChanges): ImportResult {
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
    changes: changes.listed,
    unlistedChanges: changes.unlisted,
    dryRun: job.dryRun,
    jobId: job.id,
  };
}

/** Runs this call's share of the import; HttpError for a file that cannot be imported. */
export async function runImport(sql: Sql, run: ImportRun): Promise<ImportResult> {
  let done: number;
  let total: number;
  const changes: CallChanges = { listed: [], unlisted: 0 };
  try {
    const rows = new CheckedRows(await readImportSheet(run.bytes, run.limits));
    total = rows.total;
    if (run.job.totalRows !== total) await setJobTotal(sql, run.job.id, total);
    done = await writeRows(sql, run, rows, changes);
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
  return resultOf(job, complete, changes);
}
