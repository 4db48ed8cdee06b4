// A signed-in staff account for API tests: a new user, signed in through the real login call.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createStaffUser, type StaffUser } from "../../src/server/auth/staff-users.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { fakeContext } from "./api.ts";

/** The site origin the API tests run under (tests/api/setup-env.ts pins SITE_URL to it). */
export const SITE = "http://localhost:8888";

/** A user with its session cookie ("name=value"). */
export interface SignedInStaff {
  user: StaffUser;
  cookie: string;
}

/** Creates an account with `role` and signs it in. */
export async function signedInStaff(sql: Sql, role: "admin" | "staff"): Promise<SignedInStaff> {
  const username = `t-${process.pid}-${randomBytes(4).toString("hex")}`;
  const password = `pass-${randomBytes(8).toString("hex")}`;
  const user = (await createStaffUser(sql, { username, password, role }))!;
  const response = await auth(
    new Request(`${SITE}/api/auth/login`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    }),
    fakeContext({}, "198.51.100.77"),
  );
  expect(response.status).toBe(200);
  return { user, cookie: response.headers.getSetCookie()[0]!.split(";")[0]! };
}
