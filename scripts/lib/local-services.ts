// What Netlify and Supabase do for the deployed site, done locally beside the local Netlify
// runtime (`npm run dev`, the browser tests' Netlify stage), on loopback:
//   POST /build_hook/{token}?trigger_title=…  the build hook (its address is the secret, as a
//                                      Netlify build hook's): builds a release (site-releases.ts),
//                                      then posts a signed deploy notification, as Netlify
//   PUT  /api/storage/upload/…        signed uploads of up to 20MB, handled by the storage
//                                      function's own code (the local runtime refuses bodies over
//                                      6 MB), with CORS for the site, as Supabase Storage
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import storage from "../../netlify/functions/storage.mts";
import { buildQueue } from "../../src/server/publishing/local/build-queue.ts";
import type { SiteReleases } from "../../src/server/publishing/local/site-releases.ts";

/** The running services. */
export interface LocalServices {
  /** BUILD_HOOK_URL for the functions. */
  hookUrl: string;
  /** LOCAL_UPLOAD_URL for the functions. */
  uploadUrl: string;
  /** Settles once the build hook is ready for an edit release (BuildQueue.warm). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** What the services need. */
export interface LocalServicesOptions {
  port: number;
  site: SiteReleases;
  /** The deploy notification address of the local site. */
  notifyUrl: string;
  notificationSecret: string;
}

const corsHeaders = (origin: string) => ({
  "access-control-allow-origin": origin,
  "access-control-allow-methods": "PUT, OPTIONS",
  "access-control-allow-headers": "content-type, x-upsert, cache-control",
  "access-control-max-age": "600",
  vary: "origin",
});

async function upload(req: IncomingMessage, res: ServerResponse, origin: string, base: string) {
  const request = new Request(new URL(req.url ?? "/", base), {
    method: req.method ?? "PUT",
    headers: Object.entries(req.headers).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value] as [string, string]] : [],
    ),
    body: Readable.toWeb(req) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  const response = await storage(request);
  res.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    ...corsHeaders(origin),
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Starts the services on `options.port`. */
export async function startLocalServices(options: LocalServicesOptions): Promise<LocalServices> {
  const base = `http://127.0.0.1:${options.port}`;
  const origin = new URL(options.notifyUrl).origin;
  const build = buildQueue(options);
  const hookPath = `/build_hook/${randomBytes(24).toString("base64url")}`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/api/storage/upload/")) {
      if (req.method === "OPTIONS") return void res.writeHead(204, corsHeaders(origin)).end();
      return void upload(req, res, origin, base).catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
    }
    if (url.pathname === hookPath && req.method === "POST") {
      req.resume();
      build.request({
        title: url.searchParams.get("trigger_title") ?? "",
        createdAt: new Date().toISOString(),
      });
      return void res.writeHead(200).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  return {
    hookUrl: `${base}${hookPath}`,
    uploadUrl: base,
    warm: () => build.warm(),
    async close() {
      await build.stop();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
