// npm test: unit tests, API tests on the embedded database, the same API tests on a throwaway
// PostgreSQL 15 when its binaries are installed, the production dependencies' advisories, then
// browser tests on the served build.
// Ends with one line "N passed, N failed" over all of them.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { postgres15Available, startTemporaryPostgres } from "./lib/postgres15.ts";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const REPORTS = "test-results/reports";
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const stages: string[] = [];
const only = process.argv.slice(2);

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function vitestCounts(path: string): Counts | null {
  const report = readJson(path) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  );
}

function playwrightCounts(path: string): Counts | null {
  const report = readJson(path) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  return (
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    }
  );
}

function stage(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  counts: () => Counts | null,
): void {
  if (only.length > 0 && !only.includes(name.split(" ")[0]!)) return;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const found = counts() ?? { passed: 0, failed: 0, skipped: 0 };
  // A stage that crashed before reporting counts as one failure.
  if (result.status !== 0 && found.failed === 0) found.failed = 1;
  total.passed += found.passed;
  total.failed += found.failed;
  total.skipped += found.skipped;
  stages.push(`${name}: ${found.passed} passed, ${found.failed} failed`);
}

function vitest(name: string, project: string, env: Record<string, string> = {}): void {
  const out = join(REPORTS, `${name.replace(/\W+/g, "-")}.json`);
  stage(
    name,
    "vitest",
    [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    env,
    () => vitestCounts(out),
  );
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

vitest("unit", "unit");
vitest("api (embedded PGlite)", "api");
if (postgres15Available()) {
  if (only.length === 0 || only.includes("api")) {
    const cluster = await startTemporaryPostgres();
    try {
      vitest("api (PostgreSQL 15)", "api", { TEST_DATABASE_URL: cluster.url });
    } finally {
      cluster.stop();
    }
  }
} else {
  stages.push("api (PostgreSQL 15): not run, server binaries not installed");
}
// High and critical advisories of the production dependencies (scripts/audit.ts; exit 2: the
// advisory service could not be reached, as on the build machines).
if (only.length === 0 || only.includes("audit")) {
  console.log("\n=== audit (npm, production dependencies) ===");
  const audit = spawnSync("node", ["scripts/audit.ts"], { stdio: "inherit" });
  if (audit.status === 2) {
    stages.push("audit (npm, production dependencies): not run, advisory service unreachable");
  } else {
    const passed = audit.status === 0 ? 1 : 0;
    total.passed += passed;
    total.failed += 1 - passed;
    stages.push(`audit (npm, production dependencies): ${passed} passed, ${1 - passed} failed`);
  }
}
const e2eReport = join(REPORTS, "e2e.json");
stage("e2e (Chromium)", "playwright", ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }, () =>
  playwrightCounts(e2eReport),
);

console.log(`\n${stages.join("\n")}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
