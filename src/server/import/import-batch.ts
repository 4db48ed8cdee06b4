// One batch of an import in one transaction (whole or not at all) with the job's progress and the
// import's publish request: written together (write-import-batch.ts), or row by row, every row in
// its own savepoint, when its rows depend on each other or the database refuses the batch, so that
// each row is kept or refused on its own. A dry run's batch is rolled back, its progress recorded.
import type { ImportChange } from "../../lib/import/import-result.ts";
import type { Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import { productWriteMessages } from "../catalogue/product-writes.ts";
import type { Sql } from "../db/client.ts";
import { recordBatch, type BatchTally, type ImportJob } from "./import-jobs.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import type { NumberedRow } from "./read-import-file.ts";
import type { ParseLimits } from "./spreadsheet-worker.ts";
import { changeOf } from "./row-changes.ts";
import { writeImportBatch } from "./write-import-batch.ts";
import { ImportRowError, refusalOf, writeImportRow } from "./write-import-row.ts";

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

/** The import's publish request's reason. */
export const importReason = (job: ImportJob) => `Import "${job.fileName.slice(0, 200)}"`;

// One request per import; a second only if a build took the first while rows were still coming.
async function queuePublish(tx: Tx, run: ImportRun): Promise<void> {
  await tx`
    insert into publish_requests (reason, entity_type, entity_id, requested_by)
    select ${importReason(run.job)}, 'import', ${run.job.id}, ${run.actor.id}
     where not exists (select 1 from publish_requests
                        where entity_type = 'import' and entity_id = ${run.job.id}
                          and status = 'queued')`;
}

/** A batch's counts and refused rows (kept in the job), and the rows it changed (answered). */
type Tally = BatchTally & { changes: ImportChange[] };

// A dry run's batch, rolled back with what it did.
class DryRunRollback {
  readonly tally: Tally;
  constructor(tally: Tally) {
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
  write: (tx: Tx, tally: Tally) => Promise<void>,
): Promise<ImportChange[]> {
  try {
    return await sql.begin(async (tx) => {
      const tally: Tally = { created: 0, updated: 0, unchanged: 0, failed: [], changes: [] };
      await write(tx, tally);
      if (run.job.dryRun) throw new DryRunRollback(tally);
      if (tally.created + tally.updated > 0) await queuePublish(tx, run);
      await recordBatch(tx, run.job.id, done, tally);
      return tally.changes;
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
    await recordBatch(sql, run.job.id, done, error.tally);
    return error.tally.changes;
  }
}

const refuse = (tally: Tally, rowNumber: number, productName: string, error: string) =>
  tally.failed.push({ rowNumber, productName, error });

// The batch in a few statements (write-import-batch.ts), in row order.
async function writeTogether(
  tx: Tx,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  tally: Tally,
): Promise<void> {
  const results = await writeImportBatch(tx, run.actor, batch, taxonomy);
  if (!results) throw ROW_BY_ROW;
  for (const result of results) {
    if (!("outcome" in result)) {
      refuse(tally, result.rowNumber, result.productName, result.error);
      continue;
    }
    tally[result.outcome] += 1;
    const { item, written } = result;
    if (written) tally.changes.push(changeOf(item.rowNumber, item.row, written, taxonomy));
  }
}

// The batch row by row, each row in its own savepoint: for a batch whose rows depend on each
// other, or that the database refused as a whole (a value it holds invalid, or a slug or SKU
// another import took meanwhile), so that each row is kept or refused on its own.
async function writeOneByOne(
  tx: Tx,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  tally: Tally,
): Promise<void> {
  for (const item of batch) {
    if (!item.ok) {
      const error = await refusalOf(tx, item.errors, item.keys, taxonomy);
      refuse(tally, item.rowNumber, item.productName, error);
      continue;
    }
    try {
      const { outcome, written } = await tx.savepoint((sp) =>
        writeImportRow(sp, run.actor, item.row, taxonomy),
      );
      tally[outcome] += 1;
      if (written) tally.changes.push(changeOf(item.rowNumber, item.row, written, taxonomy));
    } catch (error) {
      refuse(tally, item.rowNumber, item.row.name ?? item.row.sku ?? "", rowError(error));
    }
  }
}

// A refusal of the database that a row's values may have caused.
function isRowRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

/**
 * Writes the batch (the rows up to `done`) in one transaction and records it in the job; answers
 * the rows it created or changed (would have, in a dry run).
 */
export async function writeBatch(
  sql: Sql,
  run: ImportRun,
  batch: NumberedRow[],
  taxonomy: ImportTaxonomy,
  done: number,
): Promise<ImportChange[]> {
  try {
    return await inTransaction(sql, run, done, (tx, tally) =>
      writeTogether(tx, run, batch, taxonomy, tally),
    );
  } catch (error) {
    if (error !== ROW_BY_ROW && !isRowRefusal(error)) throw error;
  }
  return inTransaction(sql, run, done, (tx, tally) =>
    writeOneByOne(tx, run, batch, taxonomy, tally),
  );
}
