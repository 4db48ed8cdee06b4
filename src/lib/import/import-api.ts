// The request bodies and query strings of the import API (POST /api/import/jobs, POST
// /api/import/upload-url, POST /api/products/bulk-import), checked with zod by the functions; the
// file rules themselves (type, 20MB) are importFileProblem's, answered 415 and 413.
import { z } from "zod";
import { importFileMessages } from "./import-file.ts";

const fileName = z
  .string({ error: importFileMessages.noFile })
  .trim()
  .min(1, importFileMessages.noFile)
  .max(255, "The file name must be at most 255 characters");

const fileSize = z
  .number({ error: "fileSize must be the file's size in bytes" })
  .int("fileSize must be the file's size in bytes")
  .min(1, importFileMessages.noFile);

/** A job id (a UUID), in a path or a query string. */
export const importJobId = z
  .uuid("The import job id must be a UUID")
  .transform((id) => id.toLowerCase());

/** POST /api/import/jobs: the chosen file, before it is sent. */
export const importJobRequest = z.object({
  fileName,
  fileSize,
  dryRun: z.boolean().default(false),
});

/** POST /api/import/upload-url: the file that will be uploaded to storage. */
export const uploadUrlRequest = z.object({
  fileName,
  fileSize,
  contentType: z.string().trim().max(200).optional(),
});

/** Where uploads for the import are kept in the private bucket. */
export const IMPORT_UPLOAD_FOLDER = "imports";

/** POST /api/products/bulk-import with JSON: the storage path of an uploaded file. */
export const storedImportRequest = z.object({
  path: z
    .string({ error: importFileMessages.noFile })
    .regex(
      /^imports\/\d{4}\/\d{2}\/[0-9a-f-]{36}-[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/,
      "path must be the path POST /api/import/upload-url gave",
    ),
  fileName: fileName.optional(),
});

/** POST /api/products/bulk-import?dryRun=true&jobId=…: a dry run validates without writing. */
export const bulkImportQuery = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  jobId: importJobId.optional(),
});
