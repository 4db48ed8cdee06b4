// The guard on administrative calls (session, role, origin) and the account calls behind it.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const SITE = "http://localhost:8888";

interface Send {
  method?: string;
  json?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

async function send(path: string, { method = "GET", json, cookie, headers }: Send = {}) {
  const all = new Headers({ origin: SITE, ...headers });
  if (json !== undefined) all.set("content-type", "application/json");
  if (cookie) all.set("cookie", cookie);
  const body = json !== undefined ? JSON.stringify(json) : null;
  const response = await auth(
    new Request(`${SITE}${path}`, { method, headers: all, body }),
    fakeContext({}, "198.51.100.50"),
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

let counter = 0;
const uniqueName = () => `guard-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}`;
const newPassword = () => `pass-${randomBytes(8).toString("hex")}`;

/** A new account, signed in: its user, password and session cookie. */
async function signedIn(role: "admin" | "staff") {
  const username = uniqueName();
  const password = newPassword();
  const user = (await createStaffUser(sql, { username, password, role }))!;
  return { user, password, cookie: await signIn(username, password) };
}

async function signIn(username: string, password: string): Promise<string> {
  const request = new Request(`${SITE}/api/auth/login`, {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const response = await auth(request, fakeContext({}, "198.51.100.51"));
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

const isSignedIn = async (cookie: string) =>
  (await send("/api/auth/check", { cookie })).body.isAuthenticated as boolean;

let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn("admin");
  staff = await signedIn("staff");
});

const validRegistration = () => ({ username: uniqueName(), password: newPassword() });

describe("the guard", () => {
  const calls: [string, string, (() => unknown) | undefined][] = [
    ["POST", "/api/auth/register", validRegistration],
    [
      "POST",
      "/api/auth/change-password",
      () => ({ currentPassword: "x", newPassword: newPassword() }),
    ],
    ["PUT", "/api/auth/profile", () => ({ displayName: "X" })],
    ["GET", "/api/auth/users", undefined],
    ["PUT", "/api/auth/users/1", () => ({ isActive: true })],
  ];

  it.each(calls)("refuses %s %s without a session with 401", async (method, path, json) => {
    const { status, body } = await send(path, { method, json: json?.() });
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: "unauthenticated", message: "Please sign in to continue." },
    });
  });

  it.each(calls.filter(([method]) => method !== "GET"))(
    "refuses %s %s from another site with 403",
    async (method, path, json) => {
      const { status, body } = await send(path, {
        method,
        json: json?.(),
        cookie: admin.cookie,
        headers: { origin: "https://evil.example" },
      });
      expect(status).toBe(403);
      expect(body).toEqual({
        error: {
          code: "forbidden_origin",
          message: "This request came from another site and was refused.",
        },
      });
    },
  );

  it.each([
    ["POST", "/api/auth/login"],
    ["POST", "/api/auth/logout"],
  ])("refuses %s %s from another site with 403 as well", async (method, path) => {
    const { status } = await send(path, { method, json: {}, headers: { origin: "null" } });
    expect(status).toBe(403);
  });

  it.each<[string, Record<string, string>, number]>([
    ["no Origin and no Referer", { origin: "" }, 403],
    ["a Referer from another site", { origin: "", referer: "https://evil.example/admin" }, 403],
    ["a malformed Referer", { origin: "", referer: "not a url" }, 403],
    ["a Referer from the site", { origin: "", referer: `${SITE}/admin/user` }, 201],
    ["an Origin on another port", { origin: "http://localhost:9999" }, 403],
  ])("with %s answers %i", async (_label, headers, status) => {
    const all = Object.fromEntries(Object.entries(headers).filter(([, value]) => value));
    const request = new Request(`${SITE}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie, ...all },
      body: JSON.stringify(validRegistration()),
    });
    expect((await auth(request, fakeContext())).status).toBe(status);
  });

  it.each([
    ["POST", "/api/auth/register", validRegistration],
    ["GET", "/api/auth/users", undefined],
    ["PUT", "/api/auth/users/1", () => ({ isActive: true })],
  ])("refuses %s %s to the staff role with 403", async (method, path, json) => {
    const { status, body } = await send(path, { method, json: json?.(), cookie: staff.cookie });
    expect(status).toBe(403);
    expect(body).toEqual({
      error: { code: "forbidden", message: "Only an administrator can do this." },
    });
  });
});

describe("POST /api/auth/register", () => {
  it("lets an admin create a staff account that can then sign in", async () => {
    const input = {
      username: uniqueName().toUpperCase(),
      password: newPassword(),
      displayName: "New Person",
      email: "new@example.in",
    };
    const { status, body } = await send("/api/auth/register", {
      method: "POST",
      json: input,
      cookie: admin.cookie,
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      user: {
        id: expect.any(Number),
        username: input.username.toLowerCase(),
        displayName: "New Person",
        email: "new@example.in",
        role: "staff",
        isActive: true,
        lastLoginAt: null,
      },
    });
    await signIn(input.username, input.password);
  });

  it("refuses a taken username, whatever its case, with 409", async () => {
    const { status, body } = await send("/api/auth/register", {
      method: "POST",
      json: { username: staff.user.username.toUpperCase(), password: newPassword() },
      cookie: admin.cookie,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { code: "username_taken", message: "That username is already taken" },
    });
  });

  it.each([
    [
      { username: "ab", password: "long-enough-1" },
      "username",
      "Username must be 3 to 40 characters",
    ],
    [
      { username: "has space", password: "long-enough-1" },
      "username",
      "Username may contain only letters, digits, dots, underscores and hyphens",
    ],
    [
      { username: "okname", password: "short" },
      "password",
      "Password must be at least 10 characters",
    ],
    [
      { username: "okname", password: "long-enough-1", email: "not-an-email" },
      "email",
      "Enter a valid email address",
    ],
    [
      { username: "okname", password: "long-enough-1", role: "owner" },
      "role",
      "Role must be admin or staff",
    ],
    [{ username: 12345, password: ["x"] }, "username", "Username is required"],
    // Empty is "required", not a length rule; a blank username is empty once trimmed.
    [{ username: "   ", password: "long-enough-1" }, "username", "Username is required"],
    [{ username: "okname", password: "" }, "password", "Password is required"],
  ])("refuses %j with 400 naming the field", async (json, field, message) => {
    const { status, body } = await send("/api/auth/register", {
      method: "POST",
      json,
      cookie: admin.cookie,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields[field]).toBe(message);
  });
});

describe("POST /api/auth/change-password", () => {
  it("changes the password and ends the user's other sessions, not this one", async () => {
    const { user, password, cookie } = await signedIn("staff");
    const otherDevice = await signIn(user.username, password);
    const next = newPassword();
    const { status, body } = await send("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: password, newPassword: next },
      cookie,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    await signIn(user.username, next);
  });

  it.each([
    [
      (password: string) => ({ currentPassword: `${password}x`, newPassword: newPassword() }),
      "currentPassword",
      "Current password is incorrect",
    ],
    [
      (password: string) => ({ currentPassword: password, newPassword: password }),
      "newPassword",
      "New password must be different from the current password",
    ],
    [
      (password: string) => ({ currentPassword: password, newPassword: "short" }),
      "newPassword",
      "New password must be at least 10 characters",
    ],
    [() => ({}), "currentPassword", "Current password is required"],
    [
      (password: string) => ({ currentPassword: password, newPassword: "" }),
      "newPassword",
      "New password is required",
    ],
  ])("refuses a bad change with 400 naming the field (%#)", async (makeBody, field, message) => {
    const { password, cookie } = await signedIn("staff");
    const { status, body } = await send("/api/auth/change-password", {
      method: "POST",
      json: makeBody(password),
      cookie,
    });
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("checks at most 5 current passwords of a burst of 20, then refuses the right one until the wait passes", async () => {
    const { user, password, cookie } = await signedIn("staff");
    const change = (currentPassword: string) =>
      send("/api/auth/change-password", {
        method: "POST",
        json: { currentPassword, newPassword: newPassword() },
        cookie,
      });
    const burst = await Promise.all(Array.from({ length: 20 }, () => change("wrong-password")));
    // A 400 is a checked password; every answer beyond the limit is a 429.
    expect(burst.filter(({ status }) => status === 400)).toHaveLength(5);
    expect(burst.filter(({ status }) => status === 429)).toHaveLength(15);
    const refused = await change(password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: "too_many_attempts",
        message: "Too many password attempts. Please wait 1 minute and try again.",
      },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await isSignedIn(cookie)).toBe(true);
    // The lockout's time passing:
    await sql`update password_guess_limits set locked_until = now() - interval '1 second'
               where purpose = 'change-password' and account = ${user.username}`;
    expect((await change(password)).status).toBe(200);
  });
});

describe("PUT /api/auth/profile", () => {
  it("updates the given fields only, and clears one sent empty", async () => {
    const { cookie } = await signedIn("staff");
    const first = await send("/api/auth/profile", {
      method: "PUT",
      json: { displayName: " Asha Rao ", email: "asha@example.in" },
      cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      user: { displayName: "Asha Rao", email: "asha@example.in" },
    });
    const second = await send("/api/auth/profile", { method: "PUT", json: { email: "" }, cookie });
    expect(second.body.user).toMatchObject({ displayName: "Asha Rao", email: null });
    expect((await send("/api/auth/check", { cookie })).body.user).toMatchObject({
      displayName: "Asha Rao",
      email: null,
    });
  });

  it("refuses an invalid e-mail with 400", async () => {
    const { body, status } = await send("/api/auth/profile", {
      method: "PUT",
      json: { email: "asha@" },
      cookie: staff.cookie,
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ email: "Enter a valid email address" });
  });
});

describe("staff management", () => {
  it("lists the accounts without password hashes", async () => {
    const { status, body } = await send("/api/auth/users", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.users.map((user: { username: string }) => user.username)).toEqual(
      expect.arrayContaining([admin.user.username, staff.user.username]),
    );
    expect(Object.keys(body.users[0]).sort()).toEqual([
      "displayName",
      "email",
      "id",
      "isActive",
      "lastLoginAt",
      "role",
      "username",
    ]);
    expect(JSON.stringify(body)).not.toContain("scrypt$");
  });

  it("deactivates an account, ending its sessions, and reactivates it", async () => {
    const target = await signedIn("staff");
    const path = `/api/auth/users/${target.user.id}`;
    const off = await send(path, {
      method: "PUT",
      json: { isActive: false },
      cookie: admin.cookie,
    });
    expect(off.body).toMatchObject({
      success: true,
      user: { id: target.user.id, isActive: false },
    });
    expect(await isSignedIn(target.cookie)).toBe(false);
    const on = await send(path, {
      method: "PUT",
      json: { isActive: true, role: "admin" },
      cookie: admin.cookie,
    });
    expect(on.body.user).toMatchObject({ isActive: true, role: "admin" });
    expect(await isSignedIn(target.cookie)).toBe(false);
    await signIn(target.user.username, target.password);
  });

  it.each([
    [{ isActive: false }, 400, "own_account"],
    [{ role: "staff" }, 400, "own_account"],
    [{ isActive: true, role: "admin" }, 200, undefined],
  ])("lets an admin change %j on their own account: %i", async (json, status, code) => {
    const { status: got, body } = await send(`/api/auth/users/${admin.user.id}`, {
      method: "PUT",
      json,
      cookie: admin.cookie,
    });
    expect(got).toBe(status);
    if (code)
      expect(body).toEqual({
        error: { code, message: "You cannot deactivate or demote your own account." },
      });
  });

  it.each([
    ["/api/auth/users/999999999", { isActive: true }, 404],
    ["/api/auth/users/abc", { isActive: true }, 404],
    ["/api/auth/users/1", { isActive: "no" }, 400],
  ])("answers PUT %s %j with %i in the error shape", async (path, json, status) => {
    const result = await send(path, { method: "PUT", json, cookie: admin.cookie });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject(errorShape);
  });
});
