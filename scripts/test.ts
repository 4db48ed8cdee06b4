// npm test: unit tests, API tests on a throwaway PostgreSQL 15 when its binaries are installed and
// the engine-sensitive ones again on the embedded database (all of them there otherwise), the
// deploy tests (function bundles as Netlify makes them, the database as Supabase's), the production
// dependencies' advisories, then browser tests on the served build (its servers started as soon as
// a core is free); the API fuzz test beside them all, at the lowest CPU priority.
// Ends with one line "N passed, N failed" over all of them.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eFailureDetails } from "./lib/e2e-failures.ts";
import { playwrightCounts, vitestCounts, type Counts } from "./lib/test-counts.ts";
import { startE2eServer, type E2eRuntime, type E2eServer } from "./lib/e2e-servers.ts";
import { postgres15Available, startTemporaryPostgres } from "./lib/postgres15.ts";
import { testEnvironment } from "./lib/test-environment.ts";
import { makeEmbeddedTemplates } from "../tests/support/embedded-templates.ts";

// Each stage's JSON report and, for those run side by side, its output: outside test-results/,
// which Playwright empties when its stage starts.
const REPORTS = ".data/test-reports";
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const stages: string[] = [];
const only = process.argv.slice(2);
const suiteStarted = performance.now();
const callerFree = testEnvironment(process.env);

// Runs one stage; its output goes to the terminal, or (`quiet`) to a log printed when it ends,
// so that two stages can run side by side without mixing their lines.
async function stage(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  counts: () => Counts | null,
  quiet = false,
): Promise<void> {
  if (only.length > 0 && !only.includes(name.split(" ")[0]!)) return;
  if (!quiet) console.log(`\n=== ${name} ===`);
  const log = join(REPORTS, `${name.replace(/\W+/g, "-")}.log`);
  const output = quiet ? openSync(log, "w") : "inherit";
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: ["ignore", output, output],
    env: { ...callerFree, ...env },
  });
  // A command that cannot start (not installed, not executable) ends the stage as a failure
  // instead of leaving it waiting for an exit that never comes.
  const status = await new Promise<number | null>((done) => {
    child.once("exit", done);
    child.once("error", (error) => {
      console.error(`${name}: could not run ${command}: ${error.message}`);
      done(null);
    });
  });
  if (typeof output === "number") {
    closeSync(output);
    console.log(`\n=== ${name} ===\n${readFileSync(log, "utf8")}`);
  }
  const found = counts() ?? { passed: 0, failed: 0, skipped: 0 };
  // A stage that crashed before reporting counts as one failure.
  if (status !== 0 && found.failed === 0) found.failed = 1;
  total.passed += found.passed;
  total.failed += found.failed;
  total.skipped += found.skipped;
  const seconds = Math.round((performance.now() - started) / 1000);
  stages.push(`${name}: ${found.passed} passed, ${found.failed} failed (${seconds} s)`);
}

// `idlePriority`: at the lowest CPU priority (nice 19), so that the stage takes only what the
// other stages leave idle and slows none of them.
function vitest(
  name: string,
  project: string,
  env: Record<string, string> = {},
  quiet = false,
  idlePriority = false,
): Promise<void> {
  const out = join(REPORTS, `${name.replace(/\W+/g, "-")}.json`);
  const args = [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ];
  return stage(
    name,
    idlePriority ? "nice" : "vitest",
    idlePriority ? ["-n", "19", "vitest", ...args] : args,
    env,
    () => vitestCounts(out),
    quiet,
  );
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
// The API stages' data folders (outbox, storage) start empty: a run reads only its own mail.
const API_DATA_DIRS = [".data/test", ".data/test-postgres15", ".data/test-fuzz"];
for (const dir of API_DATA_DIRS) rmSync(dir, { recursive: true, force: true });
// The function bundles, made once by the deploy stage and scanned again by the browser tests'
// secrets spec (tests/support/function-bundles.ts).
const FUNCTION_BUNDLES_DIR = ".data/test-function-bundles";
rmSync(FUNCTION_BUNDLES_DIR, { recursive: true, force: true });
callerFree.FUNCTION_BUNDLES_DIR = FUNCTION_BUNDLES_DIR;
// Every Node process of the run keeps the code it compiled in Node's own cache: the suite starts
// `npm start`, its scripts and fixtures dozens of times, and the cache saves about a third of a
// script's start-up CPU. Astro, Vite and netlify-cli turn the cache on themselves.
callerFree.NODE_COMPILE_CACHE ??= join(tmpdir(), "node-compile-cache");
// The run's in-memory embedded databases start from an empty and a migrated one dumped here once,
// not each from initdb (tests/support/embedded-templates.ts).
const embeddedTemplates = mkdtempSync(join(tmpdir(), "embedded-templates-"));
process.on("exit", () => rmSync(embeddedTemplates, { recursive: true, force: true }));
// Interrupted, the run still ends through `exit`: its servers stopped, its dumps removed.
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));
await makeEmbeddedTemplates(embeddedTemplates);
callerFree.EMBEDDED_TEMPLATES = embeddedTemplates;

// The browser stage's servers, started ahead of it so that their builds overlap the other stages.
// The Netlify runtime's starts with the suite; npm start's when the first of the two lanes below
// ends, as its build uses both cores.
const runsE2e = only.length === 0 || only.includes("e2e");
// Their output, beside the stages' reports.
const E2E_SERVER_LOGS = ".data/e2e-server-logs";
if (runsE2e) {
  rmSync(E2E_SERVER_LOGS, { recursive: true, force: true });
  mkdirSync(E2E_SERVER_LOGS, { recursive: true });
}
const e2eServers = new Map<E2eRuntime, E2eServer>();
function startBrowserServer(runtime: E2eRuntime): void {
  if (!runsE2e || e2eServers.has(runtime)) return;
  if (runtime === "netlify" && callerFree.E2E_NETLIFY === "off") return;
  e2eServers.set(runtime, startE2eServer(callerFree, E2E_SERVER_LOGS, runtime));
}
const startBrowserServers = () => startBrowserServer("npm-start");
const stopBrowserServers = () => {
  for (const server of e2eServers.values()) server.stop();
};
process.on("exit", stopBrowserServers);
startBrowserServer("netlify");

// The fuzz test (about 88,000 malformed requests, tests/api/fuzz.test.ts) needs nothing the other
// stages make: it runs beside all of them from the start, on a PostgreSQL 15 cluster of its own
// (the embedded database without one), both at the lowest CPU priority. It fills the moments the
// other stages leave a core idle instead of lengthening the lane it was in by a minute and a half.
const fuzzStage = (async () => {
  if (only.length > 0 && !only.includes("fuzz")) return;
  const cluster = postgres15Available()
    ? await startTemporaryPostgres({ idlePriority: true })
    : undefined;
  try {
    await vitest(
      `fuzz (API, malformed input, on ${cluster ? "PostgreSQL 15" : "embedded PGlite"})`,
      "fuzz",
      { TEST_DATABASE_URL: cluster?.url ?? "", TEST_DATA_DIR: API_DATA_DIRS[2]! },
      true,
      true,
    );
  } finally {
    cluster?.stop();
  }
})().catch((error: Error) => {
  console.error(`\n=== fuzz ===\nIt could not start: ${error.message}`);
  total.failed += 1;
  stages.push("fuzz: 0 passed, 1 failed (it could not start)");
});

// Two lanes side by side, one per core, each stage's output printed whole when it ends: the
// API suite on a throwaway PostgreSQL 15 (the engine Supabase runs), then the deploy tests, in one;
// in the other the unit tests, then the API files sensitive to the database engine again on the
// embedded one (`npm start`'s).
// Without PostgreSQL 15 the whole API suite runs on the embedded database.
if (postgres15Available()) {
  const cluster =
    only.length === 0 || only.includes("api") ? await startTemporaryPostgres() : undefined;
  try {
    await Promise.all([
      (async () => {
        await vitest(
          "api (PostgreSQL 15)",
          "api",
          { TEST_DATABASE_URL: cluster?.url ?? "", TEST_DATA_DIR: API_DATA_DIRS[1]! },
          true,
        );
        await vitest("deploy", "deploy", {}, true);
      })().finally(startBrowserServers),
      (async () => {
        await vitest("unit", "unit", {}, true);
        await vitest(
          "api (embedded PGlite, engine-sensitive files)",
          "api-engine",
          { TEST_DATA_DIR: API_DATA_DIRS[0]! },
          true,
        );
      })().finally(startBrowserServers),
    ]);
  } finally {
    cluster?.stop();
  }
} else {
  await vitest("unit", "unit");
  startBrowserServers();
  await vitest("api (embedded PGlite)", "api");
  stages.push("api (PostgreSQL 15): not run, server binaries not installed");
  await vitest("deploy", "deploy");
}
// High and critical advisories of the production dependencies (scripts/audit.ts; exit 2: the
// advisory service could not be reached, as on the build machines).
if (only.length === 0 || only.includes("audit")) {
  console.log("\n=== audit (npm, production dependencies) ===");
  const audit = spawnSync("node", ["scripts/audit.ts"], { stdio: "inherit", env: callerFree });
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
startBrowserServers();
const serversReady =
  e2eServers.size > 0 &&
  (await Promise.all([...e2eServers.values()].map((server) => server.ready)).then(
    () => true,
    (error: Error) => {
      console.error(`\n=== e2e (Chromium) ===\nIts servers did not start: ${error.message}`);
      total.failed += 1;
      stages.push("e2e (Chromium): 0 passed, 1 failed (its servers did not start)");
      return false;
    },
  ));
if (serversReady) {
  const seconds = Math.round((performance.now() - suiteStarted) / 1000);
  stages.push(
    `e2e servers: migrated, seeded, built and answering ${seconds} s into the suite (output in ${E2E_SERVER_LOGS})`,
  );
  await stage(
    "e2e (Chromium)",
    "playwright",
    ["test"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_SERVERS: "started" },
    () => playwrightCounts(e2eReport),
  );
  const details = e2eFailureDetails(e2eReport, E2E_SERVER_LOGS);
  if (details) console.log(details);
}
stopBrowserServers();
await fuzzStage;

console.log(`\n${stages.join("\n")}`);
console.log(`whole suite: ${Math.round((performance.now() - suiteStarted) / 1000)} s`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
