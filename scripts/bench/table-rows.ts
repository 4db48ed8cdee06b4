// Bench: the table's lines, one builder per section (1. build … 6. import), each figure with
// its issue's target marked met or not; report.ts turns them into markdown and files.
import type { ApiFigure } from "./api.ts";
import type { ImportFigure } from "./import.ts";
import type { BenchResults, TableRow } from "./report.ts";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const thousands = (n: number) => n.toLocaleString("en-GB");

/** The target: our full build takes no longer than the plain Astro site's. */
const BUILD_RATIO_TARGET = 1.0;

// Our build against the plain Astro site of as many pages of the same bytes, built in the same run.
function referenceRows({ seconds, reference }: NonNullable<BenchResults["build"]>): TableRow[] {
  if (!reference) return [];
  const ratio = seconds / reference.seconds;
  return [
    {
      key: "build.reference.seconds",
      measure: `1. Full build: plain Astro site, ${thousands(reference.pages)} pages of ${kb(reference.averagePageBytes)} KB, seconds`,
      figure: String(reference.seconds),
      target: "",
    },
    {
      key: "build.reference.ratio",
      measure: "1. Full build: our seconds / the plain Astro site's",
      figure: ratio.toFixed(2),
      target: `≤ ${BUILD_RATIO_TARGET.toFixed(1)}`,
      met: ratio <= BUILD_RATIO_TARGET,
    },
  ];
}

function buildRows({ build }: BenchResults): TableRow[] {
  if (!build) return [];
  const gb = build.peakMemoryBytes / 2 ** 30;
  const pageSize =
    build.averagePageBytes === undefined ? "" : `, ${kb(build.averagePageBytes)} KB a page`;
  return [
    {
      key: "build.pages",
      measure: "1. Full build: pages",
      figure: `${thousands(build.pages)}${pageSize}`,
      target: "",
    },
    {
      key: "build.seconds",
      measure: "1. Full build: seconds",
      figure: String(build.seconds),
      target: "",
    },
    ...referenceRows(build),
    {
      key: "build.pagesPerSecond",
      measure: "1. Full build: pages per second",
      figure: thousands(build.pagesPerSecond),
      target: "≥ 600",
      met: build.pagesPerSecond >= 600,
    },
    {
      key: "build.peakMemory",
      measure: "1. Full build: peak memory",
      figure: `${gb.toFixed(2)} GB`,
      target: "< 2 GB",
      met: gb < 2,
    },
  ];
}

/** The target: one edit, and the last of five edits in a row, live within this many seconds. */
const EDIT_TO_LIVE_TARGET_SECONDS = 5;

function editRows({ editToLiveSeconds, fiveEditsToLiveSeconds }: BenchResults): TableRow[] {
  const target = EDIT_TO_LIVE_TARGET_SECONDS;
  const rows: TableRow[] = [];
  if (editToLiveSeconds !== undefined)
    rows.push({
      key: "editToLive",
      measure: "2. One product edited → live: seconds",
      figure: String(editToLiveSeconds),
      target: `≤ ${target} s`,
      met: editToLiveSeconds <= target,
    });
  if (fiveEditsToLiveSeconds !== undefined)
    rows.push({
      key: "fiveEditsToLive",
      measure: "2. Five edits in a row → live: seconds from the first save",
      figure: String(fiveEditsToLiveSeconds),
      target: `≤ ${target} s`,
      met: fiveEditsToLiveSeconds <= target,
    });
  return rows;
}

/** The target: the Netlify build after one edit, with the build cache warm. */
const NETLIFY_EDIT_BUILD_TARGET_SECONDS = 60;

function netlifyRows({ netlifyBuild }: BenchResults): TableRow[] {
  if (!netlifyBuild) return [];
  const target = NETLIFY_EDIT_BUILD_TARGET_SECONDS;
  return [
    {
      key: "netlifyBuild.cold",
      measure: "2. Netlify build (netlify build --offline), empty build cache: seconds",
      figure: String(netlifyBuild.coldSeconds),
      target: "",
    },
    {
      key: "netlifyBuild.warm",
      measure: "2. Netlify build after one product edit, build cache warm: seconds",
      figure: String(netlifyBuild.warmSeconds),
      target: `≤ ${target} s`,
      met: netlifyBuild.warmSeconds <= target,
    },
  ];
}

function pageRows(r: BenchResults): TableRow[] {
  const bytes = Object.entries(r.bytes).map(([kind, b]) => ({
    key: `bytes.${kind}`,
    measure: `3. ${kind}: HTML / CSS / JS, KB gzip`,
    figure: `${kb(b.html)} / ${kb(b.css)} / ${kb(b.js)}`,
    target: "",
  }));
  const lighthouse = Object.entries(r.lighthouse).flatMap(([kind, l]) => [
    {
      key: `lighthouse.${kind}.scores`,
      measure: `4. ${kind}: performance / accessibility / best practices / SEO`,
      figure: `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
      target: "≥ 95 / 100 / 100 / 100",
      met:
        l.performance >= 95 && l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100,
    },
    {
      key: `lighthouse.${kind}.vitals`,
      measure: `4. ${kind}: LCP / TBT / CLS`,
      figure: `${(l.lcpMs / 1000).toFixed(1)} s / ${l.tbtMs} ms / ${l.cls}`,
      target: "CLS 0",
      met: l.cls === 0,
    },
  ]);
  return [...bytes, ...lighthouse];
}

/** The p95 targets under 50 callers, in milliseconds. */
const API_TARGETS: Record<string, number> = {
  "search suggestions": 25,
  "paginated listing": 40,
  "product by slug": 40,
  "contact submission": 100,
};

const DATABASES: Record<string, string> = {
  embedded: "embedded database",
  postgres15: "PostgreSQL 15",
};

// The figure of one API line: latencies, throughput, then one caller alone or the cache's share.
function apiFigure(a: ApiFigure): string {
  const reference = a.aloneP50 === undefined ? "" : ` (one caller alone: p50 ${a.aloneP50})`;
  const cpu = a.cpuPerRequest === undefined ? "" : `, server CPU ${a.cpuPerRequest} ms`;
  const hits = a.cachePercent === undefined ? "" : `, hits ${a.cachePercent} %`;
  const failed = a.failures ? `, ${a.failures} failed` : "";
  return `${a.p50} / ${a.p95} / ${a.p99}, ${thousands(a.rps)}${reference}${cpu}${hits}${failed}`;
}

// Each handler's lines together (cache off, then on), databases in the order measured.
function byHandler(lines: ApiFigure[]): ApiFigure[] {
  const first = (key: (a: ApiFigure) => string) => {
    const keys = [...new Set(lines.map(key))];
    return (a: ApiFigure) => keys.indexOf(key(a));
  };
  const database = first((a) => a.database);
  const handler = first((a) => a.handler);
  return lines.toSorted(
    (a, b) =>
      database(a) - database(b) ||
      handler(a) - handler(b) ||
      Number(a.readCache) - Number(b.readCache),
  );
}

function apiRows(r: BenchResults): TableRow[] {
  const api = byHandler(r.api).map((a) => {
    const limit = API_TARGETS[a.handler];
    const cache = a.readCache ? "on" : "off";
    return {
      key: `api.${a.database}.${cache}.${a.handler}`,
      measure:
        `5. API ${a.handler}, ${DATABASES[a.database] ?? a.database}, read cache ${cache}: ` +
        "p50 / p95 / p99 ms, requests/s, server CPU per request",
      figure: apiFigure(a),
      target: limit ? `p95 < ${limit}` : "",
      ...(limit ? { met: a.p95 < limit && a.failures === 0 } : {}),
    };
  });
  return [...api, ...importRows(r)];
}

/** The target for the bulk import, on either database. */
const IMPORT_TARGET_ROWS_PER_SECOND = 5000;

// The CPU an import cost, which the machine's load hardly moves: npm start's process (with the
// embedded database's thread), and PostgreSQL 15's processes.
function importCpu(i: ImportFigure): string {
  const parts = [
    i.serverCpuSeconds === undefined ? "" : `server CPU ${i.serverCpuSeconds.toFixed(2)} s`,
    i.databaseCpuSeconds === undefined ? "" : `database CPU ${i.databaseCpuSeconds.toFixed(2)} s`,
  ].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join(", ")}` : "";
}

// One line per file format and database: "csv" and "xlsx" on the embedded database (the keys of
// runs before PostgreSQL 15's lines), "postgres15.csv" and "postgres15.xlsx" on PostgreSQL 15.
function importRows(r: BenchResults): TableRow[] {
  return Object.entries(r.import).map(([key, i]) => {
    const [database, format] = key.includes(".") ? key.split(".") : ["embedded", key];
    return {
      key: `import.${key}`,
      measure: `6. Import ${format!.toUpperCase()}, ${DATABASES[database!] ?? database}: rows per second`,
      figure: `${thousands(i.rowsPerSecond)} (${thousands(i.rows)} rows in ${i.seconds} s${importCpu(i)})`,
      target: `≥ ${thousands(IMPORT_TARGET_ROWS_PER_SECOND)}`,
      met: i.rowsPerSecond >= IMPORT_TARGET_ROWS_PER_SECOND && i.failed === 0,
    };
  });
}

/** The table's lines for one run. */
export function tableRows(results: BenchResults): TableRow[] {
  return [
    ...buildRows(results),
    ...editRows(results),
    ...netlifyRows(results),
    ...pageRows(results),
    ...apiRows(results),
  ];
}
