// Points the server code of every API test file at the test database, and starts each test like a
// fresh function instance.
import { beforeEach, inject } from "vitest";
import { publicReadCache } from "../../src/server/http/read-cache.ts";

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

// Rows a test writes with SQL stand for another instance's write, which this instance's read cache
// would show only after up to 5 s; a write through a handler empties it as in production.
beforeEach(() => publicReadCache.clear());
