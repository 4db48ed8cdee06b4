// Reads an uploaded CSV or Excel file into rows of text cells. Runs inside a worker thread (see
// spreadsheet-worker.ts) so that a hostile file meets a time and memory limit there, not in the
// function's own thread: DESIGN.md, "Spreadsheets" (the `xlsx` import is the fixed 0.20.3 build).
import Papa from "papaparse";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { nativeInflate } from "./workbook-inflate.ts";

/** How the file's bytes are read: CSV in a text encoding, or an Excel workbook. */
export type SpreadsheetFormat = "csv-utf8" | "csv-windows-1252" | "xlsx" | "xls";

/** The rows of the first sheet (or the CSV), and the file row number of rows[0]. */
export interface SheetRows {
  rows: string[][];
  firstRowNumber: number;
}

/** What the worker sends back. */
export type WorkerReply = { ok: true; sheet: SheetRows } | { ok: false; message: string };

/** Marks a worker started to parse a spreadsheet (the bundled function file is the worker). */
export const SPREADSHEET_TASK = "parse-spreadsheet";

// The separator is read from the header row alone (column names hold no separator): Papa's own
// guess weighs every row, and took "|" for it when a few cells held pipes ("-cmd|calc", "USB | LAN").
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  return [",", "\t", ";"].find((separator) => header.includes(separator)) ?? ",";
}

function parseCsv(bytes: Uint8Array, encoding: "utf-8" | "windows-1252"): SheetRows {
  const text = new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, "");
  // Blank lines are kept (and skipped later) so that row numbers match the file's own.
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: delimiterOf(text),
  });
  const broken = result.errors.find((error) => error.type === "Quotes");
  if (broken) {
    const at = broken.row === undefined ? "" : ` (row ${broken.row + 1})`;
    throw new Error(`The CSV file has a quoted cell that is never closed${at}`);
  }
  return { rows: result.data, firstRowNumber: 1 };
}

// The workbook reader is loaded only for a workbook: loading it took a CSV import's worker
// 0.3 to 0.6 s of its start on the bench machine.
async function parseWorkbook(bytes: Uint8Array): Promise<SheetRows> {
  const XLSX = await import("xlsx");
  XLSX.CFB.utils.use_zlib(nativeInflate());
  // Only the first sheet; formulas, styles, macros and HTML are not read.
  const book = XLSX.read(bytes, {
    type: "array",
    sheets: 0,
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet?.["!ref"]) return { rows: [], firstRowNumber: 1 };
  const range = XLSX.utils.decode_range(sheet["!ref"]);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: "",
    blankrows: true,
  });
  return {
    rows: rows.map((row) => row.map((value) => (value === null ? "" : String(value)))),
    firstRowNumber: range.s.r + 1,
  };
}

/** Reads the bytes in the given format; throws an Error whose message is fit to show. */
export async function parseSpreadsheet(
  bytes: Uint8Array,
  format: SpreadsheetFormat,
): Promise<SheetRows> {
  if (format === "csv-utf8") return parseCsv(bytes, "utf-8");
  if (format === "csv-windows-1252") return parseCsv(bytes, "windows-1252");
  return parseWorkbook(bytes);
}

// The worker's side: parse what the main thread sent and post the rows back.
if (!isMainThread && parentPort && workerData?.task === SPREADSHEET_TASK) {
  const { bytes, format } = workerData as { bytes: Uint8Array; format: SpreadsheetFormat };
  const port = parentPort;
  parseSpreadsheet(bytes, format).then(
    (sheet) => port.postMessage({ ok: true, sheet } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
}
