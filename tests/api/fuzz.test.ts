// Drives every /api endpoint, read from the code (tests/support/endpoints.ts), with malformed input:
// hostile path parameters and query strings, missing, extra and wrong-typed fields, hostile text,
// lying files, malformed and oversized bodies, wrong content types. Every answer must be a 2xx or
// a 4xx in the one error shape (or a redirect to a page of the site), never a 5xx, a stack trace
// or SQL text, and carry the functions' security headers
// (src/server/http/security-headers.ts).
// Guarded endpoints run twice: without a session, and signed in as an admin from the site itself,
// so the cases reach validation and the database. A private database takes the writes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../../src/server/auth/sessions.ts";
import { config } from "../../src/server/config.ts";
import { log } from "../../src/server/log/logger.ts";
import { createStaffUser, type StaffUser } from "../../src/server/auth/staff-users.ts";
import { fakeContext } from "../support/api.ts";
import { apiEndpoints, type Endpoint } from "../support/endpoints.ts";
import { fuzzCases, type FuzzCase, type Probe } from "../support/fuzz-cases.ts";
import { knownFieldNames } from "../support/fuzz-inputs.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { SITE } from "../support/staff.ts";
import { fileFolder } from "../support/temp-folder.ts";

// Mail and stored files of this file go to a folder of its own.
process.env.DATA_DIR = fileFolder("api-fuzz");
const db = usePrivateDatabase({ demoData: true });
const endpoints = await apiEndpoints();
const fieldNames = await knownFieldNames();

let admin: StaffUser;
let cookie = "";
const signIn = async () => {
  const { token } = await createSession(db(), admin.id, { rememberMe: false });
  cookie = `staff_session=${token}`;
};
beforeAll(async () => {
  const username = `fuzz-admin-${process.pid}`;
  const password = `pw-${Date.now()}-secret`;
  admin = (await createStaffUser(db(), { username, password, role: "admin" }))!;
  await signIn();
});

// Whatever a handler logs as an error (the server's logger, or console.error) is an error it did
// not expect.
const logged: unknown[][] = [];
const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
  logged.push(args);
});
const logError = vi.spyOn(log(), "error").mockImplementation(((...args: unknown[]) => {
  logged.push(args);
}) as never);
afterAll(() => {
  consoleError.mockRestore();
  logError.mockRestore();
});

const STACK_TRACE = /\n\s+at \S|\.(ts|mts|js|mjs):\d+:\d+|node_modules|node:internal/;
const SQL_TEXT =
  /syntax error|relation "|column "|violates|duplicate key|SQLSTATE|postgres|\bselect\b.+\bfrom\b|insert into|\bupdate\b.+\bset\b/i;

function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== "object" || Object.keys(body).join() !== "error") return false;
  const error = (body as { error: Record<string, unknown> }).error;
  const keys = Object.keys(error).sort().join();
  if (keys !== "code,message" && keys !== "code,fields,message") return false;
  if (typeof error.code !== "string" || typeof error.message !== "string") return false;
  const fields = error.fields ?? {};
  return typeof fields === "object" && Object.values(fields).every((v) => typeof v === "string");
}

// A redirect (/{id} to a product's page, /{categoryName} to its listing) may only lead to a page
// of the site itself: never elsewhere, whatever the input (no open redirect).
function redirectProblem(location: string | null): string | null {
  const site = new URL(config().SITE_URL).origin;
  if (location && URL.canParse(location) && new URL(location).origin === site) return null;
  return `a redirect to ${location}`;
}

/** What is wrong with an answer, or null when it is one of the allowed answers. */
function problemWith({ status, headers, text }: Answer): string | null {
  if (status >= 500) return `status ${status}`;
  if (headers.get("x-content-type-options") !== "nosniff") return "no nosniff header";
  if (!headers.get("content-security-policy")?.includes("default-src 'none'")) return "no CSP";
  if (status >= 300 && status < 400) return redirectProblem(headers.get("location"));
  if (status < 200) return `status ${status}`;
  if (STACK_TRACE.test(text)) return "a stack trace";
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "an error that is not JSON";
  }
  if (!isErrorShape(body)) return "an error not in the one shape";
  return SQL_TEXT.test(text) ? "SQL text" : null;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

let sent = 0;
async function send(endpoint: Endpoint, fuzz: FuzzCase, signedIn: boolean): Promise<Answer> {
  const headers = new Headers({ origin: SITE, ...fuzz.headers });
  if (signedIn) headers.set("cookie", cookie);
  const request = new Request(`${SITE}${fuzz.path}`, {
    method: fuzz.method,
    headers,
    body: fuzz.body ?? null,
  });
  sent += 1;
  const ip = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const response = await endpoint.handler(request, fakeContext({}, ip));
  const text = await response.text();
  // A sign-in or sign-out case replaced or ended the session: take a new one.
  if (signedIn && response.headers.has("set-cookie")) await signIn();
  return { status: response.status, headers: response.headers, text };
}

const title = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.pattern}`;
const modes = (endpoint: Endpoint) => (endpoint.guard ? ["without a session", "signed in"] : [""]);

describe.each(endpoints.map((endpoint) => [title(endpoint), endpoint] as const))(
  "%s",
  (_title, endpoint) => {
    it.each(modes(endpoint))(
      "answers malformed input with a 2xx or a 4xx in the error shape %s",
      async (mode) => {
        const signedIn = mode === "signed in";
        const probe: Probe = (fuzz) => send(endpoint, fuzz, signedIn);
        const cases = await fuzzCases(endpoint, fieldNames, probe);
        const problems: string[] = [];
        for (const fuzz of cases) {
          logged.length = 0;
          const answer = await send(endpoint, fuzz, signedIn);
          const problem = problemWith(answer) ?? (logged.length ? "an error logged" : null);
          const got = `${answer.status} ${answer.text.slice(0, 160)}`;
          if (problem) problems.push(`${fuzz.label}: ${problem} (${got})`);
        }
        expect(problems).toEqual([]);
      },
    );
  },
);

describe("the fuzzing", () => {
  it("covers every function and sent at least 2,000 cases", () => {
    const functions = new Set(endpoints.map((endpoint) => endpoint.functionName));
    expect(functions.size).toBeGreaterThanOrEqual(15);
    expect(sent).toBeGreaterThanOrEqual(2000);
    console.info(`The fuzzing sent ${sent} requests to ${endpoints.length} endpoints.`);
  });
});
