// What a sign-in costs in password hashing, at the standard cost: one scrypt run of the same parameters whether the
// username exists or not (so timing does not tell which names exist), and none for a guess the
// limits refuse. node:crypto's scrypt is wrapped (and still called) to count its runs.
import type * as nodeCrypto from "node:crypto";
import { randomBytes, scrypt } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import { reloadConfig } from "../../src/server/config.ts";
import { fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  return { ...crypto, scrypt: vi.fn(crypto.scrypt) };
});

// The cost a site with real accounts pays, not the tests' cheap one (tests/api/setup-env.ts).
process.env.PASSWORD_HASH_COST = "standard";
reloadConfig();

const sql = testSql();
const SITE = "http://localhost:8888";

async function login(username: string, password: string, ip: string): Promise<number> {
  const request = new Request(`${SITE}/api/auth/login`, {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return (await auth(request, fakeContext({}, ip))).status;
}

async function newUser(isActive = true) {
  const username = `cost-${process.pid}-${randomBytes(4).toString("hex")}`;
  const user = (await createStaffUser(sql, {
    username,
    password: "right-password",
    role: "staff",
  }))!;
  if (!isActive) await sql`update staff_users set is_active = false where id = ${user.id}`;
  return user;
}

// The cost of each scrypt run since the last reset: its parameters, salt and key lengths.
function scryptRuns() {
  return vi.mocked(scrypt).mock.calls.map((call) => {
    const [, salt, keyLength, options] = call as unknown as [
      string,
      Buffer,
      number,
      { N: number; r: number; p: number },
    ];
    return { saltBytes: salt.length, keyLength, N: options.N, r: options.r, p: options.p };
  });
}

const CURRENT = { saltBytes: 16, keyLength: 32, N: 32768, r: 8, p: 3 };
const ONE_RUN = [CURRENT];

// A password hash as the site stored them before the cost was raised (N=2^14).
async function oldHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((done, fail) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 1 }, (error, derived) =>
      error ? fail(error) : done(derived),
    ),
  );
  return ["scrypt", 16384, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const storedHash = async (username: string) =>
  (
    await sql<
      { hash: string }[]
    >`select password_hash as hash from staff_users where username = ${username}`
  )[0]!.hash;

describe("the scrypt work of a sign-in", () => {
  // First in the file: the first unknown name a fresh function instance sees must cost no more.
  it.each([
    ["an unknown username", async () => `nobody-${randomBytes(4).toString("hex")}`],
    ["a wrong password", async () => (await newUser()).username],
    ["a deactivated account", async () => (await newUser(false)).username],
  ])("is one run of the stored hashes' parameters for %s", async (_label, makeUsername) => {
    const username = await makeUsername();
    vi.mocked(scrypt).mockClear();
    expect(await login(username, "wrong-password", "198.51.100.60")).toBe(401);
    expect(scryptRuns()).toEqual(ONE_RUN);
  });

  it("is one run per checked guess in a burst of 20, none for the 15 refused", async () => {
    const { username } = await newUser();
    vi.mocked(scrypt).mockClear();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => login(username, "wrong-password", "198.51.100.61")),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(scryptRuns()).toHaveLength(5);
  });

  it("rehashes an account stored at the old cost at its next sign-in, once", async () => {
    const { username } = await newUser();
    const old = await oldHash("right-password");
    await sql`update staff_users set password_hash = ${old} where username = ${username}`;
    vi.mocked(scrypt).mockClear();
    expect(await login(username, "wrong-password", "198.51.100.62")).toBe(401);
    expect(await storedHash(username)).toBe(old);
    expect(await login(username, "right-password", "198.51.100.62")).toBe(200);
    expect(await storedHash(username)).toMatch(/^scrypt\$32768\$8\$3\$/);
    vi.mocked(scrypt).mockClear();
    expect(await login(username, "right-password", "198.51.100.62")).toBe(200);
    expect(scryptRuns()).toEqual(ONE_RUN);
  });

  // Last in the file: it leaves the tests' cost set.
  it("is one run of the tests' cheap parameters with PASSWORD_HASH_COST=test, known name or not", async () => {
    process.env.PASSWORD_HASH_COST = "test";
    reloadConfig();
    const { username } = await newUser();
    expect(await storedHash(username)).toMatch(/^scrypt\$1024\$8\$1\$/);
    vi.mocked(scrypt).mockClear();
    expect(await login(username, "wrong-password", "198.51.100.63")).toBe(401);
    expect(
      await login(`nobody-${randomBytes(4).toString("hex")}`, "x-password", "198.51.100.63"),
    ).toBe(401);
    const TEST_RUN = { ...CURRENT, N: 1024, p: 1 };
    expect(scryptRuns()).toEqual([TEST_RUN, TEST_RUN]);
  });
});
