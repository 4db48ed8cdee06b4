// What the standalone server refuses before any handler runs, each with a 4xx in the one error
// shape: a path with a malformed percent escape, methods no route has, a GET or HEAD carrying a
// body, and bodies over the limit (Netlify's 6 MB for functions; signed uploads, which Supabase
// Storage takes on Netlify, up to 20 MB).
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../http/errors.ts";
import { withSecurityHeaders } from "../http/security-headers.ts";

/** Netlify Functions take at most 6 MB of request body. */
const FUNCTION_BODY_LIMIT = 6 * 1024 * 1024;
/** Signed uploads of imports and files go up to 20 MB (DESIGN.md); a little room for the form. */
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;
/** The path of signed uploads, the one place bigger bodies are taken. */
const UPLOAD_PATH = "/api/storage/upload/";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const refuse = (status: number, code: string, message: string) =>
  withSecurityHeaders(errorResponse(status, code, message));

const hasBody = (headers: Headers) =>
  Number(headers.get("content-length") ?? 0) > 0 || headers.has("transfer-encoding");

/**
 * Gives the handlers a standard Request: @hono/node-server's own lightweight one (kept out of the
 * process's globals) cannot be copied by `new Request(…)`, which handlers and middleware do.
 */
export const standardRequest: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  const hasBodyToRead = raw.method !== "GET" && raw.method !== "HEAD" && raw.body !== null;
  c.req.raw = new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    signal: raw.signal,
    ...(hasBodyToRead ? { body: raw.body, duplex: "half" } : {}),
  } as RequestInit);
  return next();
};

/** Whether every percent escape of `pathname` decodes (to UTF-8 text). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses a path whose percent escapes do not decode (`/%ff`, `/%`, `/about%ff`): no page or
 * function has such an address, and the redirect rules' matcher would throw on it.
 */
export const decodablePaths: MiddlewareHandler = async (c, next) => {
  if (!decodablePath(new URL(c.req.url).pathname)) {
    return refuse(400, "invalid_request", "The address has a malformed percent escape.");
  }
  return next();
};

/** Refuses TRACE and other methods no route takes (405), and GET or HEAD with a body (400). */
export const knownMethods: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (!METHODS.has(method)) {
    const response = refuse(405, "method_not_allowed", `The method ${method} is not supported.`);
    response.headers.set("allow", [...METHODS].join(", "));
    return response;
  }
  if ((method === "GET" || method === "HEAD") && hasBody(c.req.raw.headers)) {
    return refuse(400, "invalid_request", `A ${method} request cannot carry a body.`);
  }
  return next();
};

const tooLarge = (limit: number) => () => {
  const megabytes = Math.floor(limit / (1024 * 1024));
  const response = refuse(
    413,
    "payload_too_large",
    `Request body is too large (${megabytes} MB at most).`,
  );
  // The rest of the body is not read: the connection cannot carry another request.
  response.headers.set("connection", "close");
  return response;
};

/** Refuses a body over the limit of its address with 413, counting what arrives. */
export const bodyLimits: MiddlewareHandler = (c, next) => {
  const limit = c.req.path.startsWith(UPLOAD_PATH) ? UPLOAD_BODY_LIMIT : FUNCTION_BODY_LIMIT;
  return bodyLimit({ maxSize: limit, onError: tooLarge(limit) })(c, next);
};
