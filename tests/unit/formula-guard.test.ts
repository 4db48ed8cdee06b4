// The formula guard of every file we write (OWASP "CSV injection"): the product export and the
// samples (CSV), the import sample workbook (XLSX) and import_errors.csv. A real spreadsheet reader
// (the xlsx package, as the import uses) reads each file back: no cell may be a formula or text a
// spreadsheet would evaluate, and numbers stay numbers.
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { toCsv } from "../../src/lib/import/csv.ts";
import { defuseFormula, restoreFormula } from "../../src/lib/import/formula-guard.ts";
import { importErrorsCsv } from "../../src/lib/import/import-result.ts";
import { workbookBytes } from "../../src/server/import/workbook.ts";

// Cells a spreadsheet evaluates; the first two are the ones the attack got into an export.
const HOSTILE = [
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "=SUM(A1:A9)",
  '=HYPERLINK("https://evil.example","Click")',
  "@SUM(A1)",
  "+91 98100 00000",
  "- a list item",
  "\t=1+1",
  "\r=1+1",
  "\n=1+1",
  '＝HYPERLINK("https://evil.example","Click")',
  "＋1+cmd|' /C calc'!A0",
  "－2+3",
  "＠SUM(A1)",
];

// What a spreadsheet would evaluate: a formula, or text that starts as one does.
const evaluated = (cell: XLSX.CellObject) =>
  cell.f !== undefined ||
  (cell.t === "s" && /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/.test(String(cell.v)));

function cellsOf(book: XLSX.WorkBook): XLSX.CellObject[] {
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([address]) => !address.startsWith("!"))
    .map(([, cell]) => cell as XLSX.CellObject);
}

// Excel's reading of a .csv: comma-separated (the reader guesses the separator otherwise).
const readCsv = (csv: string) => cellsOf(XLSX.read(csv, { type: "string", FS: "," }));

describe("defuseFormula and restoreFormula", () => {
  it.each(HOSTILE)("guard %j with an apostrophe, and the import removes it", (cell) => {
    expect(defuseFormula(cell)).toBe(`'${cell}`);
    expect(restoreFormula(defuseFormula(cell))).toBe(cell);
  });

  it.each(["plain", "-5", "+3", "-12.50", ".5", "'hello", "'", "", "a=b", " =1"])(
    "leave %j alone",
    (cell) => {
      expect(defuseFormula(cell)).toBe(cell);
      expect(restoreFormula(cell)).toBe(cell);
    },
  );

  it.each(["'=SUM(A1)", "''+1+cmd", "'-2+3"])(
    "keep %j as it was through a write and a read",
    (cell) => {
      expect(defuseFormula(cell)).toBe(`'${cell}`);
      expect(restoreFormula(defuseFormula(cell))).toBe(cell);
    },
  );
});

describe("a file read back by a spreadsheet reader", () => {
  it("CSV: no cell is evaluated, and a plain negative number stays a number", () => {
    const cells = readCsv(toCsv([["cell"], ...HOSTILE.map((cell) => [cell]), ["-5"]]));
    expect(cells.filter(evaluated)).toEqual([]);
    expect(cells.map((cell) => cell.v)).toEqual(["cell", ...HOSTILE.map((c) => `'${c}`), -5]);
  });

  it("import_errors.csv: no cell is evaluated, product names and errors alike", () => {
    const csv = importErrorsCsv(
      HOSTILE.map((cell, index) => ({ rowNumber: index + 2, productName: cell, error: cell })),
    );
    const cells = readCsv(csv);
    expect(cells.length).toBe(3 * (HOSTILE.length + 1));
    expect(cells.filter(evaluated)).toEqual([]);
  });

  it("XLSX: text is guarded, and a negative price stays a numeric cell", () => {
    const bytes = workbookBytes({
      name: "Products",
      rows: [["name", "price"], ...HOSTILE.map((cell) => [cell, -1250.5])],
    });
    const book = XLSX.read(bytes, { type: "array" });
    const cells = cellsOf(book);
    expect(cells.filter(evaluated)).toEqual([]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets["Products"]!, { header: 1 });
    expect(rows.slice(1)).toEqual(HOSTILE.map((cell) => [`'${cell}`, -1250.5]));
    expect(book.Sheets["Products"]!["B2"]).toMatchObject({ t: "n", v: -1250.5 });
  });
});
