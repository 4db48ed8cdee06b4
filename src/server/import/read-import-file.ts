// An uploaded import file read into checked rows: its kind judged by content, a zip bomb refused,
// parsed in a worker with limits, the header row checked, blank rows skipped, each data row parsed
// (document 3 §3, §5): at once (readImportFile), or as the import reaches it (readImportSheet, then
// checkSheetRow; checked-rows.ts). File-level problems are HttpErrors for the import screen.
import {
  cellsByColumn,
  readImportHeader,
  type ImportHeader,
} from "../../lib/import/import-columns.ts";
import { parseImportRow, type ParsedImportRow } from "../../lib/import/import-row.ts";
import { HttpError } from "../http/errors.ts";
import { assertNotZipBomb, spreadsheetFormatOf } from "./spreadsheet-file.ts";
import { parseInWorker, SpreadsheetError, type ParseLimits } from "./spreadsheet-worker.ts";

/** The most product rows one import takes (a 20,000-product catalogue in one file). */
const MAX_IMPORT_ROWS = 20_000;

/** One data row of the file with its row number (the header is row 1). */
export type NumberedRow = ParsedImportRow & { rowNumber: number };

/** Message of a row with a value under a nameless column. */
const UNNAMED_COLUMN_MESSAGE =
  "This row has a value in a column without a name in the header row: name the column or remove it (no empty columns at the end)";

const invalidFile = (message: string) => new HttpError(400, "invalid_file", message);

async function sheetOf(bytes: Uint8Array, limits?: ParseLimits) {
  const format = spreadsheetFormatOf(bytes);
  if (format === "xlsx") assertNotZipBomb(bytes);
  try {
    return await parseInWorker(bytes, format, limits);
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    if (error.kind === "limit") throw new HttpError(413, "payload_too_large", error.message);
    throw invalidFile(error.message);
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/** A data row of the file as cells, not yet checked, with its row number. */
export interface SheetRow {
  rowNumber: number;
  cells: readonly string[];
}

/** The file's header and its data rows, unchecked: what the file-level checks let through. */
export interface ImportSheet {
  header: ImportHeader;
  rows: SheetRow[];
}

/**
 * The file read and its file-level checks passed (kind, size, header, row count); throws
 * HttpError for a file that cannot go. The rows are checked one by one later (checkSheetRow).
 */
export async function readImportSheet(
  bytes: Uint8Array,
  limits?: ParseLimits,
): Promise<ImportSheet> {
  const { rows, firstRowNumber } = await sheetOf(bytes, limits);
  const headerIndex = rows.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw invalidFile("The file is empty: it has no header row and no products");
  const read = readImportHeader(rows[headerIndex]!);
  if ("problems" in read) throw invalidFile(read.problems.join(". "));
  const data: SheetRow[] = [];
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const cells = rows[index]!;
    if (isBlank(cells)) continue;
    if (data.length === MAX_IMPORT_ROWS) {
      throw new HttpError(
        413,
        "payload_too_large",
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} product rows: split it into smaller files`,
      );
    }
    data.push({ rowNumber: firstRowNumber + index, cells });
  }
  if (data.length === 0) {
    throw invalidFile("The file has no product rows under its header row");
  }
  return { header: read.header, rows: data };
}

/** One data row checked on its own (document 3 §5). */
export function checkSheetRow(header: ImportHeader, { rowNumber, cells }: SheetRow): NumberedRow {
  const values = cellsByColumn(header, cells);
  if (values) return { ...parseImportRow(values), rowNumber };
  return {
    ok: false,
    productName: (cells[header.columns.indexOf("name")] ?? "").trim(),
    errors: [UNNAMED_COLUMN_MESSAGE],
    rowNumber,
  };
}

/** The file's data rows, each checked on its own; throws HttpError for a file that cannot go. */
export async function readImportFile(
  bytes: Uint8Array,
  limits?: ParseLimits,
): Promise<NumberedRow[]> {
  const { header, rows } = await readImportSheet(bytes, limits);
  return rows.map((row) => checkSheetRow(header, row));
}
