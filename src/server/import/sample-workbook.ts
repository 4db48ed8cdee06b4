// sample_products.xlsx (GET /api/import/sample-excel): the sample rows of src/lib/import-sample.ts
// as an Excel workbook, multi-line specifications wrapped in their cells.
import * as XLSX from "xlsx";
import { sampleRows } from "../../lib/import-sample.ts";

/** The workbook's bytes. */
export function sampleWorkbook(): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(sampleRows());
  sheet["!cols"] = sampleRows()[0]!.map((column) => ({
    wch: ["description", "specifications", "shortDescription"].includes(column) ? 50 : 22,
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Products");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Uint8Array;
}
