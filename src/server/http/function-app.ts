// One Netlify Function as a Hono app. A function serves one resource (e.g. /api/products and
// everything under it) from a table of routes; every answer passes the same middleware: the
// request's log line and id on Netlify, the security headers, a 404 for an address that cannot be
// decoded, the NUL guard on path and query, the read cache for public reads, and the cache emptied
// by every write.
import type { Context as NetlifyContext } from "@netlify/functions";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { errorResponse, responseForError } from "./errors.ts";
import { nulGuard } from "./nul-text.ts";
import { cachedRead, clearedByWrite } from "./read-cache.ts";
import { securityHeaders } from "./security-headers.ts";
import { functionRequestLog } from "../log/request-log.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A handler with the path parameters its pattern captured (decoded). */
export type RouteHandler = (
  req: Request,
  params: Record<string, string>,
  context: NetlifyContext,
) => Promise<Response>;

/** A path pattern like "/api/products/slug/:slug" (a last "/*" takes the rest) and its handlers. */
export interface RouteDefinition {
  pattern: string;
  methods: Partial<Record<Method, RouteHandler>>;
}

/** What a function's Hono app is given besides the request: Netlify's context. */
interface FunctionEnv {
  Bindings: { context: NetlifyContext };
}

/** A Netlify Function made by `functionApp`; `routes` lists what it serves (the tests enumerate them). */
export type FunctionApp = ((req: Request, context: NetlifyContext) => Promise<Response>) & {
  readonly routes: readonly RouteDefinition[];
};

// A last segment "*" takes the rest of the path, one segment or more, as the parameter "*".
const REST = "rest";
const honoPattern = (pattern: string) => pattern.replace(/\/\*$/, `/:${REST}{.+}`);

function paramsOf(c: Context<FunctionEnv>): Record<string, string> {
  const { [REST]: rest, ...params } = c.req.param() as Record<string, string>;
  return rest === undefined ? params : { ...params, "*": rest };
}

// `netlify dev` answers a function's 403 or 404 by retrying the path with .html, .htm, /index.html
// and /index.htm appended (as it does for static files) and sends the last answer, which would turn
// "This download link has expired" into "No such address.". Reading those paths as the original
// keeps the answer. Production calls the function once; there no /api path ends so.
const DEV_RETRY_SUFFIX = /(\.html?|\/index\.html?)$/;

// The path routes are matched against, still encoded (parameters are decoded one by one), without
// the suffix above or trailing slashes.
function routedPath(req: Request): string {
  const pathname = new URL(req.url).pathname.replace(DEV_RETRY_SUFFIX, "");
  return pathname.replace(/(.)\/+$/, "$1");
}

const notFound = () => errorResponse(404, "not_found", "No such address.");

// An address with a malformed %-escape names no route.
const decodablePath: MiddlewareHandler<FunctionEnv> = async (c, next) => {
  try {
    decodeURIComponent(c.req.path);
  } catch {
    return notFound();
  }
  return next();
};

function methodNotAllowed(allowed: string): MiddlewareHandler<FunctionEnv> {
  return async () => {
    const response = errorResponse(405, "method_not_allowed", `Use ${allowed} for this address.`);
    response.headers.set("allow", allowed);
    return response;
  };
}

/**
 * The Netlify Function for a set of routes: the first pattern that matches the path wins (list
 * fixed paths such as /featured before /:id); 404 when none matches, 405 when the method does not.
 * HEAD is answered as GET without a body.
 */
export function functionApp(routes: RouteDefinition[]): FunctionApp {
  const app = new Hono<FunctionEnv>({ getPath: routedPath });
  app.use(functionRequestLog, securityHeaders, decodablePath);
  for (const { pattern, methods } of routes) {
    const path = honoPattern(pattern);
    for (const [method, handler] of Object.entries(methods)) {
      const call = (c: Context<FunctionEnv>) => handler(c.req.raw, paramsOf(c), c.env.context);
      const duty = method === "GET" ? cachedRead : clearedByWrite;
      app.on(method, path, nulGuard(paramsOf), duty, call);
    }
    app.all(path, methodNotAllowed(Object.keys(methods).join(", ")));
  }
  app.notFound(notFound);
  app.onError((error) => responseForError(error));
  const handle = async (req: Request, context: NetlifyContext) => app.fetch(req, { context });
  return Object.assign(handle, { routes });
}
