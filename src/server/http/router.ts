// Routes one Netlify Function's requests by path and method. A function serves one resource
// (e.g. /api/products and everything under it); the patterns here pick the handler.
import type { Context } from "@netlify/functions";
import { errorResponse, responseForError } from "./errors.ts";
import { NUL_MESSAGE } from "./nul-text.ts";
import { publicReadCache } from "./read-cache.ts";
import { withSecurityHeaders } from "./security-headers.ts";
import { currentRequestId, inRequest, log } from "../log/logger.ts";
import { loggedPath, REQUEST_ID_HEADER } from "../log/request-log.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A handler with the path parameters its pattern captured (decoded). */
export type RouteHandler = (
  req: Request,
  params: Record<string, string>,
  context: Context,
) => Promise<Response>;

/** A path pattern like "/api/products/slug/:slug" (a last "/*" takes the rest) and its handlers. */
export interface RouteDefinition {
  pattern: string;
  methods: Partial<Record<Method, RouteHandler>>;
}

// A last segment "*" takes the rest of the path (one segment or more) as the parameter "*".
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  const rest = want.at(-1) === "*";
  if (rest ? have.length < want.length : want.length !== have.length) return null;
  const params: Record<string, string> = {};
  try {
    for (const [i, segment] of want.entries()) {
      const actual = have[i]!;
      if (segment === "*") params["*"] = have.slice(i).map(decodeURIComponent).join("/");
      else if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(actual);
      else if (segment !== actual) return null;
    }
  } catch {
    return null; // a malformed %-escape: no route has that address
  }
  return params;
}

// `netlify dev` answers a function's 403 or 404 by retrying the path with .html, .htm, /index.html
// and /index.htm appended (as it does for static files) and sends the last answer, which would turn
// "This download link has expired" into "No such address.". Reading those paths as the original
// keeps the answer. Production calls the function once; there no /api path ends so.
const DEV_RETRY_SUFFIX = /(\.html?|\/index\.html?)$/;

// Postgres text cannot hold NUL (see nul-text.ts): the first path parameter or query value (or
// name) that carries one, or undefined.
function nulField(params: Record<string, string>, url: string): string | undefined {
  const pairs = [...Object.entries(params), ...new URL(url).searchParams];
  return pairs.find((pair) => pair.some((text) => text.includes("\u0000")))?.[0];
}

// A write empties this instance's read cache, so its next read shows the change at once; only a
// request refused (4xx) wrote nothing for sure: a 5xx may come after a commit.
async function write(call: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    response = responseForError(error);
  }
  if (response.status < 400 || response.status >= 500) publicReadCache.clear();
  return response;
}

// On Netlify: the function's line per request, as the standalone server writes it (without the
// bytes, which Netlify counts itself), and the id Netlify gave the request sent back.
async function loggedRequest(req: Request, answer: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const response = withSecurityHeaders(await answer());
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const entry = {
    method: req.method,
    path: loggedPath(req.url),
    status: response.status,
    durationMs,
  };
  log()[response.status >= 500 ? "error" : "info"](entry, "request");
  const requestId = currentRequestId();
  if (!requestId) return response;
  // A redirect's headers cannot change: the same answer with headers of its own.
  const answered = new Response(response.body, response);
  answered.headers.set(REQUEST_ID_HEADER, requestId);
  return answered;
}

/** A Netlify Function made by `router`; `routes` lists what it serves (the tests enumerate them). */
export type Router = ((req: Request, context: Context) => Promise<Response>) & {
  readonly routes: readonly RouteDefinition[];
};

/**
 * The Netlify Function for a set of routes: the first pattern that matches the path wins (list
 * fixed paths such as /featured before /:id); 404 when none matches, 405 when the method does not.
 * Every answer carries the security headers (security-headers.ts). Public GET answers go through
 * the instance's read cache (read-cache.ts), which every other request that may have written
 * empties.
 */
export function router(routes: RouteDefinition[]): Router {
  const route = async (req: Request, context: Context): Promise<Response> => {
    const pathname = new URL(req.url).pathname.replace(DEV_RETRY_SUFFIX, "");
    for (const { pattern, methods } of routes) {
      const params = match(pattern, pathname);
      if (!params) continue;
      const method = (req.method === "HEAD" ? "GET" : req.method) as Method;
      const handler = methods[method];
      if (!handler) {
        const allowed = Object.keys(methods).join(", ");
        const response = errorResponse(
          405,
          "method_not_allowed",
          `Use ${allowed} for this address.`,
        );
        response.headers.set("allow", allowed);
        return response;
      }
      const nul = nulField(params, req.url);
      if (nul !== undefined) {
        return errorResponse(400, "invalid_request", NUL_MESSAGE, { [nul || "_"]: NUL_MESSAGE });
      }
      if (method !== "GET") return write(() => handler(req, params, context));
      try {
        const response = await publicReadCache.answer(req, () => handler(req, params, context));
        return req.method === "HEAD" ? new Response(null, response) : response;
      } catch (error) {
        return responseForError(error);
      }
    }
    return errorResponse(404, "not_found", "No such address.");
  };
  const handle = async (req: Request, context: Context) => {
    // Under npm start the server's request log already scopes and logs the request.
    if (currentRequestId() !== undefined) return withSecurityHeaders(await route(req, context));
    return inRequest({ requestId: context.requestId }, () =>
      loggedRequest(req, () => route(req, context)),
    );
  };
  return Object.assign(handle, { routes });
}
