// The Netlify Functions v2 modules (netlify/functions/*.mts) as the standalone server calls them:
// each module's own `config.path` and `config.excludedPath`, matched with URLPattern as Netlify
// matches them, and a Context with the parts our handlers read (ip, geo, params, requestId).
import { randomUUID } from "node:crypto";
import type { Config, Context } from "@netlify/functions";
import { currentRequestId, log } from "../log/logger.ts";
import type { RequestGeo } from "./proxy-geo.ts";

/** A Functions v2 handler. */
export type FunctionHandler = (req: Request, context: Context) => Promise<Response> | Response;

/** One function module, as imported. */
export interface FunctionModule {
  name: string;
  default: FunctionHandler;
  config?: Config;
}

/** A path pattern with the literal start every path it takes begins with. */
interface PathPattern {
  start: string;
  pattern: URLPattern;
}

/** A function with its compiled paths. */
interface FunctionRoute {
  name: string;
  handler: FunctionHandler;
  paths: PathPattern[];
  excluded: PathPattern[];
}

/** The functions of a site, found by path. */
export interface FunctionRoutes {
  /** The function whose `config.path` takes `pathname`, or undefined. */
  find(pathname: string): FunctionRoute | undefined;
}

const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

// The part of a pattern before its first parameter, wildcard, group or escape.
const LITERAL_START = /^[^:*({\\]*/;

const patternsOf = (paths: string | string[] | undefined): PathPattern[] =>
  listOf(paths).map((pathname) => ({
    start: LITERAL_START.exec(pathname)![0],
    pattern: new URLPattern({ pathname }),
  }));

// Whether one of `patterns` takes `pathname`. Its literal start is compared first: testing every
// function's URLPatterns in turn was 6 % of the server's main thread under 50 callers.
const takes = (patterns: PathPattern[], pathname: string) =>
  patterns.some(({ start, pattern }) => pathname.startsWith(start) && pattern.test({ pathname }));

/** Compiles the modules' paths; a module without `config.path` is refused (Netlify would call it by name only). */
export function functionRoutes(modules: FunctionModule[]): FunctionRoutes {
  const routes: FunctionRoute[] = modules.map((module) => {
    const paths = patternsOf(module.config?.path);
    if (paths.length === 0) throw new Error(`The function ${module.name} has no config.path.`);
    return {
      name: module.name,
      handler: module.default,
      paths,
      excluded: patternsOf(module.config?.excludedPath as string | string[] | undefined),
    };
  });
  return {
    find(pathname) {
      return routes.find(
        (route) => takes(route.paths, pathname) && !takes(route.excluded, pathname),
      );
    },
  };
}

/** What the server knows of a request besides the Request itself. */
export interface RequestFacts {
  /** The visitor's address. */
  ip: string;
  /** Where the visitor is, when a trusted proxy says (proxy-geo.ts). */
  geo: RequestGeo;
  /** The release served, given to handlers as Netlify's deploy id. */
  release?: string | null;
}

const noCookies = {
  get: () => undefined,
  set: () => {},
  delete: () => {},
};

/** The Context a handler gets: Netlify's fields that our handlers read, and harmless others. */
export function functionContext(facts: RequestFacts): Context {
  const context = {
    ip: facts.ip,
    geo: facts.geo,
    params: {},
    deploy: { id: facts.release ?? undefined, context: "production", published: true },
    // The id the request log gives the request (src/server/log/request-log.ts).
    requestId: currentRequestId() ?? randomUUID(),
    cookies: noCookies,
    waitUntil: (promise: Promise<unknown>) => void promise.catch(() => {}),
    json: (input: unknown) => Response.json(input),
    log: (...args: unknown[]) => log().info(args.map(String).join(" ")),
  };
  return context as unknown as Context;
}
