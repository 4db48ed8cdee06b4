// Signed-in staff for API tests: an account made directly in the database, signed in through
// POST /api/auth/login, and requests that carry its cookie and the site's Origin.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import { createStaffUser, type StaffUser } from "../../src/server/auth/staff-users.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { fakeContext } from "./api.ts";

/** The site's origin in tests (tests/api/setup-env.ts pins SITE_URL to it). */
export const SITE = "http://localhost:8888";

type Handler = (req: Request, context: ReturnType<typeof fakeContext>) => Promise<Response>;

/** A new staff account of `role`, signed in: the user and its session cookie ("name=value"). */
export async function signedInStaff(
  sql: Sql,
  role: "admin" | "staff" = "staff",
): Promise<{ user: StaffUser; cookie: string }> {
  const username = `staff-${process.pid}-${randomBytes(4).toString("hex")}`;
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

/** What `send` may carry: a session cookie, an Origin (the site's unless given), a form or JSON. */
export interface SendOptions {
  method?: string;
  cookie?: string | undefined;
  origin?: string | null;
  form?: FormData;
  json?: unknown;
}

/** Sends a request through `handler` and answers its status, headers and parsed JSON body. */
export async function send(
  handler: Handler,
  path: string,
  { method = "GET", cookie, origin = SITE, form, json }: SendOptions = {},
) {
  const headers = new Headers();
  if (origin) headers.set("origin", origin);
  if (cookie) headers.set("cookie", cookie);
  if (json !== undefined) headers.set("content-type", "application/json");
  const payload = json !== undefined ? JSON.stringify(json) : (form ?? null);
  const response = await handler(
    new Request(`${SITE}${path}`, { method, headers, body: payload }),
    fakeContext(),
  );
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body };
}

/** A FormData of text fields (undefined ones left out) and files. */
export function formOf(
  fields: Record<string, string | undefined>,
  files: Record<string, { bytes: Uint8Array | string; name: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.set(key, new Blob([file.bytes as BlobPart], { type: file.type ?? "" }), file.name);
  }
  return form;
}

/** A tiny valid PNG (1×1). */
export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** A tiny PDF (its signature is what the checks look at). */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
