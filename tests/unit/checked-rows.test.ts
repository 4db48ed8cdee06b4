// The import's rows checked as it reaches them (src/server/import/checked-rows.ts): the same rows
// and refusals whether checked at once, ahead in the background, or from the middle of the file
// (a call that goes on from the job's row count).
import { describe, expect, it } from "vitest";
import { readImportHeader, type ImportHeader } from "../../src/lib/import/import-columns.ts";
import { CheckedRows } from "../../src/server/import/checked-rows.ts";
import { checkSheetRow, type ImportSheet } from "../../src/server/import/read-import-file.ts";

const { header } = readImportHeader(["name", "category", "sku"]) as { header: ImportHeader };
const cells = [
  ["Printer A", "printers", "SKU-A"],
  ["Printer B", "printers", "SKU-B"],
  ["", "printers", ""],
  ["printer a", "printers", "SKU-C"],
  ["Printer D", "printers", "SKU-B"],
  ["Printer E", "printers", ""],
];
const sheet = (): ImportSheet => ({
  header,
  rows: cells.map((row, index) => ({ rowNumber: index + 2, cells: row })),
});

describe("CheckedRows", () => {
  it("checks each row and refuses a later row with an earlier one's slug or SKU", () => {
    const rows = new CheckedRows(sheet()).slice(0, 6);
    expect(rows.map((row) => (row.ok ? row.row.name : row.errors))).toEqual([
      "Printer A",
      "Printer B",
      ["Name is required"],
      ['Row 2 of this file has the same slug "printer-a"'],
      ['Row 3 of this file has the same SKU "SKU-B"'],
      "Printer E",
    ]);
    expect(rows[0]).toEqual(checkSheetRow(header, sheet().rows[0]!));
  });

  it("gives the same rows checked ahead in the background, or from the middle of the file", async () => {
    const atOnce = new CheckedRows(sheet()).slice(0, 6);
    const ahead = new CheckedRows(sheet());
    await ahead.checkAhead(6);
    expect(ahead.slice(0, 6)).toEqual(atOnce);
    expect(new CheckedRows(sheet()).slice(3, 5)).toEqual(atOnce.slice(3, 5));
    expect(ahead.total).toBe(6);
  });
});
