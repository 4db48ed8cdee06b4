// `npm start`'s server: the built site and the Netlify Functions handlers from one long-lived Node
// process (DESIGN.md, Functions). Hono answers (site-app.ts); @hono/node-server turns Node's
// requests into the Requests the handlers take. Bound to loopback unless told otherwise: in front
// of visitors it stands behind a TLS proxy.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer, type HttpBindings } from "@hono/node-server";
import type { Context as HonoContext } from "hono";
import { functionRoutes, type FunctionModule, type RequestFacts } from "./function-routes.ts";
import { proxyGeo } from "./proxy-geo.ts";
import { siteApp, type BuildHook } from "./site-app.ts";
import { siteRules } from "./site-rules.ts";

/** What the server serves, and where. */
export interface SiteServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The project folder (netlify.toml). */
  projectDir: string;
  /** The folder of the built site (a link to the current release). */
  siteDir: string;
  siteUrl: string;
  functions: FunctionModule[];
  buildHook?: BuildHook;
  /**
   * Take the visitor's address from X-Forwarded-For and where they are from the proxy's
   * geolocation headers (set when behind a proxy).
   */
  trustProxy: boolean;
  /** How long a stop waits for requests in flight before closing their connections. */
  stopGraceMs?: number;
}

/** A running server. */
export interface SiteServer {
  /** The bound address, http://host:port. */
  url: string;
  port: number;
  /** Stops taking connections, lets requests in flight finish, then closes. */
  close(): Promise<void>;
}

type Bound = HonoContext<{ Bindings: HttpBindings }>;

// Behind a trusted proxy: the address of the last hop (a visitor can forge the addresses before
// it, not that one) and the proxy's geolocation headers. Otherwise the socket's address alone: a
// visitor's own headers say nothing.
function requestFacts(trustProxy: boolean) {
  return (c: HonoContext): RequestFacts => {
    const socketAddress = (c as Bound).env.incoming.socket.remoteAddress ?? "";
    if (!trustProxy) return { ip: socketAddress, geo: {} };
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    return { ip: forwarded || socketAddress, geo: proxyGeo((name) => c.req.header(name)) };
  };
}

/** Starts the server; resolves once it listens. */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const app = siteApp({
    functions: functionRoutes(options.functions),
    rules: siteRules(options),
    requestFacts: requestFacts(options.trustProxy),
    ...(options.buildHook ? { buildHook: options.buildHook } : {}),
  });
  // overrideGlobalObjects: false keeps Node's own Request and Response for the handlers.
  const server = createAdaptorServer({
    fetch: app.fetch,
    overrideGlobalObjects: false,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), options.stopGraceMs ?? 10_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
