// Bench: rows per second of the bulk import (POST /api/products/bulk-import), for a CSV and an XLSX
// file of new products each, posted through HTTP to npm start's server as staff post them: on the
// embedded database, then on PostgreSQL 15 when installed.
import auth from "../../netlify/functions/auth.mts";
import { IMPORT_UPLOAD_FOLDER } from "../../src/lib/import/import-api.ts";
import { IMPORT_DIRECT_MAX_BYTES } from "../../src/lib/import/import-file.ts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import { reloadConfig } from "../../src/server/config.ts";
import { closeDb, type Sql } from "../../src/server/db/client.ts";
import { storagePathFor } from "../../src/server/storage/safe-file-name.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import { postgres15Available } from "../lib/postgres15.ts";
import type { DatabaseProcess } from "./database-process.ts";
import { importFileOf } from "./import-files.ts";
import { onPostgres15Copy, type CatalogueSize } from "./postgres15-copy.ts";
import { clusterCpuMilliseconds, cpuMilliseconds } from "./process-cpu.ts";

/** The origin the functions accept writes from (SITE_URL, the default here). */
export const BENCH_SITE = "http://localhost:8888";

/** One import measured. */
export interface ImportFigure {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  failed: number;
  /** CPU seconds the import cost npm start's process (Node, and the embedded database's thread). */
  serverCpuSeconds?: number | undefined;
  /** CPU seconds it cost a database of its own (PostgreSQL 15's processes). */
  databaseCpuSeconds?: number | undefined;
}

const context = {} as never;

/** Where an import request goes: a site's origin (its SITE_URL) and how it is sent there. */
interface ImportTarget {
  site: string;
  send(request: Request): Promise<Response>;
  /** CPU milliseconds used so far by the server, and by a database of its own if any. */
  cpu(): { server?: number | undefined; database?: number | undefined };
}

/** npm start's server listening at `url` for the site `site`, through HTTP. */
const overHttp = (url: string, site: string, cpu: ImportTarget["cpu"]): ImportTarget => ({
  site,
  cpu,
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
async function benchImport(
  target: ImportTarget,
  cookie: string,
  format: "csv" | "xlsx",
  count: number,
): Promise<ImportFigure> {
  const bytes = importFileOf(format, count);
  const cpuBefore = target.cpu();
  const started = performance.now();
  const request = await importRequest(target.site, cookie, bytes, `bench.${format}`);
  const response = await target.send(request);
  const answer = (await response.json()) as { successful: number; failed: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = target.cpu();
  const cpuSeconds = (key: "server" | "database") => {
    const [before, after] = [cpuBefore[key], cpuAfter[key]];
    return before === undefined || after === undefined ? undefined : (after - before) / 1000;
  };
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
    serverCpuSeconds: cpuSeconds("server"),
    databaseCpuSeconds: cpuSeconds("database"),
  };
}

/** How many rows each file holds, and where npm start's server listens and finds the site. */
export interface ImportRun {
  rows: number;
  port: number;
  siteRoot: string;
}

// A CSV file, then an XLSX one, posted through HTTP to npm start's server (in `server`, on its
// database), as staff post them; with the CPU each costs the server and, when its database is a
// PostgreSQL cluster (none listens on the embedded database's port), the cluster.
async function importBoth(server: DatabaseProcess, session: string, run: ImportRun, prefix = "") {
  const url = await server.serve({ port: run.port, readCache: false, siteRoot: run.siteRoot });
  const databasePort = Number(new URL(server.url).port);
  const target = overHttp(url, `http://localhost:${run.port}`, () => ({
    server: cpuMilliseconds(server.pid),
    database: clusterCpuMilliseconds(databasePort),
  }));
  const figures: Record<string, ImportFigure> = {};
  try {
    for (const format of ["csv", "xlsx"] as const) {
      figures[`${prefix}${format}`] = await benchImport(target, session, format, run.rows);
    }
  } finally {
    await server.stopServing();
  }
  return figures;
}

// A session on the database at `url`: opened by this process's handlers, on DATABASE_URL, pointed
// there for the time it takes, then back at `home`.
async function benchCookieOn(db: Sql, url: string, home: string): Promise<string> {
  await closeDb();
  process.env.DATABASE_URL = url;
  reloadConfig();
  try {
    return await benchCookie(db);
  } finally {
    await closeDb();
    process.env.DATABASE_URL = home;
    reloadConfig();
  }
}

/**
 * The bench's import step: both files on the embedded database (served by `embedded`, the
 * process owning it, signed in as `cookie`), then on a copy of the catalogue on PostgreSQL 15
 * when installed (its lines prefixed "postgres15.").
 */
export async function benchImportStep(
  embedded: DatabaseProcess,
  cookie: string,
  size: CatalogueSize,
  run: ImportRun,
  progress: (text: string) => void,
): Promise<Record<string, ImportFigure>> {
  progress(
    `Importing ${run.rows} rows of CSV, then of XLSX, through HTTP on npm start's server, embedded database…`,
  );
  const figures = await importBoth(embedded, cookie, run);
  if (!postgres15Available()) {
    progress("PostgreSQL 15 is not installed: its import lines are left out.");
    return figures;
  }
  progress("PostgreSQL 15: a throwaway cluster with the same catalogue, the same imports…");
  const onPostgres = await onPostgres15Copy(size, async (db, server) => {
    const session = await benchCookieOn(db, server.url, embedded.url);
    return importBoth(server, session, run, "postgres15.");
  });
  return { ...figures, ...onPostgres };
}
