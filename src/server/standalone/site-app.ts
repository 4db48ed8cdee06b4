// The standalone server's answers, as a Hono app: the guards, the local build hook, /api to the
// Netlify Functions handlers, and every other address to the built site under netlify.toml's rules
// (as Netlify serves them: a file wins over a rule that is not forced; a rewrite to /api calls the
// function; a 404 rule serves its page with 404; no file and no rule: /404.html with 404).
import { timingSafeEqual } from "node:crypto";
import { basename } from "node:path";
import { Hono, type Context as HonoContext } from "hono";
import { etag } from "hono/etag";
import { errorResponse } from "../http/errors.ts";
import { withSecurityHeaders } from "../http/security-headers.ts";
import { logError } from "../log/logger.ts";
import { requestLog } from "../log/request-log.ts";
import { compressResponses } from "./compress-responses.ts";
import { functionContext, type FunctionRoutes, type RequestFacts } from "./function-routes.ts";
import { bodyLimits, decodablePaths, knownMethods, standardRequest } from "./request-guards.ts";
import type { ReleaseRules } from "./site-rules.ts";

/** The local build hook: POST {BUILD_HOOK_PATH}{token}?trigger_title=… */
export interface BuildHook {
  token: string;
  onCall(title: string): void;
}

/** What the app serves. */
export interface SiteAppOptions {
  functions: FunctionRoutes;
  rules: () => Promise<ReleaseRules>;
  /**
   * The visitor's address of a request (the socket's, or the proxy's X-Forwarded-For) and where
   * the visitor is (a trusted proxy's headers).
   */
  requestFacts(c: HonoContext): RequestFacts;
  buildHook?: BuildHook;
}

/** Where the local build hook answers; the token follows. */
export const BUILD_HOOK_PATH = "/.netlify/build-hooks/";

const notFoundJson = () => withSecurityHeaders(errorResponse(404, "not_found", "No such address."));

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

// The name of the release served (its folder's), which functions see as Netlify's deploy id.
async function servedRelease(options: SiteAppOptions): Promise<string | null> {
  const rules = await options.rules().catch(() => null);
  return rules ? basename(rules.dir) : null;
}

async function callFunction(options: SiteAppOptions, c: HonoContext, request: Request) {
  const route = options.functions.find(new URL(request.url).pathname);
  if (!route) return notFoundJson();
  const facts = { ...options.requestFacts(c), release: await servedRelease(options) };
  return route.handler(request, functionContext(facts));
}

// The response with the status of the rule that served it (a 404 page is a file too).
function withStatus(response: Response, status: number): Response {
  return status === response.status
    ? response
    : new Response(response.body, { status, headers: response.headers });
}

async function servePage(options: SiteAppOptions, c: HonoContext): Promise<Response> {
  const request = c.req.raw;
  const release = await options.rules();
  const rule = await release.redirect(request);
  const file = await release.file(request);
  let response: Response | undefined;
  if (file && !rule?.force) response = await file();
  else if (rule?.redirect) response = Response.redirect(rule.target, rule.statusCode);
  else if (rule && !rule.external && rule.target.pathname.startsWith("/api/")) {
    return callFunction(options, c, new Request(rule.target, request));
  } else if (rule && !rule.external) {
    const target = await release.file(new Request(rule.target, request));
    if (target) response = withStatus(await target(), rule.statusCode);
  }
  if (!response) {
    const notFoundPage = await release.file(
      new Request(new URL("/404.html", request.url), request),
    );
    response = notFoundPage ? withStatus(await notFoundPage(), 404) : notFoundJson();
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(release.headersFor(c.req.path)))
    headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/** The app; its `fetch` answers every request. */
export function siteApp(options: SiteAppOptions): Hono {
  const app = new Hono();
  app.onError((error) => {
    logError(error, "request failed");
    return withSecurityHeaders(
      errorResponse(500, "internal_error", "Something went wrong. Please try again later."),
    );
  });
  app.notFound(notFoundJson);
  app.use(
    requestLog,
    decodablePaths,
    knownMethods,
    standardRequest,
    bodyLimits,
    compressResponses(),
  );
  const hook = options.buildHook;
  if (hook) {
    app.post(`${BUILD_HOOK_PATH}:token`, (c) => {
      if (!sameToken(c.req.param("token"), hook.token)) return notFoundJson();
      hook.onCall(c.req.query("trigger_title") ?? "");
      return c.body(null, 200);
    });
  }
  app.all("/api/*", (c) => callFunction(options, c, c.req.raw));
  app.on(["GET", "HEAD"], "*", etag(), (c) => servePage(options, c));
  app.all("*", () => {
    const response = withSecurityHeaders(
      errorResponse(405, "method_not_allowed", "Use GET for this address."),
    );
    response.headers.set("allow", "GET, HEAD");
    return response;
  });
  return app;
}
