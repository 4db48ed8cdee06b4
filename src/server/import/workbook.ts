// Writing Excel workbooks (.xlsx) of one sheet. A text cell of an .xlsx is not evaluated when the
// file opens, but it is once someone edits it (F2, Enter) or saves the sheet as CSV, so text goes
// through the same formula guard as CSV (src/lib/import/formula-guard.ts), and the import removes it
// alike. Numbers stay numeric cells: a negative price is a number, never a formula.
import * as XLSX from "xlsx";
import { defuseFormula } from "../../lib/import/formula-guard.ts";

/** One cell to write: text (guarded), a number or a boolean (kept as such), or empty. */
export type WorkbookCell = string | number | boolean | null;

/** A sheet's name, rows and, optionally, each column's width in characters. */
export interface SheetSpec {
  name: string;
  rows: readonly (readonly WorkbookCell[])[];
  columnWidths?: readonly number[];
}

/** The bytes of an .xlsx holding the one sheet. */
export function workbookBytes(sheet: SheetSpec): Uint8Array {
  const cells = sheet.rows.map((row) =>
    row.map((cell) => (typeof cell === "string" ? defuseFormula(cell) : cell)),
  );
  const worksheet = XLSX.utils.aoa_to_sheet(cells);
  if (sheet.columnWidths) worksheet["!cols"] = sheet.columnWidths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, worksheet, sheet.name);
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Uint8Array;
}
