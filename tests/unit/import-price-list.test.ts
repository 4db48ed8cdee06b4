// The price list's columns of the import (docs/decisions/0194-price-list-columns.md): their place
// after the specification's 15, price and key features cells, update-only files (no name or
// category column) and import_changes.csv.
import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, readImportHeader } from "../../src/lib/import/import-columns.ts";
import { importChangesCsv } from "../../src/lib/import/import-result.ts";
import { parseImportRow } from "../../src/lib/import/import-row.ts";
import { priceListMessages } from "../../src/lib/import/price-list-cells.ts";

describe("the columns", () => {
  it("keeps document 3's 15 columns in their order and puts the price list's after them", () => {
    expect(IMPORT_COLUMNS).toEqual([
      "name",
      "slug",
      "category",
      "subcategory",
      "shortDescription",
      "description",
      "specifications",
      "sku",
      "metaKeywords",
      "metaTitle",
      "metaDescription",
      "status",
      "featured",
      "image",
      "pdf",
      "price",
      "brand",
      "model",
      "keyFeatures",
    ]);
  });

  it.each([[["sku", "price"]], [["SKU", "Price"]], [["slug", "brand", "key_features"]]])(
    "takes a file without name and category when it names products by sku or slug: %j",
    (cells) => {
      expect(readImportHeader(cells)).toHaveProperty("header");
    },
  );
});

describe("price", () => {
  it.each<[string, number | null]>([
    ["12499", 12499],
    ["12499.5", 12499.5],
    ["12,499.50", 12499.5],
    ["₹ 1,24,999.00", 124999],
    ["Rs. 999", 999],
    ["INR 32 500", 32500],
    ["0", 0],
    ["", null],
    ["Price on request", null],
    ["  price ON request ", null],
  ])("reads %j as %j", (cell, price) => {
    expect(parseImportRow({ sku: "A", price: cell })).toMatchObject({ ok: true, row: { price } });
  });

  it.each(["-5", "12.345", "twelve", "12499 + GST", "12345678901"])("refuses %j", (cell) => {
    expect(parseImportRow({ sku: "A", price: cell })).toMatchObject({
      ok: false,
      errors: [priceListMessages.price],
    });
  });

  it("leaves the price alone when the file has no price column", () => {
    const parsed = parseImportRow({ name: "A", category: "printers" });
    expect(parsed.ok && "price" in parsed.row).toBe(false);
  });
});

describe("brand, model and key features", () => {
  it("reads key features one per line, blank lines dropped; brand and model as text", () => {
    expect(
      parseImportRow({
        sku: "A",
        brand: " Zebra ",
        model: "ZD421",
        keyFeatures: "Fast\r\n\r\n  USB and Ethernet \n",
      }),
    ).toMatchObject({
      ok: true,
      row: { brand: "Zebra", model: "ZD421", keyFeatures: ["Fast", "USB and Ethernet"] },
    });
    expect(parseImportRow({ sku: "A", brand: "", keyFeatures: "" })).toMatchObject({
      ok: true,
      row: { brand: null, keyFeatures: [] },
    });
  });

  it("refuses more than 30 key features", () => {
    const keyFeatures = Array.from({ length: 31 }, (_, i) => `Feature ${i}`).join("\n");
    expect(parseImportRow({ sku: "A", keyFeatures })).toMatchObject({
      ok: false,
      errors: [priceListMessages.features],
    });
  });
});

describe("a row of an update-only file", () => {
  it("has only the file's columns: no name, no slug made, no status or featured default", () => {
    expect(parseImportRow({ sku: "SBS-1", price: "999" })).toEqual({
      ok: true,
      row: { sku: "SBS-1", price: 999, slugGiven: false, updatesOnly: true },
    });
  });

  it("needs its product's sku or slug, and is named by it in the error list", () => {
    expect(parseImportRow({ sku: "", price: "999" })).toMatchObject({
      ok: false,
      errors: [
        "Give the product's sku or slug: a file without the name and category columns only updates products",
      ],
    });
    expect(parseImportRow({ sku: "SBS-1", price: "x" })).toMatchObject({
      ok: false,
      productName: "SBS-1",
    });
  });
});

describe("import_changes.csv", () => {
  it("writes one line per changed column, and one per new product", () => {
    expect(
      importChangesCsv([
        {
          rowNumber: 2,
          productName: "Zebra ZD421",
          action: "update",
          fields: [
            { field: "price", from: "32500.00", to: "29999" },
            { field: "brand", from: "", to: "Zebra" },
          ],
        },
        { rowNumber: 5, productName: "New, printer", action: "create", fields: [] },
      ]),
    ).toBe(
      "Row Number,Product Name,Column,Before,After\r\n" +
        "2,Zebra ZD421,price,32500.00,29999\r\n" +
        "2,Zebra ZD421,brand,,Zebra\r\n" +
        '5,"New, printer",(new product),,\r\n',
    );
  });
});
