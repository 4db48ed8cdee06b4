// Every /api endpoint, read from the code rather than listed by hand: each Netlify Function in
// netlify/functions, its routes (from its `functionApp`) or else its config.path, each route's methods
// and whether staffOnly or adminOnly guards it. A function or route added later is covered.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { guardOf, type GuardLevel } from "../../src/server/auth/guard.ts";
import type { RouteDefinition } from "../../src/server/http/function-app.ts";

/** A function's default export: a handler, with its routes when `functionApp` made it. */
export type FunctionHandler = ((req: Request, context: Context) => Promise<Response>) & {
  routes?: readonly RouteDefinition[];
};

/** One method of one route of one function. */
export interface Endpoint {
  functionName: string;
  handler: FunctionHandler;
  /** The route's pattern, e.g. "/api/products/:id"; a config path's "*" becomes ":path". */
  pattern: string;
  method: string;
  /** The methods the route declares (for the ones it must refuse). */
  declared: readonly string[];
  guard: GuardLevel | undefined;
}

const FUNCTIONS_DIR = fileURLToPath(new URL("../../netlify/functions/", import.meta.url));

function configPaths(config: Config): string[] {
  const path = config.path ?? [];
  return typeof path === "string" ? [path] : [...path];
}

// A function not made by functionApp: its config paths, GET only (storage serves files).
function fromConfig(functionName: string, handler: FunctionHandler, config: Config): Endpoint[] {
  return configPaths(config).map((path) => ({
    functionName,
    handler,
    pattern: path.replace(/\*$/, ":path"),
    method: "GET",
    declared: ["GET"],
    guard: undefined,
  }));
}

function fromRoutes(functionName: string, handler: FunctionHandler): Endpoint[] {
  return handler.routes!.flatMap(({ pattern, methods }) => {
    const declared = Object.keys(methods);
    return Object.entries(methods).map(([method, route]) => ({
      functionName,
      handler,
      pattern,
      method,
      declared,
      guard: guardOf(route),
    }));
  });
}

/** Every endpoint of every function, in file order. */
export async function apiEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(FUNCTIONS_DIR)
    .filter((file) => /\.m?[jt]s$/.test(file))
    .sort();
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const module = (await import(`${FUNCTIONS_DIR}${file}`)) as {
      default: FunctionHandler;
      config: Config;
    };
    const name = file.replace(/\.m?[jt]s$/, "");
    endpoints.push(
      ...(module.default.routes
        ? fromRoutes(name, module.default)
        : fromConfig(name, module.default, module.config)),
    );
  }
  return endpoints;
}

/** `pattern` with every ":param" replaced by `value` (already URL-encoded). */
export function pathOf(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/g, value);
}
