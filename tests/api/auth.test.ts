// Sign-in, session check, sign-out, throttling and request bodies of /api/auth/*.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import { hashSessionToken } from "../../src/server/auth/sessions.ts";
import {
  ACCOUNT_CEILING,
  hashClientAddress,
  MAX_GUESSES_PER_ADDRESS,
} from "../../src/server/auth/throttle.ts";
import { consumeRateLimit, type RateLimit } from "../../src/server/http/rate-limit.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const SITE = "http://localhost:8888";

interface Send {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
}

async function send(
  path: string,
  { method = "GET", json, body, headers, cookie, ip = "198.51.100.10" }: Send = {},
) {
  const all = new Headers({ origin: SITE, ...headers });
  if (json !== undefined) all.set("content-type", "application/json");
  if (cookie) all.set("cookie", cookie);
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: all,
    body: json !== undefined ? JSON.stringify(json) : (body ?? null),
  });
  const response = await auth(request, fakeContext({}, ip));
  const text = await response.text();
  const setCookie = response.headers.getSetCookie()[0] ?? null;
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
    setCookie,
  };
}

let counter = 0;
async function newUser(options: { active?: boolean } = {}) {
  const username = `auth-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}`;
  const password = `pass-${randomBytes(8).toString("hex")}`;
  const displayName = "Test User";
  const user = (await createStaffUser(sql, { username, password, role: "staff", displayName }))!;
  if (options.active === false) {
    await sql`update staff_users set is_active = false where id = ${user.id}`;
  }
  return { ...user, password };
}

const login = (username: string, password: string, extra: Send & { rememberMe?: boolean } = {}) =>
  send("/api/auth/login", {
    method: "POST",
    json: { username, password, rememberMe: extra.rememberMe ?? false },
    ...extra,
  });

/** The "name=value" part of a Set-Cookie, to send back as a Cookie header. */
const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0]!;
const tokenOf = (cookie: string) => cookie.split("=")[1]!;
const check = (cookie?: string) => send("/api/auth/check", cookie ? { cookie } : {});
/** "1 minute", "14 minutes": how a 429's message says a Retry-After. */
const minutesOf = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

/**
 * Stands for `count` sign-ins already counted by a throttle (each checked guess costs a deliberately
 * slow password check): the tests make a few real guesses, then fill the rest of the count so.
 */
async function alreadyCounted(key: string, limit: RateLimit, count: number): Promise<void> {
  for (let n = 0; n < count; n++) await consumeRateLimit(sql, key, limit);
}
const addressCount = (ip: string) => `sign-in-address:${hashClientAddress(ip)}`;
const accountCeiling = (username: string) => `sign-in-account:${username.toLowerCase()}`;

/**
 * Rate limits count in windows aligned to the clock: a test that fills one first waits, when the
 * current window is nearly over, for the next, so that its guesses are never split over two.
 */
async function awayFromWindowEnd({ windowSeconds }: RateLimit): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < 45) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 1000));
}

describe("POST /api/auth/login", () => {
  it("signs in with the right credentials and answers the user without secrets", async () => {
    const user = await newUser();
    const { status, body, headers } = await login(user.username.toUpperCase(), user.password);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Login successful",
      user: {
        id: user.id,
        username: user.username,
        displayName: "Test User",
        email: null,
        role: "staff",
        isActive: true,
        lastLoginAt: expect.any(String),
      },
    });
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    [false, 43200],
    [true, 2592000],
  ])(
    "with rememberMe %s sets an HttpOnly, SameSite=Lax cookie for %i seconds",
    async (rememberMe, maxAge) => {
      const user = await newUser();
      const { setCookie } = await login(user.username, user.password, { rememberMe });
      expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; /);
      const attributes = setCookie!.split("; ").slice(1);
      expect(attributes).toEqual(["Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"]);
      const [row] = await sql<{ seconds: number }[]>`
      select extract(epoch from expires_at - now())::int as seconds from staff_sessions where token_hash = ${hashSessionToken(tokenOf(cookieOf(setCookie)))}`;
      expect(row!.seconds).toBeGreaterThan(maxAge - 60);
      expect(row!.seconds).toBeLessThanOrEqual(maxAge);
    },
  );

  it("issues a new token at every sign-in and ends the one the browser still sent", async () => {
    const user = await newUser();
    const first = cookieOf((await login(user.username, user.password)).setCookie);
    const second = cookieOf((await login(user.username, user.password)).setCookie);
    expect(second).not.toBe(first);
    const third = cookieOf(
      (await login(user.username, user.password, { cookie: first })).setCookie,
    );
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await check(first)).body.isAuthenticated).toBe(false);
    expect((await check(second)).body.isAuthenticated).toBe(true);
    expect((await check(third)).body.isAuthenticated).toBe(true);
  });

  it.each([
    ["a wrong password", async () => ({ ...(await newUser()), password: "wrong-password" })],
    [
      "an unknown username",
      async () => ({ username: "nobody-by-this-name", password: "whatever-password" }),
    ],
    ["a deactivated account", async () => newUser({ active: false })],
  ])("refuses %s with 401 and one message, setting no cookie", async (_label, makeCredentials) => {
    const { username, password } = await makeCredentials();
    const { status, body, setCookie } = await login(username, password, { ip: "198.51.100.11" });
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: "invalid_credentials", message: "Invalid username or password" },
    });
    expect(setCookie).toBeNull();
  });

  it("records when the account last signed in", async () => {
    const user = await newUser();
    await login(user.username, user.password);
    const [row] = await sql<{ recent: boolean }[]>`
      select last_login_at > now() - interval '1 minute' as recent from staff_users where id = ${user.id}`;
    expect(row!.recent).toBe(true);
  });
});

describe("sign-in throttling", () => {
  const refusal = (wait: string) => ({
    error: {
      code: "too_many_attempts",
      message: `Too many sign-in attempts. Please wait ${wait} and try again.`,
    },
  });
  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
  const wrongGuesses = (username: string, ip: string, count = 5) =>
    Promise.all(Array.from({ length: count }, () => login(username, "wrong-password", { ip })));
  // Stands for the lockout's time passing.
  const endLockouts = (username: string) => sql`
    update password_guess_limits set locked_until = now() - interval '1 second'
     where purpose = 'sign-in' and account = ${username} and locked_until is not null`;

  it("checks at most 5 passwords of a burst of 20, then refuses the right one until the wait passes", async () => {
    const user = await newUser();
    const ip = "198.51.100.30";
    const burst = await wrongGuesses(user.username, ip, 20);
    // A 401 is a checked password; every answer beyond the limit is a 429, checked or not.
    expect(statuses(burst)).toEqual({ 401: 5, 429: 15 });
    const refused = await login(user.username, user.password, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal("1 minute"));
    expect(refused.setCookie).toBeNull();
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await endLockouts(user.username);
    expect((await login(user.username, user.password, { ip })).status).toBe(200);
  });

  it("never locks the owner's own address out, whoever guesses from elsewhere", async () => {
    const user = await newUser();
    expect(statuses(await wrongGuesses(user.username, "203.0.113.31", 8))).toEqual({
      401: 5,
      429: 3,
    });
    for (let other = 1; other <= 5; other++) {
      await login(user.username, "wrong-password", { ip: `198.51.100.${140 + other}` });
    }
    expect((await login(user.username, user.password, { ip: "198.51.100.31" })).status).toBe(200);
  });

  it("locks the same address and account for 1, 2, 4 minutes..., from 1 again after a right password", async () => {
    const user = await newUser();
    const ip = "198.51.100.32";
    const lockout = async () => {
      expect(statuses(await wrongGuesses(user.username, ip))).toEqual({ 401: 5 });
      const refused = await login(user.username, user.password, { ip });
      await endLockouts(user.username);
      return { body: refused.body, retryAfter: Number(refused.headers.get("retry-after")) };
    };
    for (const minutes of [1, 2, 4]) {
      const { body, retryAfter } = await lockout();
      expect(body).toEqual(refusal(minutes === 1 ? "1 minute" : `${minutes} minutes`));
      expect(retryAfter).toBeGreaterThan(minutes * 60 - 10);
      expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
    }
    expect((await login(user.username, user.password, { ip })).status).toBe(200);
    // 15 guesses so far: the address's own limit (20 in 15 minutes, counted first) would refuse
    // the next round; stand for its window passing too.
    await sql`delete from rate_limits where key = ${`sign-in-address:${hashClientAddress(ip)}`}`;
    expect((await lockout()).body).toEqual(refusal("1 minute"));
  });

  it("makes lockouts at most an hour long", async () => {
    const user = await newUser();
    const ip = "198.51.100.33";
    await wrongGuesses(user.username, ip, 1);
    await sql`update password_guess_limits set lockouts = 40 where account = ${user.username}`;
    await wrongGuesses(user.username, ip, 4);
    const refused = await login(user.username, user.password, { ip });
    expect(refused.body).toEqual(refusal("60 minutes"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3590);
  });

  it("refuses an account's 51st guess in an hour from new addresses, but not its owner's address", async () => {
    await awayFromWindowEnd(ACCOUNT_CEILING);
    const user = await newUser();
    expect((await login(user.username, user.password, { ip: "198.51.100.34" })).status).toBe(200);
    // Guesses from two new addresses count towards the ceiling; eight more addresses' are stood for.
    const guesses = await Promise.all(
      Array.from({ length: 2 }, (_, n) => wrongGuesses(user.username, `192.0.2.${10 + n}`)),
    );
    expect(statuses(guesses.flat())).toEqual({ 401: 10 });
    await alreadyCounted(accountCeiling(user.username), ACCOUNT_CEILING, 40);
    const refused = await login(user.username, user.password, { ip: "192.0.2.99" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_attempts");
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect((await login(user.username, user.password, { ip: "198.51.100.34" })).status).toBe(200);
  }, 90_000);

  it("locks an address after 20 guesses, whatever the username, but not other addresses", async () => {
    await awayFromWindowEnd(MAX_GUESSES_PER_ADDRESS);
    const ip = "203.0.113.200";
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(`guess-${counter}-${attempt}`, "wrong-password", { ip })).status).toBe(
        401,
      );
    }
    // Fifteen more usernames' guesses: with the five above, the address's twenty.
    await alreadyCounted(addressCount(ip), MAX_GUESSES_PER_ADDRESS, 15);
    const user = await newUser();
    const refused = await login(user.username, user.password, { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual(refusal(minutesOf(retryAfter)));
    expect((await login(user.username, user.password, { ip: "203.0.113.201" })).status).toBe(200);
  }, 90_000);

  it("writes no guess row for a username once the address is past its limit", async () => {
    await awayFromWindowEnd(MAX_GUESSES_PER_ADDRESS);
    const ip = "203.0.113.210";
    const answers: { status: number }[] = [];
    const spray = async (attempt: number) =>
      answers.push(
        await login(`spray-${counter}-${attempt}-${randomBytes(3).toString("hex")}`, "x", { ip }),
      );
    for (let attempt = 1; attempt <= 5; attempt++) await spray(attempt);
    // Fifteen more usernames' guesses reach the address's limit; the ten after it are refused.
    await alreadyCounted(addressCount(ip), MAX_GUESSES_PER_ADDRESS, 15);
    for (let attempt = 21; attempt <= 30; attempt++) await spray(attempt);
    expect(statuses(answers)).toEqual({ 401: 5, 429: 10 });
    const [rows] = await sql<{ count: number }[]>`
      select count(*)::int as count from password_guess_limits
       where ip_hash = ${hashClientAddress(ip)!}`;
    expect(rows!.count).toBe(5);
  }, 90_000);

  it("does not count right passwords against the address", async () => {
    await awayFromWindowEnd(MAX_GUESSES_PER_ADDRESS);
    const user = await newUser();
    const ip = "203.0.113.202";
    // One short of the address's limit: a right password that counted would use it up.
    await alreadyCounted(addressCount(ip), MAX_GUESSES_PER_ADDRESS, 19);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(user.username, user.password, { ip })).status).toBe(200);
    }
  });

  it("stores keyed hashes of the address, never the address", async () => {
    await login("hash-check-user", "wrong-password", { ip: "192.0.2.77" });
    const rows = await sql<{ ip_hash: string }[]>`
      select ip_hash from password_guess_limits where account = 'hash-check-user'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.ip_hash).not.toBe(hashSessionToken("192.0.2.77"));
    const keys = await sql<{ key: string }[]>`
      select key from rate_limits where key like ${`%${rows[0]!.ip_hash}`}`;
    expect(keys.map(({ key }) => key)).toEqual([`sign-in-address:${rows[0]!.ip_hash}`]);
    const [raw] = await sql<{ count: number }[]>`
      select count(*)::int as count from rate_limits where key like '%192.0.2.77%'`;
    expect(raw!.count).toBe(0);
  });
});

describe("the recovery code printed by npm run admin:create", () => {
  // The script as its user runs it, on the test database.
  function adminCreate(username: string) {
    const run = spawnSync(process.execPath, ["scripts/admin-create.ts", username], {
      env: { ...process.env },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    const password = /with password: (\S+)/.exec(run.stdout)![1]!;
    const code = /Recovery code [^:]*: (\S+)/.exec(run.stdout)![1]!;
    return { password, code };
  }

  it("signs the owner in once from a new address after others spent the account's ceiling", async () => {
    await awayFromWindowEnd(ACCOUNT_CEILING);
    const username = `owner-${process.pid}-${randomBytes(3).toString("hex")}`;
    const { password, code } = adminCreate(username);
    const [stored] = await sql<{ recovery_code_hash: string }[]>`
      select recovery_code_hash from staff_users where username = ${username}`;
    expect(stored!.recovery_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.recovery_code_hash).not.toContain(code);
    // Guesses spread over many addresses spent the ceiling on new addresses (counted for real
    // by the sign-in tests above).
    await alreadyCounted(accountCeiling(username), ACCOUNT_CEILING, ACCOUNT_CEILING.max);
    expect((await login(username, password, { ip: "198.51.100.201" })).status).toBe(429);
    const recovered = await login(username, code, { ip: "198.51.100.201" });
    expect(recovered.status).toBe(200);
    expect(recovered.body.user.username).toBe(username);
    expect((await check(cookieOf(recovered.setCookie))).body.isAuthenticated).toBe(true);
    // Used once: refused from another new address; the address it opened is now the owner's.
    expect((await login(username, code, { ip: "198.51.100.202" })).status).toBe(429);
    expect((await login(username, code, { ip: "198.51.100.201" })).status).toBe(401);
    expect((await login(username, password, { ip: "198.51.100.201" })).status).toBe(200);
  }, 120_000);
});

describe("GET /api/auth/check", () => {
  it("answers the signed-in user", async () => {
    const user = await newUser();
    const cookie = cookieOf((await login(user.username, user.password)).setCookie);
    const { status, body, headers } = await check(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isAuthenticated: true,
      user: { id: user.id, username: user.username, role: "staff" },
    });
    expect(headers.get("cache-control")).toBe("no-store");
  }, 90_000);

  it.each([
    ["no cookie", undefined],
    ["a forged token", `staff_session=${randomBytes(32).toString("base64url")}`],
    ["a malformed token", "staff_session=abc"],
  ])("answers 200 not authenticated for %s, never 401", async (_label, cookie) => {
    const { status, body } = await check(cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ isAuthenticated: false, user: null });
  });

  it("answers not authenticated, and clears the cookie, once the session has expired", async () => {
    const user = await newUser();
    const cookie = cookieOf((await login(user.username, user.password)).setCookie);
    await sql`update staff_sessions set expires_at = now() - interval '1 second' where token_hash = ${hashSessionToken(tokenOf(cookie))}`;
    const { body, setCookie } = await check(cookie);
    expect(body).toEqual({ isAuthenticated: false, user: null });
    expect(setCookie).toMatch(/^staff_session=; Path=\/; Max-Age=0/);
  });

  it("notes the visit in last_seen_at at most once a minute", async () => {
    const user = await newUser();
    const cookie = cookieOf((await login(user.username, user.password)).setCookie);
    const tokenHash = hashSessionToken(tokenOf(cookie));
    const ageAfterCheck = async (secondsAgo: number) => {
      await sql`update staff_sessions set last_seen_at = now() - make_interval(secs => ${secondsAgo})
                 where token_hash = ${tokenHash}`;
      await check(cookie);
      const [row] = await sql<{ age: number }[]>`
        select extract(epoch from now() - last_seen_at)::int as age
          from staff_sessions where token_hash = ${tokenHash}`;
      return row!.age;
    };
    expect(await ageAfterCheck(120)).toBeLessThan(5);
    expect(await ageAfterCheck(30)).toBeGreaterThanOrEqual(30);
  });

  it("answers not authenticated once the account is deactivated", async () => {
    const user = await newUser();
    const cookie = cookieOf((await login(user.username, user.password)).setCookie);
    await sql`update staff_users set is_active = false where id = ${user.id}`;
    expect((await check(cookie)).body).toEqual({ isAuthenticated: false, user: null });
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const user = await newUser();
    const cookie = cookieOf((await login(user.username, user.password)).setCookie);
    const { status, body, setCookie } = await send("/api/auth/logout", { method: "POST", cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(setCookie).toMatch(/^staff_session=; Path=\/; Max-Age=0/);
    expect((await check(cookie)).body.isAuthenticated).toBe(false);
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from staff_sessions where token_hash = ${hashSessionToken(tokenOf(cookie))}`;
    expect(row!.count).toBe(0);
  });

  it("answers success without a session too", async () => {
    const { status, body } = await send("/api/auth/logout", { method: "POST" });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
  });
});

describe("request bodies and addresses", () => {
  const oversized = JSON.stringify({ username: "x", password: "y".repeat(17 * 1024) });
  it.each<[string, Send, number, string]>([
    [
      "malformed JSON",
      { body: "{", headers: { "content-type": "application/json" } },
      400,
      "invalid_json",
    ],
    [
      "an empty body",
      { body: "", headers: { "content-type": "application/json" } },
      400,
      "invalid_json",
    ],
    [
      "a form body",
      {
        body: "username=a&password=b",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      415,
      "unsupported_media_type",
    ],
    ["no content type", { body: '{"username":"a","password":"b"}' }, 415, "unsupported_media_type"],
    [
      "a body over 16 KB",
      { body: oversized, headers: { "content-type": "application/json" } },
      413,
      "payload_too_large",
    ],
    ["missing fields", { json: {} }, 400, "invalid_request"],
    [
      "wrong types",
      { json: { username: 7, password: true, rememberMe: "yes" } },
      400,
      "invalid_request",
    ],
    ["an array", { json: [] }, 400, "invalid_request"],
    [
      "invalid UTF-8",
      {
        body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
        headers: { "content-type": "application/json" },
      },
      400,
      "invalid_encoding",
    ],
  ])("refuses %s with a 4xx in the error shape", async (_label, init, status, code) => {
    const result = await send("/api/auth/login", { method: "POST", ...init });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject(errorShape);
    expect(result.body.error.code).toBe(code);
  });

  it.each([
    ["Send JSON", { body: "x", headers: { "content-type": "text/plain" } }],
    [
      "Request body is too large",
      { body: oversized, headers: { "content-type": "application/json" } },
    ],
  ])("says %s", async (message, init: Send) => {
    expect((await send("/api/auth/login", { method: "POST", ...init })).body.error.message).toBe(
      message,
    );
  });

  it("names each missing field with the spec's messages", async () => {
    const { body } = await send("/api/auth/login", { method: "POST", json: { username: "  " } });
    expect(body.error.fields).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it.each([
    ["GET", "/api/auth/login", 405],
    ["POST", "/api/auth/check", 405],
    ["GET", "/api/auth/nothing-here", 404],
  ])("answers %s %s with %i in the error shape", async (method, path, status) => {
    const result = await send(path, { method });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject(errorShape);
    expect(result.headers.get("cache-control")).toBe("no-store");
  });
});
