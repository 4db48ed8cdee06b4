// Bench: the public API through HTTP on `npm start`'s server (the site and the real functions in
// one process, with its database: database-process.ts), under concurrent keep-alive callers in
// the bench's process, with varied input (api-inputs.ts). Each line twice: the functions' read
// cache off (what the queries cost; one caller alone too) and on (the share of answers it gave,
// starting empty for each line). A first line calls an address no function has (404, no
// database): the server's and the callers' own cost, measured in the same run as the others. Each
// line also gives the server's CPU time per request, which the machine's other work hardly moves.
import type { Sql } from "../../src/server/db/client.ts";
import type { ReadCacheStats } from "../../src/server/http/read-cache.ts";
import { postgres15Available } from "../lib/postgres15.ts";
import { apiCalls, type ApiCalls } from "./api-inputs.ts";
import type { DatabaseProcess } from "./database-process.ts";
import { httpClient, type HttpCall, type HttpClient } from "./http-client.ts";
import { load, loadFor, type LoadResult } from "./measure.ts";
import { onPostgres15Copy, type CatalogueSize } from "./postgres15-copy.ts";
import { cpuMilliseconds } from "./process-cpu.ts";

/** How long each line is measured, by how many callers at once, and where the server listens. */
export interface ApiLoad {
  seconds: number;
  concurrency: number;
  port: number;
  siteRoot: string;
}

/**
 * One line: the figures under load; with the cache off, the median of one caller alone (what a
 * call costs without waiting for others); with it on, the percentage of the answers it gave.
 */
export type ApiFigure = LoadResult & {
  /** "embedded" or "postgres15". */
  database: string;
  handler: string;
  readCache: boolean;
  aloneP50?: number;
  cachePercent?: number;
  /**
   * Milliseconds of CPU time per request under load of npm start's process (Linux only): with
   * the embedded database in it; on PostgreSQL 15 without the database's own processes.
   */
  cpuPerRequest?: number;
};

/** The line of the server's own cost. */
const REFERENCE_LINE = "no function (404)";

// Calls made by one caller alone, after the warm-up.
const ALONE_REQUESTS = 100;

const expected = (line: string, status: number) =>
  line === REFERENCE_LINE ? status === 404 : status >= 200 && status < 300;

// The percentage of the answers between two readings of the cache's counts that came from it.
function percentFromCache(before: ReadCacheStats, after: ReadCacheStats): number | undefined {
  const count = (name: keyof ReadCacheStats) => after[name] - before[name];
  const fromCache = count("hits") + count("shared");
  const answers = fromCache + count("misses") + count("bypassed");
  return answers === 0 || count("bypassed") === answers
    ? undefined
    : Math.round((100 * fromCache) / answers);
}

async function measureLine(
  server: DatabaseProcess,
  client: HttpClient,
  line: { name: string; call: (i: number) => HttpCall; readCache: boolean },
  { seconds, concurrency }: ApiLoad,
) {
  const call = async (i: number) => expected(line.name, await client.call(line.call(i)));
  // A quarter of the time under the same load first, as on a server that has been answering: the
  // embedded database's WebAssembly is compiled to optimised code only once it has run hot, and
  // after 50 calls the lines measured first still ran slower than the same lines measured later.
  await loadFor(call, seconds / 4, concurrency);
  const alone = line.readCache ? undefined : await load(call, ALONE_REQUESTS, 1);
  await server.clearCache();
  const before = await server.cacheStats();
  const cpuBefore = cpuMilliseconds(server.pid);
  const figure = await loadFor(call, seconds, concurrency);
  const cpuAfter = cpuMilliseconds(server.pid);
  const cachePercent = line.readCache
    ? percentFromCache(before, await server.cacheStats())
    : undefined;
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined || figure.requests === 0
      ? undefined
      : Math.round((100 * (cpuAfter - cpuBefore)) / figure.requests) / 100;
  return {
    ...figure,
    ...(cpu === undefined ? {} : { cpuPerRequest: cpu }),
    ...(alone ? { aloneP50: alone.p50 } : {}),
    ...(cachePercent === undefined ? {} : { cachePercent }),
  };
}

/** Every line on the server of `server`'s database, the read cache off, then on. */
async function benchApi(
  sql: Sql,
  server: DatabaseProcess,
  database: string,
  options: ApiLoad,
  progress: (text: string) => void,
): Promise<ApiFigure[]> {
  const site = `http://localhost:${options.port}`;
  const calls: ApiCalls = {
    [REFERENCE_LINE]: () => ({ path: "/api/bench/no-such-function" }),
    ...(await apiCalls(sql, site)),
  };
  const figures: ApiFigure[] = [];
  for (const readCache of [false, true]) {
    const url = await server.serve({ port: options.port, readCache, siteRoot: options.siteRoot });
    const client = httpClient(url, options.concurrency);
    try {
      for (const [handler, call] of Object.entries(calls)) {
        const figure = await measureLine(
          server,
          client,
          { name: handler, call, readCache },
          options,
        );
        figures.push({ database, handler, readCache, ...figure });
        progress(
          `  ${database}, cache ${readCache ? "on" : "off"}, ${handler}: p95 ${figure.p95} ms, ` +
            `${figure.rps} requests/s` +
            (figure.cpuPerRequest === undefined
              ? ""
              : `, server CPU ${figure.cpuPerRequest} ms each`) +
            (figure.aloneP50 === undefined ? "" : ` (one caller: p50 ${figure.aloneP50} ms)`) +
            (figure.cachePercent === undefined ? "" : `, ${figure.cachePercent} % from the cache`) +
            (figure.failures ? `, ${figure.failures} failed` : ""),
        );
      }
    } finally {
      client.close();
      await server.stopServing();
    }
  }
  return figures;
}

/**
 * The bench's API step: every line on the embedded database (served by `embedded`, the process
 * owning it), then on a copy of the catalogue on PostgreSQL 15 when installed.
 */
export async function benchApiStep(
  sql: Sql,
  embedded: DatabaseProcess,
  size: CatalogueSize,
  options: ApiLoad,
  progress: (text: string) => void,
): Promise<ApiFigure[]> {
  progress(
    `API through HTTP on npm start's server, embedded database: ${options.seconds} s of ${options.concurrency} callers per line…`,
  );
  const figures = await benchApi(sql, embedded, "embedded", options, progress);
  if (!postgres15Available()) {
    progress(
      "PostgreSQL 15 is not installed (/usr/lib/postgresql/15/bin): its API lines are left out.",
    );
    return figures;
  }
  progress("PostgreSQL 15: a throwaway cluster with the same catalogue…");
  const onPostgres = await onPostgres15Copy(size, (db, server) =>
    benchApi(db, server, "postgres15", options, progress),
  );
  return [...figures, ...onPostgres];
}
