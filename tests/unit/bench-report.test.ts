// The bench's table (scripts/bench/table-rows.ts, report.ts): one line per figure, targets marked
// met or not, and an earlier run's figures beside when there is one.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiFigure } from "../../scripts/bench/api.ts";
import { markdownTable, previousRun, type BenchResults } from "../../scripts/bench/report.ts";
import { tableRows } from "../../scripts/bench/table-rows.ts";
import { testFolder } from "../support/temp-folder.ts";

const api = (handler: string, p95: number, more: Partial<ApiFigure> = {}): ApiFigure => ({
  database: "embedded",
  handler,
  readCache: false,
  requests: 2000,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  rps: 900,
  failures: 0,
  aloneP50: 1.5,
  ...more,
});
// A line with the cache on has no figure of one caller alone.
function withoutAlone(figure: ApiFigure): ApiFigure {
  const rest = { ...figure };
  delete rest.aloneP50;
  return rest;
}

const lighthouse = {
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1840,
  tbtMs: 20,
  cls: 0,
  failed: [],
};

const results: BenchResults = {
  at: "2026-11-24T10:00:00.000Z",
  machine: "2 cores",
  options: { products: 20000 },
  catalogue: { activeProducts: 19997, publishedBlogs: 200, generatedSeconds: 20 },
  build: { pages: 24000, seconds: 40, pagesPerSecond: 600, peakMemoryBytes: 2.5 * 2 ** 30 },
  editToLiveSeconds: 12.3,
  fiveEditsToLiveSeconds: 4.8,
  bytes: { home: { html: 10240, css: 5120, js: 102400 } },
  lighthouse: { home: lighthouse, drivers: { ...lighthouse, seo: 92, cls: 0.01 } },
  api: [
    api("search suggestions", 24),
    api("paginated listing", 50),
    api("city search", 500),
    withoutAlone(api("search suggestions", 4, { readCache: true, cachePercent: 91 })),
    api("contact submission", 120, { database: "postgres15", failures: 2, cpuPerRequest: 1.25 }),
  ],
  import: { csv: { rows: 10000, bytes: 1, seconds: 20, rowsPerSecond: 500, failed: 0 } },
};

const byKey = (key: string) => tableRows(results).find((row) => row.key === key)!;

describe("tableRows", () => {
  it.each([
    ["build.pagesPerSecond", "600", true],
    ["build.peakMemory", "2.50 GB", false],
    ["editToLive", "12.3", false],
    ["fiveEditsToLive", "4.8", true],
    ["lighthouse.home.scores", "96 / 100 / 100 / 100", true],
    ["lighthouse.drivers.scores", "96 / 100 / 100 / 92", false],
    ["lighthouse.drivers.vitals", "1.8 s / 20 ms / 0.01", false],
    ["api.embedded.off.search suggestions", "12 / 24 / 48, 900 (one caller alone: p50 1.5)", true],
    ["api.embedded.on.search suggestions", "2 / 4 / 8, 900, hits 91 %", true],
    ["api.embedded.off.paginated listing", "25 / 50 / 100, 900 (one caller alone: p50 1.5)", false],
    [
      "api.postgres15.off.contact submission",
      "60 / 120 / 240, 900 (one caller alone: p50 1.5), server CPU 1.25 ms, 2 failed",
      false,
    ],
  ])("%s reads %s, target met: %s", (key, figure, met) => {
    expect(byKey(key)).toMatchObject({ figure, met });
  });

  it("puts each handler's lines together, cache off then on, on each database in turn", () => {
    expect(
      tableRows(results)
        .filter((row) => row.key.startsWith("api."))
        .map((row) => row.measure),
    ).toEqual([
      "5. API search suggestions, embedded database, read cache off: p50 / p95 / p99 ms, requests/s, server CPU per request",
      "5. API search suggestions, embedded database, read cache on: p50 / p95 / p99 ms, requests/s, server CPU per request",
      "5. API paginated listing, embedded database, read cache off: p50 / p95 / p99 ms, requests/s, server CPU per request",
      "5. API city search, embedded database, read cache off: p50 / p95 / p99 ms, requests/s, server CPU per request",
      "5. API contact submission, PostgreSQL 15, read cache off: p50 / p95 / p99 ms, requests/s, server CPU per request",
    ]);
  });

  it("shows the target of 5 s beside both edit lines", () => {
    expect(byKey("editToLive")).toMatchObject({
      measure: "2. One product edited → live: seconds",
      target: "≤ 5 s",
    });
    expect(byKey("fiveEditsToLive")).toMatchObject({
      measure: "2. Five edits in a row → live: seconds from the first save",
      target: "≤ 5 s",
    });
  });

  it("holds no target for figures the issue sets none for", () => {
    expect(byKey("api.embedded.off.city search").met).toBeUndefined();
    expect(byKey("bytes.home")).toMatchObject({ figure: "10.0 / 5.0 / 100.0", target: "" });
    expect(byKey("import.csv").figure).toBe("500 (10,000 rows in 20 s)");
  });
});

describe("the import lines", () => {
  const figure = (rowsPerSecond: number, failed = 0) => ({
    rows: 10000,
    bytes: 1,
    seconds: 10000 / rowsPerSecond,
    rowsPerSecond,
    failed,
  });
  const imported: BenchResults = {
    ...results,
    import: {
      csv: figure(500),
      xlsx: figure(5000),
      "postgres15.csv": figure(6000),
      "postgres15.xlsx": figure(9000, 1),
    },
  };
  const rows = tableRows(imported).filter((row) => row.key.startsWith("import."));

  it("name the format and the database, and hold the target of 5,000 rows per second", () => {
    expect(rows.map(({ key, measure, target, met }) => ({ key, measure, target, met }))).toEqual([
      {
        key: "import.csv",
        measure: "6. Import CSV, embedded database: rows per second",
        target: "≥ 5,000",
        met: false,
      },
      {
        key: "import.xlsx",
        measure: "6. Import XLSX, embedded database: rows per second",
        target: "≥ 5,000",
        met: true,
      },
      {
        key: "import.postgres15.csv",
        measure: "6. Import CSV, PostgreSQL 15: rows per second",
        target: "≥ 5,000",
        met: true,
      },
      // Fast, but a row of the bench's file was refused: not met.
      {
        key: "import.postgres15.xlsx",
        measure: "6. Import XLSX, PostgreSQL 15: rows per second",
        target: "≥ 5,000",
        met: false,
      },
    ]);
  });

  it("give the CPU seconds an import cost the server and a database of its own", () => {
    const measured: BenchResults = {
      ...results,
      import: {
        csv: { ...figure(2000), serverCpuSeconds: 4.256 },
        "postgres15.csv": { ...figure(2500), serverCpuSeconds: 0.9, databaseCpuSeconds: 2.1 },
      },
    };
    const lines = tableRows(measured).filter((row) => row.key.startsWith("import."));
    expect(lines.map((row) => row.figure)).toEqual([
      "2,000 (10,000 rows in 5 s; server CPU 4.26 s)",
      "2,500 (10,000 rows in 4 s; server CPU 0.90 s, database CPU 2.10 s)",
    ]);
  });
});

describe("tableRows: the full build against the plain Astro site", () => {
  // The figures: the plain site of 28,772 pages at 31.9 s, ours at 43.0 s.
  const withReference = (seconds: number, referenceSeconds: number): BenchResults => ({
    ...results,
    build: {
      ...results.build!,
      pages: 28772,
      seconds,
      pagesPerSecond: Math.round(28772 / seconds),
      averagePageBytes: 63488,
      reference: { pages: 28772, seconds: referenceSeconds, averagePageBytes: 63488 },
    },
  });
  const lines = (run: BenchResults) =>
    markdownTable(tableRows(run).filter((row) => row.key.startsWith("build."))).split("\n");

  it("prints the plain site's seconds, ours, and the ratio against its target", () => {
    expect(lines(withReference(43, 31.9))).toEqual([
      "| Measure | Figure | Target |",
      "| --- | --- | --- |",
      "| 1. Full build: pages | 28,772, 62.0 KB a page |  |",
      "| 1. Full build: seconds | 43 |  |",
      "| 1. Full build: plain Astro site, 28,772 pages of 62.0 KB, seconds | 31.9 |  |",
      "| 1. Full build: our seconds / the plain Astro site's | 1.35 | ≤ 1.0 ❌ |",
      "| 1. Full build: pages per second | 669 | ≥ 600 ✅ |",
      "| 1. Full build: peak memory | 2.50 GB | < 2 GB ❌ |",
    ]);
  });

  it.each([
    [31.9, 31.9, "1.00", true],
    [30.2, 31.9, "0.95", true],
    [32.3, 31.9, "1.01", false],
  ])("ours %s s against %s s reads %s, target met: %s", (ours, reference, figure, met) => {
    const ratio = tableRows(withReference(ours, reference)).find(
      (row) => row.key === "build.reference.ratio",
    );
    expect(ratio).toMatchObject({ figure, met });
  });

  it("has no reference lines when the plain site was not built", () => {
    expect(tableRows(results).map((row) => row.key)).not.toContain("build.reference.ratio");
  });
});

describe("tableRows of a run limited with --only", () => {
  const keys = (run: BenchResults) => tableRows(run).map((row) => row.key);
  const nothing = { bytes: {}, lighthouse: {}, api: [], import: {} };

  it("has the build's lines alone after --only build", () => {
    const onlyBuild: BenchResults = { ...results, ...nothing };
    delete onlyBuild.editToLiveSeconds;
    delete onlyBuild.fiveEditsToLiveSeconds;
    expect(keys(onlyBuild)).toEqual([
      "build.pages",
      "build.seconds",
      "build.pagesPerSecond",
      "build.peakMemory",
    ]);
  });

  it("has no build lines when the build did not run", () => {
    const onlyImport: BenchResults = { ...results, ...nothing, import: results.import };
    delete onlyImport.build;
    expect(keys(onlyImport)).toEqual(["editToLive", "fiveEditsToLive", "import.csv"]);
  });
});

describe("markdownTable", () => {
  it("prints one table, with the earlier run's figure beside each line it also had", () => {
    const rows = tableRows(results).slice(0, 3);
    const before = { at: "2026-11-23", rows: [{ ...rows[2]!, figure: "550" }] };
    expect(markdownTable(rows, before).split("\n")).toEqual([
      "| Measure | Figure | Target | Previous (2026-11-23) |",
      "| --- | --- | --- | --- |",
      "| 1. Full build: pages | 24,000 |  |  |",
      "| 1. Full build: seconds | 40 |  |  |",
      "| 1. Full build: pages per second | 600 | ≥ 600 ✅ | 550 |",
    ]);
  });
});

describe("previousRun", () => {
  it("reads the latest run of the folder, or the file named, and skips files without rows", () => {
    const dir = testFolder("bench");
    const save = (name: string, at: string, figure: string) =>
      writeFileSync(
        join(dir, name),
        JSON.stringify({ results: { at }, rows: [{ ...byKey("build.pages"), figure }] }),
      );
    save("2026-11-23T10-00-00-000Z.json", "earlier", "1");
    save("2026-11-24T10-00-00-000Z.json", "later", "2");
    expect(previousRun(dir)?.at).toBe("later");
    expect(previousRun(dir, join(dir, "2026-11-23T10-00-00-000Z.json"))?.rows[0]!.figure).toBe("1");
    writeFileSync(join(dir, "2026-11-25T10-00-00-000Z.json"), JSON.stringify({ build: {} }));
    expect(previousRun(dir)).toBeUndefined();
    expect(previousRun(join(dir, "none"))).toBeUndefined();
  });
});
