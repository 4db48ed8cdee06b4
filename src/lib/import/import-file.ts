// The bulk import's file rules (document 3 §5, §9), shared by the import screen and the server: a
// CSV or Excel file by type or by extension, under 20MB; small files are sent in the request,
// larger ones go to storage first (a function takes at most 6 MB of body, DESIGN.md).

const MB = 1024 * 1024;

/** The largest file the import takes (document 3 §9: 20MB). */
export const IMPORT_MAX_BYTES = 20 * MB;

/**
 * The largest file sent as the multipart field `file` of POST /api/products/bulk-import; larger
 * files are uploaded through POST /api/import/upload-url and imported by their path.
 */
export const IMPORT_DIRECT_MAX_BYTES = 4 * MB;

/** The file extensions the import takes. */
const IMPORT_EXTENSIONS = [".csv", ".xlsx", ".xls"] as const;

/** The MIME types browsers give CSV and Excel files. */
const IMPORT_MIME_TYPES = [
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

/** The spec's messages (document 3 §5), and the server's own about a file's content. */
export const importFileMessages = {
  noFile: "Please select a file to upload",
  wrongType: "Please select a CSV or Excel file (.csv, .xlsx, .xls)",
  tooLarge: "File size must be less than 20MB",
  serverOffline: "Server is not available. Please wait for the server to come online.",
  notSpreadsheet:
    "The file's content is not CSV or Excel, whatever its name says. Please select a CSV or Excel file (.csv, .xlsx, .xls)",
  tooLargeToSend:
    "Files over 4MB cannot be sent in the request: upload them through POST /api/import/upload-url and import them by their path",
} as const;

/** What is known of a chosen file before reading it. */
export interface ImportFileFacts {
  name: string;
  type: string;
  size: number;
}

/** True when the file is CSV or Excel by its MIME type or by its extension (document 3 §5). */
function isImportFileType(file: Pick<ImportFileFacts, "name" | "type">): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  return (
    IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension)) ||
    (IMPORT_MIME_TYPES as readonly string[]).includes(type)
  );
}

/** The spec's message for a file the import refuses by type or size, or null when it may go. */
export function importFileProblem(file: ImportFileFacts | null | undefined): string | null {
  if (!file) return importFileMessages.noFile;
  if (!isImportFileType(file)) return importFileMessages.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return importFileMessages.tooLarge;
  return null;
}

/** True when the file goes to storage first instead of in the import request. */
export function needsSignedUpload(file: Pick<ImportFileFacts, "size">): boolean {
  return file.size > IMPORT_DIRECT_MAX_BYTES;
}
