// What kind of spreadsheet an uploaded file is, judged by its bytes (never by its name alone), and
// the check that refuses a zip bomb posing as .xlsx before any parser inflates it.
import { importFileMessages } from "../../lib/import/import-file.ts";
import { HttpError } from "../http/errors.ts";
import { detectFileType } from "../storage/content-type.ts";
import type { SpreadsheetFormat } from "./spreadsheet-parse.ts";

const MB = 1024 * 1024;

/**
 * An .xlsx may expand to at most maxExpandedBytes; past smallExpansionBytes (harmless whatever
 * the ratio), to at most maxRatio times its own size (workbooks pack 5 to 20 times; bombs 1000).
 */
export const ZIP_LIMITS = {
  maxExpandedBytes: 200 * MB,
  maxRatio: 100,
  smallExpansionBytes: 20 * MB,
} as const;

/** The format to parse the bytes as; HttpError 415 when they are not CSV or Excel at all. */
export function spreadsheetFormatOf(bytes: Uint8Array): SpreadsheetFormat {
  const type = detectFileType(bytes);
  if (type?.ext === "txt") return "csv-utf8";
  if (type?.ext === "xlsx") return "xlsx";
  if (type?.ext === "xls") return "xls";
  // Text that is not UTF-8 (Excel's "CSV" on Windows is Windows-1252); binary files hold NULs.
  const scriptStart = bytes[0] === 0x23 && bytes[1] === 0x21;
  if (!type && bytes.length > 0 && !bytes.includes(0) && !scriptStart) return "csv-windows-1252";
  throw new HttpError(415, "unsupported_media_type", importFileMessages.notSpreadsheet);
}

interface ZipTotals {
  compressed: number;
  expanded: number;
}

// Sums the central directory's sizes; a ZIP64 marker (0xffffffff) counts as too large.
function zipTotals(bytes: Uint8Array): ZipTotals | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest && end < 0; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) end = at;
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const totals = { compressed: 0, expanded: 0 };
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const compressed = view.getUint32(at + 20, true);
    const expanded = view.getUint32(at + 24, true);
    if (compressed === 0xffffffff || expanded === 0xffffffff) return null;
    totals.compressed += compressed;
    totals.expanded += expanded;
    const skip = view.getUint16(at + 28, true) + view.getUint16(at + 30, true);
    at += 46 + skip + view.getUint16(at + 32, true);
  }
  return totals;
}

/** HttpError 413 when an .xlsx would expand past ZIP_LIMITS (or its directory is unreadable). */
export function assertNotZipBomb(bytes: Uint8Array, limits = ZIP_LIMITS): void {
  const totals = zipTotals(bytes);
  if (!totals) {
    throw new HttpError(
      400,
      "invalid_file",
      "The Excel file is damaged: its table of contents cannot be read. Save it again in Excel, or as CSV.",
    );
  }
  const ratio = totals.expanded / Math.max(1, bytes.length);
  const packedTight = ratio > limits.maxRatio && totals.expanded > limits.smallExpansionBytes;
  if (totals.expanded > limits.maxExpandedBytes || packedTight) {
    const megabytes = Math.round(totals.expanded / MB);
    throw new HttpError(
      413,
      "payload_too_large",
      `This Excel file would expand to ${megabytes} MB when opened (${Math.round(ratio)} times its size), more than the import allows (${limits.maxExpandedBytes / MB} MB, ${limits.maxRatio} times): it looks like a zip bomb and was not opened.`,
    );
  }
}
