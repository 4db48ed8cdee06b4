// The answer of POST /api/products/bulk-import (document 3 §3) and the import_errors.csv the
// import screen offers for its failed rows (document 3 §7.3: Row Number, Product Name, Error).
import { toCsv } from "./csv.ts";
import type { ImportColumn } from "./import-columns.ts";

/** One row the import refused: its row number in the file (the header is row 1). */
export interface ImportFailure {
  rowNumber: number;
  productName: string;
  error: string;
}

/** One column a row changes, in the file's terms (a category by its key, a price or "Price on request"). */
export interface FieldChange {
  field: ImportColumn;
  from: string;
  to: string;
}

/** A row that creates a product, or what it changes (would change, in a dry run) of one. */
export interface ImportChange {
  rowNumber: number;
  productName: string;
  action: "create" | "update";
  /** An update's changed columns; empty for a new product. */
  fields: FieldChange[];
}

/** The most changed rows one answer lists (each value cut at 300 characters). */
export const MAX_LISTED_CHANGES = 2000;

/**
 * What an import answers: counts, failed rows, and the job that recorded it. `complete` is false
 * when the call stopped at its time limit with rows left: POST /api/import/jobs/{jobId}/continue
 * goes on from there (the counts are the import's so far).
 */
export interface ImportResult {
  successful: number;
  total: number;
  failed: ImportFailure[];
  complete: boolean;
  /** Rows done so far (equal to total once complete). */
  processed: number;
  /** Of the successful rows: new products, changed products, rows equal to what was stored. */
  created: number;
  updated: number;
  unchanged: number;
  /**
   * The rows this call created or changed (would have, in a dry run), in file order: a continued
   * import's calls each list their own. At most MAX_LISTED_CHANGES; unlistedChanges counts the rest.
   */
  changes: ImportChange[];
  unlistedChanges: number;
  dryRun: boolean;
  jobId: string;
}

/** How many failed rows the import screen lists before "... and N more errors" (§9). */
export const SHOWN_IMPORT_ERRORS = 10;

/** The file name the import screen saves the errors under. */
export const IMPORT_ERRORS_FILE_NAME = "import_errors.csv";

/** The contents of import_errors.csv for the failed rows. */
export function importErrorsCsv(failed: readonly ImportFailure[]): string {
  return toCsv([
    ["Row Number", "Product Name", "Error"],
    ...failed.map((row) => [String(row.rowNumber), row.productName, row.error]),
  ]);
}

/** The line under the first SHOWN_IMPORT_ERRORS failures ("... and 5 more errors"), or null. */
export function moreErrorsLine(failedCount: number): string | null {
  const more = failedCount - SHOWN_IMPORT_ERRORS;
  return more > 0 ? `... and ${more} more errors` : null;
}

/** The file name the import screen saves the listed changes under. */
export const IMPORT_CHANGES_FILE_NAME = "import_changes.csv";

/** The contents of import_changes.csv: one line per changed column (a new product: one line). */
export function importChangesCsv(changes: readonly ImportChange[]): string {
  const lines = changes.flatMap((change) =>
    change.action === "create"
      ? [[String(change.rowNumber), change.productName, "(new product)", "", ""]]
      : change.fields.map((field) => [
          String(change.rowNumber),
          change.productName,
          field.field,
          field.from,
          field.to,
        ]),
  );
  return toCsv([["Row Number", "Product Name", "Column", "Before", "After"], ...lines]);
}

/** The export's file name for a day: products_export_{date}.csv with date yyyy-mm-dd. */
export function exportFileName(now: Date = new Date()): string {
  return `products_export_${now.toISOString().slice(0, 10)}.csv`;
}
