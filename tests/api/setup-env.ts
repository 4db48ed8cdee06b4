// Points the server code of every API test file at the test database.
import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = "4";
process.env.DATA_DIR = process.env.TEST_DATA_DIR ?? ".data/test";
// Origin checks compare with SITE_URL: pin it so a developer's own setting cannot change the tests.
process.env.SITE_URL = "http://localhost:8888";
