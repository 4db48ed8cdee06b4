// The handlers of the bulk import (document 3 §2.10, §7.3), registered by
// netlify/functions/products.mts and import.mts. The import screen's calls, in order:
//   POST /api/import/jobs {fileName, fileSize, dryRun}  → 201 job (its id to poll)
//   small file: POST /api/products/bulk-import?jobId=… multipart `file`
//   large file: POST /api/import/upload-url → PUT the file to its url → POST
//               /api/products/bulk-import?jobId=… JSON {path, fileName}
//   meanwhile GET /api/import/jobs/{id} every second or so: processedRows of totalRows
//   an answer with complete: false → POST /api/import/jobs/{id}/continue, until complete
import { z } from "zod";
import {
  bulkImportQuery,
  IMPORT_UPLOAD_FOLDER,
  importJobId,
  importJobRequest,
  storedImportRequest,
  uploadUrlRequest,
} from "../../lib/import/import-api.ts";
import {
  IMPORT_DIRECT_MAX_BYTES,
  IMPORT_MAX_BYTES,
  importFileMessages,
  importFileProblem,
} from "../../lib/import/import-file.ts";
import { queryOf } from "../../lib/catalogue/catalogue-query.ts";
import { staffOnly } from "../auth/guard.ts";
import { config } from "../config.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import { db } from "../db/client.ts";
import { readJsonBody } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import { readFormData } from "../http/form-data.ts";
import { privateJson } from "../http/handler.ts";
import { storagePathFor } from "../storage/safe-file-name.ts";
import { serverStorage } from "../storage/server-storage.ts";
import {
  createImportJob,
  failPendingJob,
  getImportJob,
  resumeImportJob,
  startImportJob,
  type JobFile,
} from "./import-jobs.ts";
import { runImport } from "./run-import.ts";

/** An import file received: its bytes and where it is kept for later calls. */
interface ReceivedFile {
  bytes: Uint8Array;
  fileName: string;
  filePath: string;
}

const refuse = (problem: string) =>
  problem === importFileMessages.noFile
    ? new HttpError(400, "invalid_request", problem, { file: problem })
    : problem === importFileMessages.tooLarge
      ? new HttpError(413, "payload_too_large", problem, { file: problem })
      : new HttpError(415, "unsupported_media_type", problem, { file: problem });

function checkFile(facts: { name: string; type: string; size: number }): void {
  const problem = importFileProblem(facts);
  if (problem) throw refuse(problem);
}

// The multipart field `file`, for files up to IMPORT_DIRECT_MAX_BYTES; kept in the private
// bucket as a large upload is, so a later call of a long import can read it again.
async function multipartFile(req: Request): Promise<ReceivedFile> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > IMPORT_MAX_BYTES) throw refuse(importFileMessages.tooLarge);
  const form = await readFormData(req, {
    // The form's own fields and boundaries beside the file.
    maxBytes: IMPORT_DIRECT_MAX_BYTES + 64 * 1024,
    tooLargeMessage: importFileMessages.tooLargeToSend,
  });
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) {
    throw refuse(importFileMessages.noFile);
  }
  checkFile(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const filePath = storagePathFor(IMPORT_UPLOAD_FOLDER, file.name);
  await serverStorage().put("private", filePath, bytes, "application/octet-stream");
  return { bytes, fileName: file.name, filePath };
}

// A file in the private bucket: uploaded through POST /api/import/upload-url, or kept by a call.
async function storedFile(path: string, name: string): Promise<ReceivedFile> {
  const object = await serverStorage().get("private", path);
  if (!object) {
    throw new HttpError(404, "not_found", "The uploaded file was not found: upload it again");
  }
  checkFile({ name, type: "", size: object.bytes.byteLength });
  return { bytes: object.bytes, fileName: name, filePath: path };
}

async function uploadedFile(req: Request): Promise<ReceivedFile> {
  const { path, fileName } = await readJsonBody(req, storedImportRequest);
  return storedFile(path, fileName ?? path.replace(/^.*?\/[0-9a-f-]{36}-/, ""));
}

const isJson = (req: Request) =>
  (req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");

// The job of this import: the one the screen created (started now), or a new one.
async function jobFor(user: StaffUser, jobId: string | undefined, file: JobFile) {
  return jobId
    ? startImportJob(db(), jobId, user.id, file)
    : createImportJob(db(), file, user.id, "running");
}

// This call's deadline: rows are written until then, then the answer says to continue.
const deadline = () => Date.now() + config().IMPORT_CALL_SECONDS * 1000;

/** POST /api/products/bulk-import: imports the file; answers {successful, total, failed, …}. */
export const bulkImport = staffOnly(async (req, user) => {
  const { dryRun, jobId } = bulkImportQuery.parse(queryOf(req.url));
  let received: ReceivedFile;
  try {
    received = isJson(req) ? await uploadedFile(req) : await multipartFile(req);
  } catch (error) {
    // The screen's job would otherwise wait for ever: it ends with the file's problem.
    if (jobId && error instanceof HttpError) {
      const job = await getImportJob(db(), jobId);
      if (job?.status === "pending") await failPendingJob(db(), jobId, error.message);
    }
    throw error;
  }
  const { bytes, fileName, filePath } = received;
  const job = await jobFor(user, jobId, { fileName, filePath, fileSize: bytes.byteLength, dryRun });
  return privateJson(await runImport(db(), { actor: user, job, bytes, deadline: deadline() }));
});

/** POST /api/import/jobs/{id}/continue: the next call of an import that stopped at its limit. */
export const continueImport = staffOnly(async (_req, user, params) => {
  const { id } = z.object({ id: importJobId }).parse(params);
  const job = await resumeImportJob(db(), id, user.id);
  const { bytes } = await storedFile(job.filePath ?? "", job.fileName);
  return privateJson(await runImport(db(), { actor: user, job, bytes, deadline: deadline() }));
});

/** POST /api/import/jobs: a job for the file about to be sent, to poll while it imports. */
export const createJob = staffOnly(async (req, user) => {
  const { fileName, fileSize, dryRun } = await readJsonBody(req, importJobRequest);
  checkFile({ name: fileName, type: "", size: fileSize });
  return privateJson(await createImportJob(db(), { fileName, fileSize, dryRun }, user.id), 201);
});

/**
 * GET /api/import/jobs/{id}: the job's state and progress; the refused rows (up to 20,000) only
 * once it has finished, so that polling stays light.
 */
export const readJob = staffOnly(async (_req, _user, params) => {
  const { id } = z.object({ id: importJobId }).parse(params);
  const job = await getImportJob(db(), id);
  if (!job) throw new HttpError(404, "not_found", "Import job not found");
  const finished = job.status === "completed" || job.status === "failed";
  return privateJson(finished ? job : { ...job, failed: undefined });
});

/** POST /api/import/upload-url: a signed URL to PUT a large file to, and its storage path. */
export const uploadUrl = staffOnly(async (req) => {
  const { fileName, fileSize, contentType } = await readJsonBody(req, uploadUrlRequest);
  checkFile({ name: fileName, type: contentType ?? "", size: fileSize });
  const path = storagePathFor(IMPORT_UPLOAD_FOLDER, fileName);
  const signed = await serverStorage().createSignedUploadUrl("private", path);
  return privateJson({ uploadUrl: signed.url, method: "PUT", path: signed.path }, 201);
});
