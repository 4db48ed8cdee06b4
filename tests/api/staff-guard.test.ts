// Every administrative endpoint and method, enumerated from the code (routes wrapped in staffOnly
// or adminOnly), refuses a request without a valid session with 401 and a state-changing call
// from another site with 403, before it reads a body or touches a row.
// This file runs as the production site does, on https, where the cookie is __Host- and Secure.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createSession, hashSessionToken } from "../../src/server/auth/sessions.ts";
import { createStaffUser, type StaffUser } from "../../src/server/auth/staff-users.ts";
import { config } from "../../src/server/config.ts";
import { fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { apiEndpoints, pathOf, type Endpoint } from "../support/endpoints.ts";

const SITE = "https://www.example.test";
// Read once per process, and nothing has read it yet: the handlers of this file see https.
process.env.SITE_URL = SITE;
const COOKIE = "__Host-staff_session";

const sql = testSql();
const everyEndpoint = await apiEndpoints();
const endpoints = everyEndpoint.filter(({ guard }) => guard !== undefined);
const writes = endpoints.filter(({ method }) => method !== "GET");
const label = ({ method, pattern }: Endpoint) => `${method} ${pattern}`;

// The state-changing calls open to visitors, on purpose. Any other write must be guarded: one added
// without staffOnly or adminOnly fails here until it is guarded or listed.
const PUBLIC_WRITES = [
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/contact",
  "POST /api/contact/enhanced-submit",
  "POST /api/contact-form",
  "POST /api/drivers/download-request",
  "POST /api/job-applications",
  "POST /api/quotes",
  // Consent and tracking: the visitor's own records, gated by their consent cookie and origin.
  "POST /api/cookie-acceptance",
  "POST /api/tracking/interaction",
  "POST /api/tracking/send-summary",
  "DELETE /api/tracking/clear",
  // Netlify's deploy notification: no session, its JWS signature is checked (publishing.test.ts).
  "POST /api/publish/deploy-notification",
  // The search report's count: words only, origin-checked and rate-limited (search-report.test.ts).
  "POST /api/search-report",
  // Browsers' Content-Security-Policy reports: size- and rate-limited (csp-report.test.ts).
  "POST /api/csp-report",
];

const unauthenticated = {
  error: { code: "unauthenticated", message: "Please sign in to continue." },
};
const forbiddenOrigin = {
  error: {
    code: "forbidden_origin",
    message: "This request came from another site and was refused.",
  },
};

async function send(endpoint: Endpoint, cookie: string | null, origin = SITE) {
  const headers = new Headers({ origin });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${SITE}${pathOf(endpoint.pattern, "1")}`, {
    method: endpoint.method,
    headers,
  });
  const response = await endpoint.handler(request, fakeContext());
  return { status: response.status, body: await response.json() };
}

let admin: StaffUser;
let password: string;
let validCookie = "";
let expiredCookie = "";
beforeAll(async () => {
  expect(config().SITE_URL).toBe(SITE);
  password = `pass-${randomBytes(8).toString("hex")}`;
  const username = `guard-${process.pid}-${randomBytes(4).toString("hex")}`;
  admin = (await createStaffUser(sql, { username, password, role: "admin" }))!;
  validCookie = `${COOKIE}=${(await createSession(sql, admin.id, { rememberMe: false })).token}`;
  const expired = await createSession(sql, admin.id, { rememberMe: false });
  await sql`update staff_sessions set expires_at = now() - interval '1 second'
             where token_hash = ${hashSessionToken(expired.token)}`;
  expiredCookie = `${COOKIE}=${expired.token}`;
});

describe("the administrative endpoints, read from the code", () => {
  it("include the catalogue writes, the admin reads and the account calls", () => {
    expect(endpoints.map(label)).toEqual(
      expect.arrayContaining([
        "POST /api/products",
        "PUT /api/products/:id",
        "DELETE /api/brands/:id",
        "GET /api/admin/dashboard",
        "GET /api/auth/users",
        "POST /api/auth/register",
      ]),
    );
    expect(endpoints.map(label)).not.toContain("GET /api/products");
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
  });

  it("leave no state-changing call unguarded but the public ones", () => {
    const unguarded = everyEndpoint.filter(({ method, guard }) => method !== "GET" && !guard);
    expect(unguarded.map(label).sort()).toEqual([...PUBLIC_WRITES].sort());
  });

  it("guard every address under /api/admin", () => {
    const admin = everyEndpoint.filter(({ pattern }) => pattern.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.filter(({ guard }) => !guard).map(label)).toEqual([]);
  });
});

describe.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
  "%s",
  (_label, endpoint) => {
    it.each<[string, () => string | null]>([
      ["without a session", () => null],
      ["with a forged token", () => `${COOKIE}=${randomBytes(32).toString("base64url")}`],
      ["with a token that is not one of ours", () => `${COOKIE}=${"x".repeat(43)}' or '1'='1`],
      ["with a valid token under the http cookie name", () => validCookie.replace(COOKIE, "x")],
      ["with an expired session", () => expiredCookie],
    ])("answers 401 %s", async (_case, cookie) => {
      const { status, body } = await send(endpoint, cookie());
      expect(status).toBe(401);
      expect(body).toEqual(unauthenticated);
    });
  },
);

describe.each(writes.map((endpoint) => [label(endpoint), endpoint] as const))(
  "%s",
  (_label, endpoint) => {
    it.each(["https://evil.example", "http://www.example.test", "null"])(
      "answers 403 to a signed-in call from %s",
      async (origin) => {
        const { status, body } = await send(endpoint, validCookie, origin);
        expect(status).toBe(403);
        expect(body).toEqual(forbiddenOrigin);
      },
    );
  },
);

describe("the session cookie on https", () => {
  const signIn = () =>
    auth(
      new Request(`${SITE}/api/auth/login`, {
        method: "POST",
        headers: { origin: SITE, "content-type": "application/json" },
        body: JSON.stringify({ username: admin.username, password, rememberMe: true }),
      }),
      fakeContext({}, "198.51.100.90"),
    );

  it("is __Host-, HttpOnly, Secure and SameSite=Lax, and opens the admin reads", async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );
    const dashboard = endpoints.find((endpoint) => label(endpoint) === "GET /api/admin/dashboard")!;
    expect((await send(dashboard, setCookie.split(";")[0]!)).status).toBe(200);
  });

  it("is cleared with the same attributes at sign-out", async () => {
    const cookie = (await signIn()).headers.getSetCookie()[0]!.split(";")[0]!;
    const response = await auth(
      new Request(`${SITE}/api/auth/logout`, {
        method: "POST",
        headers: { origin: SITE, cookie },
      }),
      fakeContext(),
    );
    expect(response.headers.getSetCookie()[0]).toBe(
      "__Host-staff_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
  });
});
