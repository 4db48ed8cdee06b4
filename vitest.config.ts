// Unit tests run alone; API tests call the real handlers against a real database
// (the embedded one, or DATABASE_URL when the test runner sets it: PostgreSQL 15 in CI).
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import {
  ISLAND_COUNTER_MODULE,
  islandCounterFile,
} from "./src/astro-engine/react-island-counter.ts";

// API tests call the real handlers against a real database (tests/api/global-setup.ts).
const apiTests = {
  environment: "node" as const,
  // Worker threads instead of child processes, each running file after file: the libraries load
  // once per worker, and tests/api/setup-env.ts starts every file with our own modules evaluated
  // afresh, the environment restored and the previous file's pool closed (decision 0075). What
  // tests start as processes (npm start, database holders) are still processes.
  pool: "threads" as const,
  isolate: false,
  globalSetup: ["tests/api/global-setup.ts"],
  setupFiles: ["tests/api/setup-env.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Files whose SQL leans on what engines may do differently (migrations and their history, roles
// and row-level security, prepared statements on the wire, text search and trigram matching,
// counts kept by triggers, concurrent writes and locks, bulk writes), or that test the embedded
// database itself and `npm start` on it.
const ENGINE_SENSITIVE_API_FILES = [
  "migrations",
  "schema",
  "seed",
  "row-level-security",
  "prepared-statements",
  "search",
  "search-suggestions-fresh",
  "listing-counts",
  "locations",
  "city-aliases",
  "network",
  "idempotency",
  "import-batches",
  "embedded-lock",
  "embedded-wire",
  "npm-start",
  "production-start",
].map((name) => `tests/api/${name}.test.ts`);

// About 88,000 malformed requests (tests/api/fuzz.test.ts): its own project, which `npm test` runs
// beside every other stage at the lowest CPU priority, where it may wait minutes for a core.
const FUZZ_FILE = "tests/api/fuzz.test.ts";
const FUZZ_TIMEOUT_MS = 20 * 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        // The React renderer's modules as a build resolves them (react-island-integration.ts).
        resolve: {
          alias: {
            [ISLAND_COUNTER_MODULE]: islandCounterFile,
            "astro:react:opts": fileURLToPath(
              new URL("./tests/unit/fixtures/react-options.ts", import.meta.url),
            ),
          },
        },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
          // Files share a worker's modules instead of each starting a fresh one (most of the
          // stage's time was workers starting: 26-60 s instead of 110-190 s). Unit tests keep no
          // state between files; a file that must start clean (the logger's or config's first
          // read) runs its code in a child process of its own.
          isolate: false,
          // The routers' line per request is noise here; warnings and errors still show.
          env: { LOG_LEVEL: "warn" },
          server: { deps: { inline: ["@astrojs/react"] } },
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: [...configDefaults.exclude, FUZZ_FILE],
          ...apiTests,
        },
      },
      {
        test: {
          name: "fuzz",
          include: [FUZZ_FILE],
          ...apiTests,
          testTimeout: FUZZ_TIMEOUT_MS,
          hookTimeout: FUZZ_TIMEOUT_MS,
        },
      },
      // The API files whose outcome can depend on the database engine (npm test runs them on the
      // embedded one when the whole API suite ran on PostgreSQL 15).
      { test: { name: "api-engine", include: ENGINE_SENSITIVE_API_FILES, ...apiTests } },
      {
        // What a deploy uploads and runs: the function bundles, and the database as Supabase's.
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/deploy/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
