// sample_products.xlsx (GET /api/import/sample-excel): the sample rows of src/lib/import/import-sample.ts
// as an Excel workbook, multi-line specifications wrapped in their cells, a price as a number.
import { sampleRows } from "../../lib/import/import-sample.ts";
import { workbookBytes, type WorkbookCell } from "./workbook.ts";

const WIDE_COLUMNS = ["description", "specifications", "shortDescription", "keyFeatures"];

/** The workbook's bytes. */
export function sampleWorkbook(): Uint8Array {
  const [header, ...products] = sampleRows();
  const price = header!.indexOf("price");
  // A price in rupees is a number cell, as a spreadsheet keeps one ("Price on request" is text).
  const rows: WorkbookCell[][] = products.map((cells) =>
    cells.map((cell, index) =>
      index === price && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell,
    ),
  );
  return workbookBytes({
    name: "Products",
    rows: [header!, ...rows],
    columnWidths: header!.map((column) => (WIDE_COLUMNS.includes(column) ? 50 : 22)),
  });
}
