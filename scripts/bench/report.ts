// Bench: what one run measured, and its table of figures (markdown; the lines come from
// table-rows.ts) with, when an earlier run is given, its figures beside; written with the raw
// results to bench-results/<time>.json and .md.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ImportFigure } from "./import.ts";
import type { LighthouseFigure } from "./lighthouse.ts";
import type { NetlifyBuildFigure } from "./netlify-build.ts";
import type { ApiFigure } from "./api.ts";
import type { PageBytes } from "./pages.ts";
import type { ReferenceBuild } from "./reference-site.ts";

/** Everything one run measured. */
export interface BenchResults {
  at: string;
  machine: string;
  options: Record<string, number>;
  catalogue: { activeProducts: number; publishedBlogs: number; generatedSeconds: number };
  /** Absent, like the other figures, when `--only` left its step out. */
  build?: {
    pages: number;
    seconds: number;
    pagesPerSecond: number;
    peakMemoryBytes: number;
    /** The average bytes of our HTML pages. */
    averagePageBytes?: number;
    /** The plain Astro site of as many pages of those bytes, built in the same run. */
    reference?: ReferenceBuild;
  };
  editToLiveSeconds?: number;
  /** Seconds from the first of five edits saved in a row until the fifth is live. */
  fiveEditsToLiveSeconds?: number;
  /** `netlify build --offline` with an empty build cache, then after one edit with a warm one. */
  netlifyBuild?: NetlifyBuildFigure;
  bytes: Record<string, PageBytes>;
  lighthouse: Record<string, LighthouseFigure>;
  /** The API lines: each handler on each database, with the read cache off and on. */
  api: ApiFigure[];
  /** The import lines: "csv" and "xlsx" on the embedded database, "postgres15.csv" and so on. */
  import: Record<string, ImportFigure>;
}

/** One line of the table; `key` matches it with the same line of another run. */
export interface TableRow {
  key: string;
  measure: string;
  figure: string;
  target: string;
  met?: boolean;
}

/** The markdown table; with `previous`, a column of that run's figures. */
export function markdownTable(rows: TableRow[], previous?: { at: string; rows: TableRow[] }) {
  const before = new Map(previous?.rows.map((row) => [row.key, row.figure]));
  const mark = (row: TableRow) =>
    row.met === undefined ? row.target : `${row.target} ${row.met ? "✅" : "❌"}`;
  const head = ["Measure", "Figure", "Target", ...(previous ? [`Previous (${previous.at})`] : [])];
  const lines = rows.map((row) => [
    row.measure,
    row.figure,
    mark(row),
    ...(previous ? [before.get(row.key) ?? ""] : []),
  ]);
  return [head, head.map(() => "---"), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

/** The latest earlier run in `dir`, or the file named; undefined when there is none. */
export function previousRun(
  dir: string,
  file?: string,
): { at: string; rows: TableRow[] } | undefined {
  const path =
    file ??
    (existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => join(dir, name))
          .at(-1)
      : undefined);
  if (!path) return undefined;
  const saved = JSON.parse(readFileSync(path, "utf8")) as Partial<{
    results: BenchResults;
    rows: TableRow[];
  }>;
  // Files of the bench before the table have no rows: nothing to compare with.
  return saved.results && saved.rows ? { at: saved.results.at, rows: saved.rows } : undefined;
}

/** Writes <dir>/<name>.json (results and rows) and <dir>/<name>.md (the table); returns both paths. */
export function writeRun(
  dir: string,
  name: string,
  { results, rows, markdown }: { results: BenchResults; rows: TableRow[]; markdown: string },
) {
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name);
  writeFileSync(`${base}.json`, `${JSON.stringify({ results, rows }, null, 2)}\n`);
  writeFileSync(`${base}.md`, `${markdown}\n`);
  return [`${base}.json`, `${base}.md`];
}
