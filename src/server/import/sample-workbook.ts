// sample_products.xlsx (GET /api/import/sample-excel): the sample rows of src/lib/import/import-sample.ts
// as an Excel workbook, multi-line specifications wrapped in their cells.
import { sampleRows } from "../../lib/import/import-sample.ts";
import { workbookBytes } from "./workbook.ts";

const WIDE_COLUMNS = ["description", "specifications", "shortDescription"];

/** The workbook's bytes. */
export function sampleWorkbook(): Uint8Array {
  const rows = sampleRows();
  return workbookBytes({
    name: "Products",
    rows,
    columnWidths: rows[0]!.map((column) => (WIDE_COLUMNS.includes(column) ? 50 : 22)),
  });
}
