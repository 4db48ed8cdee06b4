// The price list round trip (docs/decisions/0194-price-list-columns.md): the export carries price,
// brand, model and key features after document 3's 15 columns; export all → change two prices in a
// spreadsheet → dry run lists exactly those two changes and writes nothing → import changes exactly
// those two products and leaves every other byte for byte (updated_at and version included); a
// file of sku and price alone updates prices alone; brands by name, an unknown brand refused.
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import products from "../../netlify/functions/products.mts";
import { IMPORT_COLUMNS } from "../../src/lib/import/import-columns.ts";
import { unknownBrand } from "../../src/server/import/judge-import-row.ts";
import { fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf, xlsxBytes, type RowSpec } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase({ demoData: true });
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

type Format = "csv" | "xlsx";

const importFile = (bytes: Uint8Array, name: string, query = "") =>
  send(products, `/api/products/bulk-import${query}`, {
    method: "POST",
    cookie: staff.cookie,
    form: formOf({}, { file: { bytes, name, type: "" } }),
  });

async function exportedBook(): Promise<XLSX.WorkBook> {
  const response = await products(
    new Request(`${SITE}/api/products/export`, { headers: { cookie: staff.cookie } }),
    fakeContext(),
  );
  expect(response.status).toBe(200);
  // Read as a spreadsheet program reads the file: numbers become numbers, true becomes TRUE.
  return XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: "array" });
}

// Every product as stored, every column (updated_at, version and updated_by included), by id.
const everyProduct = async () =>
  new Map(
    (
      await db()<{ id: number; row: Record<string, unknown> }[]>`
        select id::int as id, to_jsonb(p) - 'search_vector' - 'search_compact' as row
          from products p order by id`
    ).map(({ id, row }) => [id, row]),
  );

// A product's columns but those a write itself changes (price aside): what must stay as it was.
const WRITE_COLUMNS = ["price", "version", "updated_at", "updated_by"];
const untouched = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !WRITE_COLUMNS.includes(column)));

const sheetOf = (book: XLSX.WorkBook) => book.Sheets[book.SheetNames[0]!]!;
const rowsIn = (book: XLSX.WorkBook) =>
  XLSX.utils.sheet_to_json<Record<string, string>>(sheetOf(book), { raw: false, defval: "" });

// Sets a cell of the product with that SKU in the sheet, as one types it in a spreadsheet.
function setCell(book: XLSX.WorkBook, sku: string, column: string, value: string | number) {
  const sheet = sheetOf(book);
  const row = rowsIn(book).findIndex((cells) => cells["sku"] === sku);
  expect(row).toBeGreaterThanOrEqual(0);
  const address = XLSX.utils.encode_cell({
    r: row + 1,
    c: IMPORT_COLUMNS.indexOf(column as never),
  });
  sheet[address] = typeof value === "number" ? { t: "n", v: value } : { t: "s", v: value };
}

const bookBytes = (book: XLSX.WorkBook, format: Format) =>
  new Uint8Array(XLSX.write(book, { type: "buffer", bookType: format }) as Buffer);

const productBySku = async (sku: string) =>
  (
    await db()`select p.*, b.name as brand_name from products p
                left join brands b on b.id = p.brand_id where sku = ${sku}`
  )[0]!;

describe("the export", () => {
  it("carries price, brand, model and key features after the specification's 15 columns", async () => {
    await db()`update products set price = null where sku = 'SBS-HON-1950GSR'`;
    const book = await exportedBook();
    const header = XLSX.utils.sheet_to_json<string[]>(sheetOf(book), { header: 1 })[0];
    expect(header).toEqual([...IMPORT_COLUMNS]);
    expect(IMPORT_COLUMNS.slice(15)).toEqual(["price", "brand", "model", "keyFeatures"]);
    const rows = rowsIn(book);
    const zd421 = rows.find((cells) => cells["sku"] === "SBS-ZEB-ZD421T-203")!;
    const stored = await productBySku("SBS-ZEB-ZD421T-203");
    expect(zd421).toMatchObject({
      price: "32500",
      brand: "Zebra",
      model: "ZD421",
      keyFeatures: (stored.features as string[]).join("\n"),
    });
    expect(rows.find((cells) => cells["sku"] === "SBS-HON-1950GSR")).toMatchObject({
      price: "Price on request",
      brand: "Honeywell",
    });
  });
});

// Each format changes two products of its own (a price in rupees and one with paise).
const PRICE_CHANGES = {
  csv: [
    { sku: "SBS-ZEB-ZD421T-203", price: 29999, from: "32500", to: "29999" },
    { sku: "SBS-TSC-TE244", price: 11750.5, from: "14500", to: "11750.50" },
  ],
  xlsx: [
    { sku: "SBS-ZEB-ZD230T-203", price: 17999, from: "18500", to: "17999" },
    { sku: "SBS-HON-PC42TP", price: 16450.75, from: "16900", to: "16450.75" },
  ],
};

describe.each<Format>(["csv", "xlsx"])("export all, change two prices in %s, import", (format) => {
  it("dry-runs exactly the two changes, then writes exactly them and nothing else", async () => {
    const book = await exportedBook();
    const total = rowsIn(book).length;
    const edits = PRICE_CHANGES[format];
    const before = await everyProduct();
    for (const { sku, price } of edits) setCell(book, sku, "price", price);
    const bytes = bookBytes(book, format);

    const dry = await importFile(bytes, `products_export.${format}`, "?dryRun=true");
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dryRun: true,
      total,
      successful: total,
      created: 0,
      updated: 2,
      unchanged: total - 2,
      failed: [],
      unlistedChanges: 0,
    });
    expect(dry.body.changes).toEqual(
      edits.map(({ from, to }) =>
        expect.objectContaining({ action: "update", fields: [{ field: "price", from, to }] }),
      ),
    );
    expect(await everyProduct()).toEqual(before);

    const real = await importFile(bytes, `products_export.${format}`);
    expect(real.body).toMatchObject({ dryRun: false, updated: 2, unchanged: total - 2 });
    expect(real.body.changes).toEqual(dry.body.changes);
    const after = await everyProduct();
    const differing = [...after].filter(
      ([id, row]) => JSON.stringify(row) !== JSON.stringify(before.get(id)),
    );
    expect(differing.map(([, row]) => row.sku).sort()).toEqual(edits.map((e) => e.sku).sort());
    for (const [id, row] of differing) {
      const was = before.get(id)!;
      expect(row.price).toBe(edits.find((edit) => edit.sku === row.sku)!.price);
      expect(row.version).toBe((was.version as number) + 1);
      // Nothing else of the product changed.
      expect(untouched(row)).toEqual(untouched(was));
      const [audit] = await db()`
        select changes from audit_log where entity_type = 'product' and entity_id = ${String(id)}
         order by id desc limit 1`;
      expect(Object.keys(audit!.changes as object)).toEqual(["price"]);
    }
  });
});

describe("a file of sku and price alone", () => {
  it.each<Format>(["csv", "xlsx"])(
    "changes prices alone, refusing a SKU no product has (%s)",
    async (format) => {
      const keep = await productBySku("SBS-DLG-9800I");
      await db()`update products set status = 'inactive', featured = true where id = ${keep.id}`;
      const before = await everyProduct();
      const price = format === "csv" ? "1,999" : "₹ 1,999.00";
      const rows = [
        ["sku", "price"],
        ["SBS-DLG-9800I", price],
        ["SBS-HON-N6703SR", ""],
        ["NO-SUCH-SKU", "100"],
        ["SBS-TSC-TE244", "about 12k"],
      ];
      const bytes = format === "csv" ? csvBytes(rows) : xlsxBytes(rows);
      const { status, body } = await importFile(bytes, `prices.${format}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 4, successful: 2, created: 0 });
      expect(body.failed).toEqual([
        {
          rowNumber: 4,
          productName: "NO-SUCH-SKU",
          error:
            'No product has SKU "NO-SUCH-SKU": a file without the name and category columns only updates products',
        },
        {
          rowNumber: 5,
          productName: "SBS-TSC-TE244",
          error:
            'Price must be an amount in rupees such as 12499 or 12499.50, or "Price on request" (an empty cell says the same)',
        },
      ]);
      const after = await everyProduct();
      const scanner = after.get(Number(keep.id))!;
      expect(scanner).toMatchObject({ price: 1999, status: "inactive", featured: true });
      expect(untouched(scanner)).toEqual(untouched(before.get(Number(keep.id))!));
      const onRequest = Number((await productBySku("SBS-HON-N6703SR")).id);
      expect(after.get(onRequest)!.price).toBeNull();
      const unchanged = [...after].filter(([id]) => id !== Number(keep.id) && id !== onRequest);
      for (const [id, row] of unchanged) expect(row).toEqual(before.get(id));
      await db()`update products set price = 4800 where id = ${onRequest}`;
    },
  );
});

describe("brands by name", () => {
  const newRow = (n: string, brand: string): RowSpec => ({
    name: `Price List Printer ${n}`,
    category: "printers",
    sku: `PL-${process.pid}-${n}`,
    price: "4999",
    brand,
    model: `PL-${n}`,
    keyFeatures: "One\nTwo",
  });

  it("takes a brand by its name in any case, and refuses one the catalogue lacks", async () => {
    const rows = [newRow("a", "zebra"), newRow("b", "Zebrra")];
    const count = (await db()`select count(*)::int as n from brands`)[0]!.n;
    const { body } = await importFile(csvBytes(rowsOf(rows)), "brands.csv");
    expect(body).toMatchObject({ created: 1 });
    expect(body.failed).toEqual([
      { rowNumber: 3, productName: "Price List Printer b", error: unknownBrand("Zebrra") },
    ]);
    expect(await productBySku(rows[0]!.sku!)).toMatchObject({
      brand_name: "Zebra",
      model: "PL-a",
      price: "4999.00",
      features: ["One", "Two"],
    });
    expect((await db()`select count(*)::int as n from brands`)[0]!.n).toBe(count);
    expect(await db()`select 1 from products where sku = ${rows[1]!.sku!}`).toHaveLength(0);
  });

  it("changes and clears a brand in an update-only file, row by row as in a batch", async () => {
    const row = newRow("c", "TSC");
    await importFile(csvBytes(rowsOf([row])), "c.csv");
    const slug = `price-list-printer-c`;
    // The second row takes the slug the first row's product has: the batch goes row by row.
    const rows = [
      ["sku", "brand", "keyFeatures", "slug"],
      [row.sku!, "Datalogic", "Three", slug],
      ["SBS-ZEB-ZD421T-203", "", "", slug],
    ];
    const { body } = await importFile(csvBytes(rows), "brand.csv");
    expect(body).toMatchObject({ updated: 1, failed: [{ rowNumber: 3 }] });
    expect(await productBySku(row.sku!)).toMatchObject({
      brand_name: "Datalogic",
      features: ["Three"],
      price: "4999.00",
    });
    const cleared = await importFile(
      csvBytes([
        ["sku", "brand"],
        [row.sku!, ""],
      ]),
      "clear.csv",
    );
    expect(cleared.body.changes).toEqual([
      {
        rowNumber: 2,
        productName: "Price List Printer c",
        action: "update",
        fields: [{ field: "brand", from: "Datalogic", to: "" }],
      },
    ]);
    expect(await productBySku(row.sku!)).toMatchObject({ brand_id: null });
  });
});
