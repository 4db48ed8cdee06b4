// Starts each API test file like a fresh function instance on the test database. Files share a
// worker (isolate: false in vitest.config.ts): the libraries stay loaded, but before every file
// after the first the worker's environment goes back to what it started with, spies are
// restored, the previous file's database pool is closed and our own modules are evaluated afresh
// (their configuration, caches and pools), so that no file sees what another left behind.
import { beforeEach, inject, vi } from "vitest";

const worker = globalThis as { apiWorkerEnv?: NodeJS.ProcessEnv };
if (!worker.apiWorkerEnv) {
  worker.apiWorkerEnv = { ...process.env };
} else {
  const started = worker.apiWorkerEnv;
  for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
  Object.assign(process.env, started);
  vi.restoreAllMocks();
  await (await import("../../src/server/db/client.ts")).closeDb();
  vi.resetModules();
}

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = "4";
process.env.DATA_DIR = process.env.TEST_DATA_DIR ?? ".data/test";
// Origin checks compare with SITE_URL: pin it so a developer's own setting cannot change the tests.
process.env.SITE_URL = "http://localhost:8888";
// The handlers' line per request is noise here; their errors still show (and fuzz.test.ts counts them).
process.env.LOG_LEVEL ??= "warn";
// Sign-ins here are about the sign-in, not its cost: hashed at the tests' cheap cost; the standard
// cost is proven by password-check-cost.test.ts (docs/decisions/0197-password-cost-in-tests.md).
process.env.PASSWORD_HASH_COST = "test";
// Files share one database and send many confirmations an hour: the cap is tested on its own
// (visitor-mail.test.ts), with a private database.
process.env.VISITOR_MAIL_HOURLY_CAP ??= "10000";

// Imported after the reset: the instance this file's handlers use.
const { publicReadCache } = await import("../../src/server/http/read-cache.ts");
// Rows a test writes with SQL stand for another instance's write, which this instance's read cache
// would show only after up to 5 s; a write through a handler empties it as in production.
beforeEach(() => publicReadCache.clear());
