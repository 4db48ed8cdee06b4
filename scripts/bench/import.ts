// Bench: rows per second of the bulk import (POST /api/products/bulk-import), for a CSV and an XLSX
// file of new products each, posted through HTTP to npm start's server as staff post them.
import * as XLSX from "xlsx";
import auth from "../../netlify/functions/auth.mts";
import { toCsv } from "../../src/lib/csv.ts";
import { IMPORT_UPLOAD_FOLDER } from "../../src/lib/import-api.ts";
import { IMPORT_DIRECT_MAX_BYTES } from "../../src/lib/import-file.ts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { storagePathFor } from "../../src/server/storage/safe-file-name.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";

/** The origin the functions accept writes from (SITE_URL, the default here). */
export const BENCH_SITE = "http://localhost:8888";

/** One import measured. */
export interface ImportFigure {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  failed: number;
}

const context = {} as never;

/** Where an import request goes: a site's origin (its SITE_URL) and how it is sent there. */
export interface ImportTarget {
  site: string;
  send(request: Request): Promise<Response>;
}

/** npm start's server listening at `url` for the site `site`, through HTTP. */
export const overHttp = (url: string, site: string): ImportTarget => ({
  site,
  async send(request) {
    const { pathname, search } = new URL(request.url);
    return fetch(new URL(pathname + search, url), {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
  },
});

/** A signed-in staff user's session cookie. */
export async function benchCookie(sql: Sql): Promise<string> {
  const password = "bench-password-0123";
  await createStaffUser(sql, { username: "bench", password, role: "admin" });
  const response = await auth(
    new Request(`${BENCH_SITE}/api/auth/login`, {
      method: "POST",
      headers: { origin: BENCH_SITE, "content-type": "application/json" },
      body: JSON.stringify({ username: "bench", password }),
    }),
    context,
  );
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

// Rows like a real catalogue's: every column, multi-line specifications, one subcategory each.
function rowsOf(count: number, tag: string): string[][] {
  const header = ["name", "slug", "category", "subcategory", "shortDescription", "description"];
  const rest = ["specifications", "sku", "metaKeywords", "metaTitle", "metaDescription", "status"];
  const rows = [[...header, ...rest, "featured", "image", "pdf"]];
  for (let i = 0; i < count; i += 1) {
    const name = `Bench ${tag} Printer ${i}`;
    rows.push([
      name,
      "",
      "printers",
      ["Desktop Printers", "Industrial Printers", "Mobile Printers"][i % 3]!,
      `A ${tag} bench printer for labels, number ${i}.`,
      `The bench ${tag} printer ${i} prints labels.\nIt is made for the benchmark.`,
      "Resolution: 203 dpi\nSpeed: 152 mm/s\nInterfaces: USB, Ethernet",
      `BENCH-${tag}-${i}`,
      "bench, printer",
      name,
      `Bench printer ${i}`,
      i % 10 === 0 ? "inactive" : "active",
      i % 50 === 0 ? "true" : "false",
      "/images/products/desktop-printer.svg",
      "",
    ]);
  }
  return rows;
}

function fileOf(format: "csv" | "xlsx", rows: string[][]): Uint8Array {
  if (format === "csv") return new TextEncoder().encode(toCsv(rows));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Products");
  return new Uint8Array(
    XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer,
  );
}

// The import call the screen would make: the file in the request, or its storage path when large
// (the upload itself is not timed).
async function importRequest(
  site: string,
  cookie: string,
  bytes: Uint8Array,
  name: string,
): Promise<Request> {
  const url = `${site}/api/products/bulk-import`;
  const headers = { origin: site, cookie };
  if (bytes.byteLength <= IMPORT_DIRECT_MAX_BYTES) {
    const form = new FormData();
    form.set("file", new Blob([bytes as BlobPart]), name);
    return new Request(url, { method: "POST", headers, body: form });
  }
  const path = storagePathFor(IMPORT_UPLOAD_FOLDER, name);
  await serverStorage().put("private", path, bytes, "application/octet-stream");
  return new Request(url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ path, fileName: name }),
  });
}

/** Imports `count` new products from a file of `format` at `target`; times the request. */
export async function benchImport(
  target: ImportTarget,
  cookie: string,
  format: "csv" | "xlsx",
  count: number,
): Promise<ImportFigure> {
  const bytes = fileOf(format, rowsOf(count, format));
  const started = performance.now();
  const request = await importRequest(target.site, cookie, bytes, `bench.${format}`);
  const response = await target.send(request);
  const answer = (await response.json()) as { successful: number; failed: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok || answer.successful !== count) {
    throw new Error(
      `The ${format} import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`,
    );
  }
  return {
    rows: count,
    bytes: bytes.byteLength,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(count / seconds),
    failed: answer.failed.length,
  };
}
