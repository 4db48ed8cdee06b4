// The workbook reader unzips with Node's zlib (src/server/import/workbook-inflate.ts): a deflated
// workbook reads to the same rows as the cells written, and what it inflates stays capped.
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { nativeInflate } from "../../src/server/import/workbook-inflate.ts";
import { parseSpreadsheet } from "../../src/server/import/spreadsheet-parse.ts";

const rows = [
  ["name", "description", "sku"],
  ...Array.from({ length: 2000 }, (_, i) => [
    `Printer ${i} – ₹ 1,999 “quoted” é`,
    `Line one\nline two ${"x".repeat(i % 300)}`,
    `SKU-${i}`,
  ]),
];

// Deflated, as Excel saves them (the tests' other workbooks are stored uncompressed).
function deflatedWorkbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Products");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["other"]]), "Other");
  const written = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true });
  return new Uint8Array(written as Buffer);
}

describe("a deflated workbook", () => {
  it("reads to the cells written, first sheet only", async () => {
    const sheet = await parseSpreadsheet(deflatedWorkbook(), "xlsx");
    expect(sheet).toEqual({ rows, firstRowNumber: 1 });
  });

  it("is refused once what it inflates passes the cap", () => {
    XLSX.CFB.utils.use_zlib(nativeInflate(100_000));
    try {
      expect(() => XLSX.read(deflatedWorkbook(), { type: "array" })).toThrow(/larger than/);
    } finally {
      XLSX.CFB.utils.use_zlib(nativeInflate());
    }
  });
});
