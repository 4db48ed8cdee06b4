// POST /api/products/bulk-import with CSV and XLSX files (document 3 §3, §5, §7.3): good, mixed and
// malformed files, checked in the answer and in the database row by row; a re-import updates and
// creates no duplicates; a dry run writes nothing; each written row is audited and the import
// leaves one publish request.
import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { IMPORT_COLUMNS } from "../../src/lib/import/import-columns.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf, xlsxBytes, type RowSpec } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

/** A valid row of a new product (name, slug and SKU unique per call). */
function goodRow(overrides: RowSpec = {}): RowSpec {
  const n = unique();
  return {
    name: `Imported Printer ${n}`,
    category: "printers",
    subcategory: "Desktop Printers",
    shortDescription: "A short description",
    description: "A longer description",
    specifications: "Resolution: 203 dpi\nSpeed: 6 ips\nInterface: USB",
    sku: `IMP-${n}`,
    status: "active",
    featured: "false",
    ...overrides,
  };
}

type Format = "csv" | "xlsx";
const bytesOf = (format: Format, rows: string[][]) =>
  format === "csv" ? csvBytes(rows) : xlsxBytes(rows);

function importFile(
  bytes: Uint8Array,
  name: string,
  options: { query?: string; cookie?: string | undefined; origin?: string; type?: string } = {},
) {
  const form = formOf({}, { file: { bytes, name, type: options.type ?? "" } });
  return send(products, `/api/products/bulk-import${options.query ?? ""}`, {
    method: "POST",
    cookie: "cookie" in options ? options.cookie : staff.cookie,
    form,
    ...(options.origin ? { origin: options.origin } : {}),
  });
}

const productBySlug = async (slug: string) =>
  (
    await db()`
      select p.*, c.name as category_name, s.name as subcategory_name
        from products p join categories c on c.id = p.category_id
        left join subcategories s on s.id = p.subcategory_id
       where p.slug = ${slug}`
  )[0];
const productCount = async () =>
  (await db()`select count(*)::int as n from products`)[0]!.n as number;
const importRequests = (jobId: string) => db()`
  select status, reason, requested_by::int as requested_by from publish_requests
   where entity_type = 'import' and entity_id = ${jobId}`;
const auditCount = async () =>
  (await db()`select count(*)::int as n from audit_log where entity_type = 'product'`)[0]!
    .n as number;

describe.each<Format>(["csv", "xlsx"])("a good %s file", (format) => {
  it("creates every row as a product, audits each, and asks for one publish", async () => {
    const rows = [
      goodRow({ featured: "true" }),
      goodRow({ category: "Barcode Scanners", subcategory: "handheld-scanners", slug: "" }),
      goodRow({ status: "inactive", subcategory: "", image: "/images/products/ribbon.svg" }),
    ];
    const before = await auditCount();
    const { status, body, headers } = await importFile(
      bytesOf(format, rowsOf(rows)),
      `products.${format}`,
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ successful: 3, total: 3, failed: [], created: 3, updated: 0 });
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);

    const [first, second, third] = await Promise.all(
      rows.map((row) => productBySlug(row.name!.toLowerCase().replace(/ /g, "-"))),
    );
    expect(first).toMatchObject({
      name: rows[0]!.name,
      sku: rows[0]!.sku,
      category_name: "printers",
      subcategory_name: "desktop-printers",
      short_description: "A short description",
      specifications: "Resolution: 203 dpi\nSpeed: 6 ips\nInterface: USB",
      status: "active",
      featured: true,
      created_by: String(staff.user.id),
    });
    expect(second).toMatchObject({
      category_name: "scanners",
      subcategory_name: "handheld-scanners",
    });
    expect(third).toMatchObject({
      status: "inactive",
      featured: false,
      subcategory_name: null,
      image: "/images/products/ribbon.svg",
    });
    expect(await auditCount()).toBe(before + 3);
    expect(await importRequests(body.jobId)).toEqual([
      {
        status: "queued",
        reason: `Import "products.${format}": 3 created, 0 updated`,
        requested_by: staff.user.id,
      },
    ]);
  });

  it("updates the same products when imported again, creating no duplicates", async () => {
    const rows = [goodRow(), goodRow()];
    const file = bytesOf(format, rowsOf(rows));
    expect((await importFile(file, `again.${format}`)).body).toMatchObject({ created: 2 });
    const count = await productCount();
    const audits = await auditCount();

    const same = await importFile(file, `again.${format}`);
    expect(same.body).toMatchObject({ successful: 2, total: 2, created: 0, unchanged: 2 });
    expect(await productCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
    expect(await importRequests(same.body.jobId)).toEqual([]);

    rows[1] = { ...rows[1], description: "Changed by the second import" };
    const changed = await importFile(bytesOf(format, rowsOf(rows)), `again.${format}`);
    expect(changed.body).toMatchObject({ successful: 2, created: 0, updated: 1, unchanged: 1 });
    expect(await productCount()).toBe(count);
    const product = await productBySlug(rows[1]!.name!.toLowerCase().replace(/ /g, "-"));
    expect(product).toMatchObject({ description: "Changed by the second import", version: 2 });
    expect(await importRequests(changed.body.jobId)).toHaveLength(1);
  });
});

describe("matching existing products", () => {
  it("finds a product by SKU when its slug is not in the file, keeping its slug", async () => {
    const row = goodRow({ slug: "kept-slug-" + unique() });
    await importFile(csvBytes(rowsOf([row])), "a.csv");
    const renamed = { ...row, name: `${row.name} Mark II`, slug: "" };
    const { body } = await importFile(csvBytes(rowsOf([renamed])), "b.csv");
    expect(body).toMatchObject({ successful: 1, created: 0, updated: 1 });
    expect(await productBySlug(row.slug!)).toMatchObject({ name: renamed.name, sku: row.sku });
  });

  it("leaves columns the file does not have alone", async () => {
    const row = goodRow({ metaTitle: "Kept title" });
    await importFile(csvBytes(rowsOf([row])), "full.csv");
    const slim = rowsOf(
      [{ ...row, name: `${row.name} renamed` }],
      ["name", "slug", "category", "sku"],
    );
    slim[1]![1] = row.name!.toLowerCase().replace(/ /g, "-");
    expect((await importFile(csvBytes(slim), "slim.csv")).body).toMatchObject({ updated: 1 });
    expect(await productBySlug(slim[1]![1]!)).toMatchObject({
      name: `${row.name} renamed`,
      meta_title: "Kept title",
      subcategory_name: "desktop-printers",
      specifications: row.specifications,
    });
  });
});

describe.each<Format>(["csv", "xlsx"])("a mixed %s file", (format) => {
  it("keeps the good rows and lists each refused row with its number, name and reason", async () => {
    const good = [goodRow(), goodRow()];
    const bad: RowSpec[] = [
      goodRow({ status: "draft" }),
      goodRow({ category: "" }),
      goodRow({ category: "Toasters" }),
      goodRow({ featured: "yes" }),
      goodRow({ subcategory: "Handheld Scanners" }),
      goodRow({ name: "" }),
      goodRow({ image: "javascript:alert(1)" }),
      goodRow({ status: "draft", featured: "maybe" }),
    ];
    const rows = [good[0]!, ...bad, good[1]!];
    const before = await productCount();
    const { status, body } = await importFile(bytesOf(format, rowsOf(rows)), `mixed.${format}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ successful: 2, total: 10, created: 2 });
    expect(body.failed).toEqual([
      { rowNumber: 3, productName: bad[0]!.name, error: "Status must be active or inactive" },
      { rowNumber: 4, productName: bad[1]!.name, error: "Category is required" },
      { rowNumber: 5, productName: bad[2]!.name, error: 'Category "Toasters" not found' },
      { rowNumber: 6, productName: bad[3]!.name, error: "Featured must be true or false" },
      {
        rowNumber: 7,
        productName: bad[4]!.name,
        error: 'Subcategory "Handheld Scanners" not found in category "Barcode Printers"',
      },
      { rowNumber: 8, productName: "", error: "Name is required" },
      {
        rowNumber: 9,
        productName: bad[6]!.name,
        error: "Image must be a web address (https://…) or a path on this site (/images/…)",
      },
      {
        rowNumber: 10,
        productName: bad[7]!.name,
        error: "Status must be active or inactive; Featured must be true or false",
      },
    ]);
    expect(await productCount()).toBe(before + 2);
    for (const row of good) {
      expect(await productBySlug(row.name!.toLowerCase().replace(/ /g, "-"))).toBeDefined();
    }
    for (const row of bad.filter((r) => r.name)) {
      expect(await productBySlug(row.name!.toLowerCase().replace(/ /g, "-"))).toBeUndefined();
    }
  });
});

describe("rows that clash", () => {
  it("refuses a second row with the slug or SKU of an earlier row of the file", async () => {
    const first = goodRow();
    const rows = [first, goodRow({ slug: first.name }), goodRow({ sku: first.sku })];
    const { body } = await importFile(csvBytes(rowsOf(rows)), "repeats.csv");
    const slug = first.name!.toLowerCase().replace(/ /g, "-");
    expect(body.failed).toEqual([
      {
        rowNumber: 3,
        productName: rows[1]!.name,
        error: `Row 2 of this file has the same slug "${slug}"`,
      },
      {
        rowNumber: 4,
        productName: rows[2]!.name,
        error: `Row 2 of this file has the same SKU "${first.sku}"`,
      },
    ]);
  });

  it("refuses a row whose SKU another product has, and a slug that is a page of the site", async () => {
    const [owner, other] = [goodRow(), goodRow({ slug: `other-${unique()}` })];
    await importFile(csvBytes(rowsOf([owner, other])), "owner.csv");
    // Found by its slug, the other product would take the owner's SKU.
    const rows = [{ ...other, sku: owner.sku }, goodRow({ slug: "about" })];
    const { body } = await importFile(csvBytes(rowsOf(rows)), "clash.csv");
    expect(body.failed).toEqual([
      { rowNumber: 2, productName: rows[0]!.name, error: "Another product already uses this SKU" },
      {
        rowNumber: 3,
        productName: rows[1]!.name,
        error: "This slug is the address of a page of the site: choose another",
      },
    ]);
  });
});

describe("malformed files", () => {
  it.each<[string, string[][], string]>([
    [
      "an unknown column",
      [
        ["name", "category", "cost"],
        ["A", "printers", "5"],
      ],
      `Unknown column: "cost". The columns are: ${IMPORT_COLUMNS.join(", ")}`,
    ],
    [
      "no category column",
      [
        ["name", "price"],
        ["A", "5"],
      ],
      `The first row must name the columns; "category" is missing (a file without name and category only updates products, found by a "sku" or "slug" column). The columns are: ${IMPORT_COLUMNS.join(", ")}`,
    ],
    [
      "a column named twice",
      [
        ["name", "category", "Name"],
        ["A", "printers", "B"],
      ],
      'The column "name" appears more than once',
    ],
    [
      "no rows under the header",
      [[...IMPORT_COLUMNS], []],
      "The file has no product rows under its header row",
    ],
    ["nothing at all", [[""]], "The file is empty: it has no header row and no products"],
  ])("refuses a file with %s (400), writing nothing", async (_label, rows, message) => {
    for (const format of ["csv", "xlsx"] as const) {
      const before = await productCount();
      const { status, body } = await importFile(bytesOf(format, rows), `bad.${format}`);
      expect(status).toBe(400);
      expect(body.error).toEqual({ code: "invalid_file", message });
      expect(await productCount()).toBe(before);
    }
  });

  it("refuses a CSV with a quoted cell that is never closed", async () => {
    const text = `name,category\n"Unclosed,printers\n`;
    const { status, body } = await importFile(new TextEncoder().encode(text), "broken.csv");
    expect(status).toBe(400);
    expect(body.error.message).toBe("The CSV file has a quoted cell that is never closed (row 2)");
  });

  it("refuses a row with a value under a nameless column", async () => {
    const rows = [
      ["name", "category", ""],
      ["A " + unique(), "printers", "stray"],
    ];
    const { body } = await importFile(csvBytes(rows), "stray.csv");
    expect(body.failed[0].error).toMatch(/^This row has a value in a column without a name/);
  });

  it("reads a Windows-1252 CSV (Excel on Windows)", async () => {
    const name = `Imprimante Étiquettes ${unique()}`;
    const text = `name,category\r\n${name},printers\r\n`;
    const bytes = Uint8Array.from(
      [...text].map((char) => (char === "É" ? 0xc9 : char.charCodeAt(0))),
    );
    const { body } = await importFile(bytes, "latin.csv");
    expect(body).toMatchObject({ successful: 1, created: 1 });
    expect(await productBySlug(`imprimante-etiquettes-${name.split(" ").pop()}`)).toMatchObject({
      name,
    });
  });
});

describe("dry run", () => {
  it("reports what an import would do and writes nothing", async () => {
    const existing = goodRow();
    await importFile(csvBytes(rowsOf([existing])), "existing.csv");
    const rows = [
      { ...existing, description: "Would change" },
      goodRow(),
      goodRow({ status: "x" }),
    ];
    const [count, audits] = [await productCount(), await auditCount()];
    const { status, body } = await importFile(csvBytes(rowsOf(rows)), "dry.csv", {
      query: "?dryRun=true",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      dryRun: true,
      successful: 2,
      total: 3,
      created: 1,
      updated: 1,
      failed: [{ rowNumber: 4, error: "Status must be active or inactive" }],
    });
    expect(await productCount()).toBe(count);
    expect(await auditCount()).toBe(audits);
    expect(await productBySlug(rows[1]!.name!.toLowerCase().replace(/ /g, "-"))).toBeUndefined();
    expect(
      (await productBySlug(existing.name!.toLowerCase().replace(/ /g, "-")))!.description,
    ).toBe("A longer description");
    expect(await importRequests(body.jobId)).toEqual([]);
  });
});

describe("who may import", () => {
  it("refuses callers without a session (401) and from another site (403)", async () => {
    const file = csvBytes(rowsOf([goodRow()]));
    const before = await productCount();
    const anonymous = await importFile(file, "a.csv", { cookie: undefined });
    expect(anonymous.status).toBe(401);
    const foreign = await importFile(file, "a.csv", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await productCount()).toBe(before);
    expect(SITE).toBe("http://localhost:8888");
  });
});

describe("a row with several problems", () => {
  // Every problem of each row in one run, in a fixed order: its cells' own, an earlier row of the
  // file with its slug or SKU, then its category, subcategory, slug and SKU against the catalogue.
  async function badRows() {
    const [owner, other] = [goodRow(), goodRow({ slug: `other-${unique()}` })];
    expect((await importFile(csvBytes(rowsOf([owner, other])), "owner.csv")).body).toMatchObject({
      created: 2,
    });
    const first = goodRow();
    const toasters = 'Category "Toasters" not found';
    const skuTaken = "Another product already uses this SKU";
    const cases: [RowSpec, string][] = [
      [
        goodRow({ category: "Toasters", status: "draft", featured: "yes" }),
        `Status must be active or inactive; Featured must be true or false; ${toasters}`,
      ],
      [
        goodRow({ slug: "about", category: "Toasters" }),
        `${toasters}; This slug is the address of a page of the site: choose another`,
      ],
      [
        // Found by its slug, it would take the owner's SKU.
        goodRow({
          slug: other.slug,
          sku: owner.sku,
          status: "draft",
          subcategory: "Handheld Scanners",
        }),
        'Status must be active or inactive; Subcategory "Handheld Scanners" not found in category "Barcode Printers"; ' +
          skuTaken,
      ],
      [
        goodRow({ slug: first.name, sku: first.sku, category: "Toasters" }),
        `Row %FIRST% of this file has the same slug "${first.name!.toLowerCase().replace(/ /g, "-")}"; ` +
          `Row %FIRST% of this file has the same SKU "${first.sku}"; ${toasters}`,
      ],
      [goodRow({ name: "", category: "Toasters" }), `Name is required; ${toasters}`],
    ];
    return { first, cases };
  }

  const errorsOf = (failed: { error: string }[]) => failed.map((failure) => failure.error);

  it("lists them all, written together in a batch", async () => {
    const { first, cases } = await badRows();
    const { body } = await importFile(
      csvBytes(rowsOf([first, ...cases.map(([spec]) => spec)])),
      "several.csv",
    );
    expect(body).toMatchObject({ successful: 1, created: 1 });
    expect(errorsOf(body.failed)).toEqual(cases.map(([, error]) => error.replace(/%FIRST%/g, "2")));
  });

  it("lists the same when the batch is written row by row", async () => {
    const { first, cases } = await badRows();
    // Found by its SKU, the first row changes a stored product the second then finds by slug:
    // the batch goes row by row (tests/api/import-batches.test.ts).
    const stored = goodRow({ slug: `stored-${unique()}` });
    expect((await importFile(csvBytes(rowsOf([stored])), "stored.csv")).body).toMatchObject({
      created: 1,
    });
    const rows = [
      { ...stored, name: `${stored.name} Mark II`, slug: "" },
      goodRow({ slug: stored.slug, sku: "" }),
      first,
      ...cases.map(([spec]) => spec),
    ];
    const { body } = await importFile(csvBytes(rowsOf(rows)), "several.csv");
    expect(body).toMatchObject({ successful: 3, created: 1, updated: 2 });
    expect(errorsOf(body.failed)).toEqual(cases.map(([, error]) => error.replace(/%FIRST%/g, "4")));
  });
});
