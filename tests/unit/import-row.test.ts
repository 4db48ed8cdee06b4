// The import's pure parts: the header check, the row parser (document 3 §3, §5), CSV writing
// with its formula guard, the file rules, and import_errors.csv.
import { describe, expect, it } from "vitest";
import { toCsv } from "../../src/lib/import/csv.ts";
import { defuseFormula, restoreFormula } from "../../src/lib/import/formula-guard.ts";
import {
  cellsByColumn,
  IMPORT_COLUMNS,
  readImportHeader,
} from "../../src/lib/import/import-columns.ts";
import {
  importFileMessages,
  importFileProblem,
  needsSignedUpload,
} from "../../src/lib/import/import-file.ts";
import {
  importErrorsCsv,
  moreErrorsLine,
  exportFileName,
} from "../../src/lib/import/import-result.ts";
import { parseImportRow } from "../../src/lib/import/import-row.ts";

const MB = 1024 * 1024;

describe("readImportHeader", () => {
  it("takes the spec's columns in any case or spelling, and blank cells", () => {
    const read = readImportHeader([
      "\uFEFFName",
      "short_description",
      "Meta Title",
      "CATEGORY",
      "",
    ]);
    expect(read).toEqual({
      header: { columns: ["name", "shortDescription", "metaTitle", "category", null] },
    });
  });

  it.each<[string, string[], string[]]>([
    [
      "unknown columns",
      ["name", "category", "cost", "maker"],
      [`Unknown columns: "cost", "maker". The columns are: ${IMPORT_COLUMNS.join(", ")}`],
    ],
    [
      "no name, no category and no sku or slug",
      ["shortDescription", "price"],
      [
        `The first row must name the columns; "name" and "category" are missing (a file without name and category only updates products, found by a "sku" or "slug" column). The columns are: ${IMPORT_COLUMNS.join(", ")}`,
      ],
    ],
    [
      "a repeated column",
      ["name", "category", "SKU", "sku"],
      ['The column "sku" appears more than once'],
    ],
  ])("refuses %s", (_label, cells, problems) => {
    expect(readImportHeader(cells)).toEqual({ problems });
  });
});

describe("cellsByColumn", () => {
  const header = { columns: ["name", "category", null] as const };
  it("names the cells, fills short rows with blanks, and ignores blank nameless cells", () => {
    expect(cellsByColumn({ columns: [...header.columns] }, ["A", "", "  "])).toEqual({
      name: "A",
      category: "",
    });
    expect(cellsByColumn({ columns: [...header.columns] }, ["A"])).toEqual({
      name: "A",
      category: "",
    });
  });
  it("answers null for a value under a nameless column, or past the header", () => {
    expect(cellsByColumn({ columns: [...header.columns] }, ["A", "b", "stray"])).toBeNull();
    expect(cellsByColumn({ columns: ["name"] }, ["A", "past"])).toBeNull();
  });
});

describe("parseImportRow", () => {
  it("reads a full row: slug through the slug rule, multi-line text kept, choices in any case", () => {
    const parsed = parseImportRow({
      name: "  Zebra ZD421  ",
      slug: "Zebra ZD421 Desktop!",
      category: "Barcode Printers",
      subcategory: "desktop-printers",
      shortDescription: "Short",
      description: "",
      specifications: "Speed: 6 ips\r\nResolution: 203 dpi\r\n",
      sku: "ZD421",
      status: "Inactive",
      featured: "TRUE",
      image: "https://cdn.example.com/zd421.png",
      pdf: "",
    });
    expect(parsed).toEqual({
      ok: true,
      row: {
        name: "Zebra ZD421",
        slug: "zebra-zd421-desktop",
        slugGiven: true,
        category: "Barcode Printers",
        subcategory: "desktop-printers",
        shortDescription: "Short",
        description: null,
        specifications: "Speed: 6 ips\nResolution: 203 dpi",
        sku: "ZD421",
        status: "inactive",
        featured: true,
        image: "https://cdn.example.com/zd421.png",
        updatesOnly: false,
      },
    });
  });

  it("makes the slug from the name, and defaults status and featured", () => {
    expect(
      parseImportRow({ name: "Honeywell 1950g", category: "scanners", status: "", featured: "" }),
    ).toEqual({
      ok: true,
      row: {
        name: "Honeywell 1950g",
        slug: "honeywell-1950g",
        slugGiven: false,
        category: "scanners",
        status: "active",
        featured: false,
        updatesOnly: false,
      },
    });
  });

  it("removes the export's formula guard", () => {
    const parsed = parseImportRow({ name: "'=Formula Name", category: "printers" });
    expect(parsed).toMatchObject({ ok: true, row: { name: "=Formula Name" } });
  });

  it.each<[string, Record<string, string>, string[]]>([
    ["no name", { name: " ", category: "printers" }, ["Name is required"]],
    ["no category", { name: "A", category: "" }, ["Category is required"]],
    [
      "a status other than active or inactive",
      { name: "A", category: "c", status: "draft" },
      ["Status must be active or inactive"],
    ],
    [
      "featured other than true or false",
      { name: "A", category: "c", featured: "yes" },
      ["Featured must be true or false"],
    ],
    [
      "a link that is not a web address or site path",
      { name: "A", category: "c", pdf: "//evil.example/x.pdf" },
      ["PDF must be a web address (https://…) or a path on this site (/images/…)"],
    ],
    [
      "a name over 200 characters",
      { name: "x".repeat(201), category: "c" },
      ["Name must be at most 200 characters"],
    ],
    [
      "a name with nothing to make a slug of",
      { name: "!!!", category: "c" },
      ["Slug is required: the name has no letters or digits to make one from"],
    ],
    [
      "several problems",
      { name: "", category: "", status: "x" },
      ["Name is required", "Category is required", "Status must be active or inactive"],
    ],
  ])("refuses %s", (_label, values, errors) => {
    expect(parseImportRow(values)).toMatchObject({
      ok: false,
      productName: values.name!.trim(),
      errors,
    });
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and line breaks, ends rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b,c", 'say "hi"', "two\nlines"],
        [" padded", ""],
      ]),
    ).toBe('a,"b,c","say ""hi""","two\nlines"\r\n" padded",\r\n');
  });

  it.each([
    ["=SUM(A1)", "'=SUM(A1)"],
    ["@cmd", "'@cmd"],
    ["-cmd|calc", "'-cmd|calc"],
    ["+x", "'+x"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-5", "-5"],
    ["+91 98100 00000", "'+91 98100 00000"],
    ["- a list item", "'- a list item"],
    ["plain", "plain"],
  ])("guards %s as %s, and restores it", (cell, written) => {
    expect(defuseFormula(cell)).toBe(written);
    expect(restoreFormula(written)).toBe(cell);
  });
});

describe("the file rules", () => {
  it.each<[string, { name: string; type: string; size: number } | null, string | null]>([
    ["no file", null, importFileMessages.noFile],
    ["a .csv", { name: "a.CSV", type: "", size: 10 }, null],
    ["an .xls", { name: "a.xls", type: "", size: 10 }, null],
    [
      "an Excel type without extension",
      { name: "a", type: "application/vnd.ms-excel", size: 1 },
      null,
    ],
    ["a .txt", { name: "a.txt", type: "text/plain", size: 10 }, importFileMessages.wrongType],
    ["exactly 20MB", { name: "a.xlsx", type: "", size: 20 * MB }, null],
    ["over 20MB", { name: "a.xlsx", type: "", size: 20 * MB + 1 }, importFileMessages.tooLarge],
  ])("%s", (_label, file, problem) => {
    expect(importFileProblem(file)).toBe(problem);
  });

  it("sends files over 4MB through storage", () => {
    expect(needsSignedUpload({ size: 4 * MB })).toBe(false);
    expect(needsSignedUpload({ size: 4 * MB + 1 })).toBe(true);
  });
});

describe("the import's answer on screen", () => {
  it("writes import_errors.csv with Row Number, Product Name, Error", () => {
    expect(
      importErrorsCsv([
        { rowNumber: 3, productName: "A, B", error: "Category is required" },
        { rowNumber: 7, productName: "", error: "Name is required" },
      ]),
    ).toBe(
      'Row Number,Product Name,Error\r\n3,"A, B",Category is required\r\n7,,Name is required\r\n',
    );
  });

  it("says how many errors are not shown", () => {
    expect(moreErrorsLine(10)).toBeNull();
    expect(moreErrorsLine(15)).toBe("... and 5 more errors");
  });

  it("names the export by date", () => {
    expect(exportFileName(new Date("2026-11-23T10:00:00Z"))).toBe("products_export_2026-11-23.csv");
  });
});
