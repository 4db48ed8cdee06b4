// The import_jobs table: one row per import, so the import screen can follow the server's own
// progress (rows done of rows in the file) while an import call is still running, and an import
// longer than one call goes on from where the last call stopped.
//   pending (made for the screen) → running (rows written batch by batch, over one or more calls,
//   each holding the job's lease) → completed | failed (the file refused)
import type postgres from "postgres";
import type { ImportFailure } from "../../lib/import/import-result.ts";
import type { Queryable, Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";

/** An import job as GET /api/import/jobs/{id} answers it. */
export interface ImportJob {
  id: string;
  fileName: string;
  filePath: string | null;
  fileSize: number | null;
  status: "pending" | "running" | "completed" | "failed";
  dryRun: boolean;
  totalRows: number;
  processedRows: number;
  successfulRows: number;
  failedRows: number;
  createdRows: number;
  updatedRows: number;
  unchangedRows: number;
  /** The refused rows so far. */
  failed: ImportFailure[];
  /** Why the whole file was refused (status failed). */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What a job records about its file. */
export interface JobFile {
  fileName: string;
  filePath?: string | null | undefined;
  fileSize?: number | null | undefined;
  dryRun: boolean;
}

/** What one batch of rows did. */
export interface BatchTally {
  created: number;
  updated: number;
  unchanged: number;
  failed: ImportFailure[];
}

/** How long a call may hold a job: longer than a function may run (60 s on Netlify). */
const LEASE = "2 minutes";

const COLUMNS = (sql: Sql) => sql`
  id::text as id, file_name as "fileName", file_path as "filePath", file_size::float8 as "fileSize",
  status, dry_run as "dryRun", total_rows as "totalRows", processed_rows as "processedRows",
  successful_rows as "successfulRows", processed_rows - successful_rows as "failedRows",
  created_rows as "createdRows", updated_rows as "updatedRows", unchanged_rows as "unchangedRows",
  failed_rows as failed, error, created_at as "createdAt", started_at as "startedAt",
  finished_at as "finishedAt"`;

const nameOf = (file: JobFile) => file.fileName.slice(0, 255) || "import";

/** Records a job for `file`: pending (for the screen to poll), or running under this call. */
export async function createImportJob(
  sql: Sql,
  file: JobFile,
  createdBy: number,
  status: "pending" | "running" = "pending",
): Promise<ImportJob> {
  const running = status === "running";
  const [job] = await sql<ImportJob[]>`
    insert into import_jobs (file_name, file_path, file_size, dry_run, created_by, status,
                             started_at, locked_until)
    values (${nameOf(file)}, ${file.filePath ?? null}, ${file.fileSize ?? null}, ${file.dryRun},
            ${createdBy}, ${status}, ${running ? sql`now()` : null},
            ${running ? sql`now() + ${LEASE}::interval` : null})
    returning ${COLUMNS(sql)}`;
  return job!;
}

/** The job, or null. */
export async function getImportJob(sql: Sql, id: string): Promise<ImportJob | null> {
  const [job] = await sql<ImportJob[]>`select ${COLUMNS(sql)} from import_jobs where id = ${id}`;
  return job ?? null;
}

async function refusal(sql: Sql, id: string, userId: number): Promise<HttpError> {
  const [mine] = await sql<{ status: string }[]>`
    select status from import_jobs where id = ${id} and created_by = ${userId}`;
  if (!mine) return new HttpError(404, "not_found", "Import job not found");
  if (mine.status === "running") {
    return new HttpError(409, "conflict", "This import is running: wait for it to finish");
  }
  return new HttpError(409, "conflict", "This import job has already run: start a new one");
}

/** Starts this user's pending job for `file` under this call; 404 or 409 when it cannot. */
export async function startImportJob(
  sql: Sql,
  id: string,
  userId: number,
  file: JobFile,
): Promise<ImportJob> {
  const [job] = await sql<ImportJob[]>`
    update import_jobs
       set status = 'running', started_at = now(), locked_until = now() + ${LEASE}::interval,
           file_name = ${nameOf(file)}, file_path = ${file.filePath ?? null},
           file_size = ${file.fileSize ?? null}, dry_run = ${file.dryRun}
     where id = ${id} and created_by = ${userId} and status = 'pending'
    returning ${COLUMNS(sql)}`;
  if (job) return job;
  throw await refusal(sql, id, userId);
}

/** Takes this user's unfinished job for another call; 404, or 409 while another call holds it. */
export async function resumeImportJob(sql: Sql, id: string, userId: number): Promise<ImportJob> {
  const [job] = await sql<ImportJob[]>`
    update import_jobs set locked_until = now() + ${LEASE}::interval
     where id = ${id} and created_by = ${userId} and status = 'running'
       and (locked_until is null or locked_until < now())
    returning ${COLUMNS(sql)}`;
  if (job) return job;
  throw await refusal(sql, id, userId);
}

/** Records how many rows the file has, once read. */
export async function setJobTotal(sql: Sql, id: string, totalRows: number): Promise<void> {
  await sql`update import_jobs set total_rows = ${totalRows} where id = ${id}`;
}

/** Adds one batch to the job: the rows done, the counts, the refused rows (in the batch's transaction). */
export async function recordBatch(
  sql: Queryable,
  id: string,
  processed: number,
  tally: BatchTally,
): Promise<void> {
  const successful = tally.created + tally.updated + tally.unchanged;
  const failed = sql.json(tally.failed as unknown as postgres.JSONValue);
  await sql`
    update import_jobs
       set processed_rows = ${processed}, successful_rows = successful_rows + ${successful},
           created_rows = created_rows + ${tally.created},
           updated_rows = updated_rows + ${tally.updated},
           unchanged_rows = unchanged_rows + ${tally.unchanged},
           failed_rows = failed_rows || ${failed}
     where id = ${id}`;
}

/** Ends this call's hold on the job; a finished job is completed, a refused file failed. */
export async function closeImportJob(
  sql: Sql,
  id: string,
  outcome: "paused" | "completed" | { error: string },
): Promise<ImportJob> {
  const [job] = await sql<ImportJob[]>`
    update import_jobs
       set locked_until = null,
           status = ${outcome === "paused" ? sql`status` : outcome === "completed" ? "completed" : "failed"},
           error = ${typeof outcome === "object" ? outcome.error.slice(0, 10_000) : null},
           finished_at = ${outcome === "paused" ? null : sql`now()`}
     where id = ${id}
    returning ${COLUMNS(sql)}`;
  return job!;
}

/** Fails a pending job whose file was refused before its import began. */
export async function failPendingJob(sql: Sql, id: string, error: string): Promise<void> {
  await sql`
    update import_jobs set status = 'failed', error = ${error.slice(0, 10_000)}, finished_at = now()
     where id = ${id} and status = 'pending'`;
}
