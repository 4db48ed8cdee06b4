// The import's file rules (document 3 §5, §9) and its other calls: a missing file, another type, a
// renamed binary, a 21 MB file, a zip bomb posing as .xlsx, the worker's limits; the job the screen
// polls; the signed upload of large files; the export that re-imports cleanly; the samples.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import importFunction from "../../netlify/functions/import.mts";
import products from "../../netlify/functions/products.mts";
import storage from "../../netlify/functions/storage.mts";
import { IMPORT_COLUMNS } from "../../src/lib/import/import-columns.ts";
import { importFileMessages } from "../../src/lib/import/import-file.ts";
import { sampleCsv } from "../../src/lib/import/import-sample.ts";
import { exportResponse } from "../../src/server/import/export-routes.ts";
import { readImportFile } from "../../src/server/import/read-import-file.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import { fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf, zipBomb } from "../support/spreadsheets.ts";
import { formOf, PNG, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
  other = await signedInStaff(db());
});

const MB = 1024 * 1024;
let counter = 0;
const row = () => {
  const n = `${process.pid}-${++counter}`;
  return { name: `File Test ${n}`, category: "printers", sku: `FT-${n}` };
};

/** Sends raw bytes with explicit headers (as a browser sends a form, with its length). */
async function raw(
  handler: (req: Request, context: ReturnType<typeof fakeContext>) => Promise<Response>,
  path: string,
  init: { method: string; body?: Uint8Array | string; headers?: Record<string, string> },
) {
  const headers = new Headers({ origin: SITE, cookie: staff.cookie, ...init.headers });
  const response = await handler(
    new Request(`${SITE}${path}`, {
      method: init.method,
      headers,
      body: (init.body ?? null) as BodyInit | null,
    }),
    fakeContext(),
  );
  const text = await response.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers freely
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

const json = (handler: typeof products, path: string, body: unknown, cookie = staff.cookie) =>
  raw(handler, path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", cookie },
  });

const importForm = (bytes: Uint8Array, name: string, type = "", query = "") =>
  send(products, `/api/products/bulk-import${query}`, {
    method: "POST",
    cookie: staff.cookie,
    form: formOf({}, { file: { bytes, name, type } }),
  });

const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

describe("the file rules", () => {
  it.each<[string, FormData, number, string]>([
    ["no file", formOf({}), 400, importFileMessages.noFile],
    [
      "an empty file",
      formOf({}, { file: { bytes: "", name: "empty.csv" } }),
      400,
      importFileMessages.noFile,
    ],
    [
      "a text file by name and type",
      formOf({}, { file: { bytes: "name,category\n", name: "list.txt", type: "text/plain" } }),
      415,
      importFileMessages.wrongType,
    ],
    [
      "a picture renamed .csv",
      formOf({}, { file: { bytes: PNG, name: "products.csv", type: "text/csv" } }),
      415,
      importFileMessages.notSpreadsheet,
    ],
    [
      "a program renamed .xlsx",
      formOf({}, { file: { bytes: ELF, name: "products.xlsx" } }),
      415,
      importFileMessages.notSpreadsheet,
    ],
  ])("refuses %s with the spec's message", async (_label, form, status, message) => {
    const answer = await send(products, "/api/products/bulk-import", {
      method: "POST",
      cookie: staff.cookie,
      form,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toBe(message);
  });

  it("takes a CSV by its type when its name has no extension", async () => {
    const { status, body } = await importForm(csvBytes(rowsOf([row()])), "export", "text/csv");
    expect(status).toBe(200);
    expect(body).toMatchObject({ successful: 1 });
  });

  it("refuses a 21 MB file sent as a form (413), by its length, before reading it", async () => {
    const form = formOf({}, { file: { bytes: new Uint8Array(21 * MB), name: "big.csv" } });
    const request = new Request(SITE, { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const answer = await raw(products, "/api/products/bulk-import", {
      method: "POST",
      body,
      headers: {
        "content-type": request.headers.get("content-type")!,
        "content-length": String(body.byteLength),
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe("File size must be less than 20MB");
  });

  it("refuses a zip bomb posing as .xlsx (413) without opening it", async () => {
    const bomb = zipBomb(40);
    expect(bomb.byteLength).toBeLessThan(MB);
    const { status, body } = await importForm(bomb, "products.xlsx");
    expect(status).toBe(413);
    expect(body.error.message).toMatch(
      /^This Excel file would expand to 40 MB when opened \(\d+ times its size\), more than the import allows \(200 MB, 100 times\): it looks like a zip bomb and was not opened\.$/,
    );
  });

  it("stops a parse that passes the worker's time or memory limit", async () => {
    const rows = rowsOf(
      Array.from({ length: 20_000 }, () => ({ ...row(), description: "x".repeat(400) })),
    );
    const bytes = csvBytes(rows);
    for (const limits of [
      { timeoutMs: 1, memoryMb: 384 },
      { timeoutMs: 60_000, memoryMb: 8 },
    ]) {
      const refused = await readImportFile(bytes, limits).catch((error: unknown) => error);
      expect(refused).toMatchObject({
        status: 413,
        message: expect.stringMatching(/^The file could not be read within the import's limits/),
      });
    }
  });
});

describe("import jobs", () => {
  it("follows an import from pending to completed with its counts and refused rows", async () => {
    const created = await json(importFunction, "/api/import/jobs", {
      fileName: "jobs.csv",
      fileSize: 1000,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "pending", fileName: "jobs.csv", dryRun: false });
    const id = created.body.id as string;

    const rows = rowsOf([...Array.from({ length: 249 }, row), { ...row(), status: "x" }]);
    const running = importForm(csvBytes(rows), "jobs.csv", "", `?jobId=${id}`);
    const seen: number[] = [];
    let job;
    do {
      job = (await send(importFunction, `/api/import/jobs/${id}`, { cookie: staff.cookie })).body;
      seen.push(job.processedRows);
    } while (job.status === "pending" || job.status === "running");
    const { status, body } = await running;
    expect(status).toBe(200);
    expect(body).toMatchObject({ jobId: id, successful: 249, total: 250 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(job).toMatchObject({
      id,
      status: "completed",
      totalRows: 250,
      processedRows: 250,
      successfulRows: 249,
      failedRows: 1,
      failed: [{ rowNumber: 251, error: "Status must be active or inactive" }],
      error: null,
    });
  });

  it("refuses to run a job twice (409), another user's job (404), and a bad id (400)", async () => {
    const { body: job } = await json(importFunction, "/api/import/jobs", {
      fileName: "once.csv",
      fileSize: 10,
    });
    const file = csvBytes(rowsOf([row()]));
    expect((await importForm(file, "once.csv", "", `?jobId=${job.id}`)).status).toBe(200);
    const again = await importForm(file, "once.csv", "", `?jobId=${job.id}`);
    expect(again.status).toBe(409);
    const { body: theirs } = await json(
      importFunction,
      "/api/import/jobs",
      { fileName: "theirs.csv", fileSize: 10 },
      other.cookie,
    );
    expect((await importForm(file, "x.csv", "", `?jobId=${theirs.id}`)).status).toBe(404);
    const bad = await send(importFunction, "/api/import/jobs/42", { cookie: staff.cookie });
    expect(bad.status).toBe(400);
  });

  it("ends the job of a refused file with the file's problem", async () => {
    const { body: job } = await json(importFunction, "/api/import/jobs", {
      fileName: "picture.csv",
      fileSize: PNG.byteLength,
    });
    await importForm(PNG, "picture.csv", "", `?jobId=${job.id}`);
    const read = await send(importFunction, `/api/import/jobs/${job.id}`, { cookie: staff.cookie });
    expect(read.body).toMatchObject({ status: "failed", error: importFileMessages.notSpreadsheet });
  });

  it("checks the file's name and size when the job is made", async () => {
    const wrong = await json(importFunction, "/api/import/jobs", {
      fileName: "a.pdf",
      fileSize: 9,
    });
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe(importFileMessages.wrongType);
    const big = await json(importFunction, "/api/import/jobs", {
      fileName: "a.csv",
      fileSize: 21 * MB,
    });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe(importFileMessages.tooLarge);
  });

  it("is for staff only", async () => {
    const anonymous = await send(
      importFunction,
      "/api/import/jobs/00000000-0000-4000-8000-000000000000",
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("large files through storage", () => {
  it("gives a signed upload, takes the PUT, and imports the file by its path", async () => {
    const bytes = csvBytes(rowsOf([row(), row()]));
    const link = await json(importFunction, "/api/import/upload-url", {
      fileName: "Big Catalogue.csv",
      fileSize: bytes.byteLength,
    });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ method: "PUT" });
    expect(link.body.path).toMatch(/^imports\/\d{4}\/\d{2}\/[0-9a-f-]{36}-big-catalogue\.csv$/);
    const url = new URL(link.body.uploadUrl);
    expect(url.origin + url.pathname).toBe(`${SITE}/api/storage/upload/private/${link.body.path}`);

    const forged = await raw(storage, `${url.pathname}?token=forged`, {
      method: "PUT",
      body: bytes,
    });
    expect(forged.status).toBe(403);
    const put = await raw(storage, url.pathname + url.search, {
      method: "PUT",
      body: bytes,
      headers: { "content-type": "text/csv" },
    });
    expect(put.status).toBe(200);
    // The link stores its file once: replayed with other rows, it changes nothing.
    const replay = await raw(storage, url.pathname + url.search, {
      method: "PUT",
      body: csvBytes(rowsOf([row(), row(), row()])),
      headers: { "content-type": "text/csv" },
    });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe("conflict");

    const { status, body } = await json(products, "/api/products/bulk-import", {
      path: link.body.path,
      fileName: "Big Catalogue.csv",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ successful: 2, total: 2 });
    const job = await send(importFunction, `/api/import/jobs/${body.jobId}`, {
      cookie: staff.cookie,
    });
    expect(job.body).toMatchObject({ fileName: "Big Catalogue.csv", filePath: link.body.path });
  });

  it("refuses 21 MB at every step: the link, the upload and the import", async () => {
    const link = await json(importFunction, "/api/import/upload-url", {
      fileName: "big.xlsx",
      fileSize: 21 * MB,
    });
    expect(link.status).toBe(413);
    expect(link.body.error.message).toBe(importFileMessages.tooLarge);

    const small = await json(importFunction, "/api/import/upload-url", {
      fileName: "big.csv",
      fileSize: 1000,
    });
    const url = new URL(small.body.uploadUrl);
    const put = await raw(storage, url.pathname + url.search, {
      method: "PUT",
      body: new Uint8Array(21 * MB),
    });
    expect(put.status).toBe(413);
    expect(put.body.error.message).toBe("File size must be less than 20MB");

    // Stored some other way (Supabase enforces no size of ours): the import still refuses it.
    await serverStorage().put(
      "private",
      small.body.path,
      new Uint8Array(21 * MB).fill(65),
      "text/csv",
    );
    const imported = await json(products, "/api/products/bulk-import", { path: small.body.path });
    expect(imported.status).toBe(413);
    expect(imported.body.error.message).toBe("File size must be less than 20MB");
  });

  it("answers 404 for a path with no upload and 400 for a path it never gave", async () => {
    const missing = await json(products, "/api/products/bulk-import", {
      path: "imports/2026/11/00000000-0000-4000-8000-000000000000-x.csv",
    });
    expect(missing.status).toBe(404);
    const foreign = await json(products, "/api/products/bulk-import", { path: "drivers/x.csv" });
    expect(foreign.status).toBe(400);
  });
});

describe("export", () => {
  it("answers every product as CSV in the import's columns, which re-imports unchanged", async () => {
    await importForm(csvBytes(rowsOf([{ ...row(), status: "inactive" }])), "one.csv");
    const count = (await db()`select count(*)::int as n from products`)[0]!.n as number;
    const response = await products(
      new Request(`${SITE}/api/products/export`, { headers: { cookie: staff.cookie } }),
      fakeContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="products_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`\uFEFF${IMPORT_COLUMNS.join(",")}\r\n`)).toBe(true);

    const again = await importForm(bytes, "products_export.csv");
    expect(again.body).toMatchObject({ total: count, successful: count, created: 0, updated: 0 });
    expect(again.body.failed).toEqual([]);
  });

  it("writes no cell a spreadsheet would evaluate, and re-imports such text unchanged", async () => {
    const n = `${process.pid}-${++counter}`;
    const hostile = {
      name: `+1+cmd|' /C calc'!A0 ${n}`,
      category: "printers",
      sku: `-2+3+cmd|' /C calc'!A0 ${n}`,
      shortDescription: '=HYPERLINK("https://evil.example","Click")',
      metaKeywords: "@SUM(A1)",
      metaTitle: "+91 98100 00000",
      model: "=1+2",
      keyFeatures: "@SUM(A1)\n-cmd|calc",
    };
    const first = await importForm(csvBytes(rowsOf([hostile])), "hostile.csv");
    expect(first.body).toMatchObject({ successful: 1, failed: [] });
    const [stored] = await db()`select name, sku from products where sku = ${hostile.sku}`;
    expect(stored).toEqual({ name: hostile.name, sku: hostile.sku });

    const response = await products(
      new Request(`${SITE}/api/products/export`, { headers: { cookie: staff.cookie } }),
      fakeContext(),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = XLSX.read(bytes, { type: "array", FS: "," });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith("!"));
    const evaluated = cells.filter(
      ([, cell]: [string, XLSX.CellObject]) =>
        cell.f !== undefined || (cell.t === "s" && /^[=+\-@\t\r]/.test(String(cell.v))),
    );
    expect(evaluated).toEqual([]);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { raw: false });
    const row = rows.find((cells) => cells["sku"] === `'${hostile.sku}`);
    expect(row).toMatchObject({
      name: `'${hostile.name}`,
      shortDescription: `'${hostile.shortDescription}`,
      metaKeywords: `'${hostile.metaKeywords}`,
      metaTitle: `'${hostile.metaTitle}`,
      model: `'${hostile.model}`,
      keyFeatures: `'${hostile.keyFeatures}`,
    });

    const again = await importForm(bytes, "products_export.csv", "", "?dryRun=true");
    expect(again.body).toMatchObject({ created: 0, updated: 0, failed: [] });
  });

  it("sends a large export through a signed download link", async () => {
    const csv = new TextEncoder().encode("name,category\r\nA,printers\r\n");
    const answer = await exportResponse(csv, "products_export_2026-11-23.csv", 10);
    expect(answer.status).toBe(303);
    const link = new URL(answer.headers.get("location")!);
    const file = await raw(storage, link.pathname + link.search, { method: "GET" });
    expect(file.body).toBe("name,category\r\nA,printers\r\n");
  });

  it("is for staff only", async () => {
    const anonymous = await send(products, "/api/products/export");
    expect(anonymous.status).toBe(401);
  });
});

describe("samples", () => {
  it("answers sample_products.xlsx with multi-line specifications, which imports cleanly", async () => {
    const response = await importFunction(
      new Request(`${SITE}/api/import/sample-excel`),
      fakeContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="sample_products.xlsx"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = XLSX.read(bytes, { type: "array" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows[1]![IMPORT_COLUMNS.indexOf("specifications")]).toContain("\n");
    const dry = await importForm(bytes, "sample_products.xlsx", "", "?dryRun=true");
    expect(dry.body).toMatchObject({ successful: 2, total: 2, failed: [] });
  });

  it("keeps public/samples/sample_products.csv equal to the sample, which imports cleanly", async () => {
    const file = readFileSync("public/samples/sample_products.csv", "utf8");
    expect(file).toBe(sampleCsv());
    const dry = await importForm(
      new TextEncoder().encode(file),
      "sample_products.csv",
      "",
      "?dryRun=true",
    );
    expect(dry.body).toMatchObject({ successful: 2, total: 2, failed: [] });
  });
});
