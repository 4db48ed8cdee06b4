// A database client for tests on the test database (the one the API handlers use).
import { afterAll } from "vitest";
import { createSql, type Sql } from "../../src/server/db/client.ts";

/** A client that closes itself after the file's tests. */
export function testSql(): Sql {
  const sql = createSql(process.env.DATABASE_URL!, { max: 2 });
  afterAll(() => sql.end({ timeout: 5 }));
  return sql;
}
