// The import screen's calls (contract in src/server/import/import-routes.ts): the job to poll,
// the file sent in the request or through a signed upload (with upload progress), the continue
// calls of a long import, and the job's progress.
import { z } from "zod";
import { IMPORT_COLUMNS } from "../../../lib/import/import-columns.ts";
import type { ImportResult } from "../../../lib/import/import-result.ts";
import { adminFetch } from "../admin-api.ts";

/** The spec's texts for a failed upload (document 3 §8). */
export const uploadMessages = {
  failed: "Upload failed",
  timedOut:
    "Request timed out. The file might be too large or the server is taking too long to process.",
  unreachable: "Cannot reach the server. Check your connection and try again.",
} as const;

/** How long an upload or import call may take before it counts as timed out (document 3 §9). */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** A failed upload or import call, worded as the screen shows it. */
export class UploadError extends Error {}

const failureSchema = z.object({
  rowNumber: z.number(),
  productName: z.string(),
  error: z.string(),
});
const changeSchema = z.object({
  rowNumber: z.number(),
  productName: z.string(),
  action: z.enum(["create", "update"]),
  fields: z.array(z.object({ field: z.enum(IMPORT_COLUMNS), from: z.string(), to: z.string() })),
});
const resultSchema = z.looseObject({
  successful: z.number(),
  total: z.number(),
  failed: z.array(failureSchema),
  complete: z.boolean(),
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  changes: z.array(changeSchema),
  unlistedChanges: z.number(),
  dryRun: z.boolean(),
  jobId: z.string(),
});
const jobSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  totalRows: z.number(),
  processedRows: z.number(),
});

/** A job's progress as polling sees it. */
export type JobProgress = z.infer<typeof jobSchema>;

// The server's own words for a refused call: `error.message`, `error` or `message`.
function serverWords(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (error && typeof error === "object" && "message" in error) return String(error.message);
  if (typeof error === "string") return error;
  return typeof message === "string" ? message : null;
}

/** Sends a request with upload progress; answers the parsed JSON body of a 2xx. */
function send(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  onUpload: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        answer = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(answer);
      reject(new UploadError(serverWords(answer) ?? uploadMessages.failed));
    };
    request.ontimeout = () => reject(new UploadError(`Upload failed: ${uploadMessages.timedOut}`));
    request.onerror = () => reject(new UploadError(`Upload failed: ${uploadMessages.unreachable}`));
    request.send(body);
  });
}

/** Makes the job the import will report its progress on. */
export async function createImportJob(file: File, dryRun: boolean): Promise<string> {
  const job = await adminFetch("/api/import/jobs", {
    method: "POST",
    json: { fileName: file.name, fileSize: file.size, dryRun },
    parse: (body) => jobSchema.parse(body),
  });
  return job.id;
}

/** Sends the file (in the request when it fits, else through storage) and starts the import. */
export async function sendImportFile(
  file: File,
  jobId: string,
  dryRun: boolean,
  directMaxBytes: number,
  onUpload: (fraction: number) => void,
): Promise<ImportResult> {
  const importUrl = `/api/products/bulk-import?jobId=${jobId}&dryRun=${dryRun}`;
  if (file.size <= directMaxBytes) {
    const form = new FormData();
    form.set("file", file);
    return resultSchema.parse(await send("POST", importUrl, form, onUpload));
  }
  const link = await adminFetch("/api/import/upload-url", {
    method: "POST",
    json: { fileName: file.name, fileSize: file.size, contentType: file.type || undefined },
    parse: (body) => z.object({ uploadUrl: z.string(), path: z.string() }).parse(body),
  });
  await send("PUT", link.uploadUrl, file, onUpload, {
    "content-type": file.type || "application/octet-stream",
  });
  const json = JSON.stringify({ path: link.path, fileName: file.name });
  return resultSchema.parse(
    await send("POST", importUrl, json, () => {}, { "content-type": "application/json" }),
  );
}

/** The next call of an import that stopped at its time limit. */
export async function continueImport(jobId: string): Promise<ImportResult> {
  return adminFetch(`/api/import/jobs/${jobId}/continue`, {
    method: "POST",
    parse: (body) => resultSchema.parse(body),
  });
}

/** The job's progress (rows done of rows in the file). */
export function fetchJobProgress(jobId: string, signal: AbortSignal): Promise<JobProgress> {
  return adminFetch(`/api/import/jobs/${jobId}`, {
    signal,
    parse: (body) => jobSchema.parse(body),
  });
}
