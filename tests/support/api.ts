// Calls a Netlify Function handler the way the runtime does: a real Request in, a Response out.
import { expect } from "vitest";
import type { Context } from "@netlify/functions";

type Handler = (req: Request, context: Context) => Promise<Response>;

/** A minimal runtime context; handlers read params, ip and geo from it. */
export function fakeContext(params: Record<string, string> = {}, ip = "203.0.113.7"): Context {
  return {
    params,
    ip,
    geo: {},
    requestId: "test",
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
  } as unknown as Context;
}

/** Sends `init` to `path` through `handler` and returns the status and parsed JSON body. */
export async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { params?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const { params, ...requestInit } = init;
  const response = await handler(
    new Request(`http://localhost:8888${path}`, requestInit),
    fakeContext(params),
  );
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

/** The one error shape every failing answer must have. */
export const errorShape = {
  error: { code: expectString(), message: expectString() },
};

function expectString() {
  return expect.any(String);
}
