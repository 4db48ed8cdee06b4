// What Netlify and Supabase do for the deployed site, done locally beside the local Netlify
// runtime (`npm start`, the browser tests):
//   POST /build_hook?trigger_title=…  the build hook: builds a release (site-releases.ts), then
//                                      posts a signed deploy notification to the site, as Netlify
//   PUT  /api/storage/upload/…        signed uploads of up to 20MB, handled by the storage
//                                      function's own code (the local runtime refuses bodies over
//                                      6 MB), with CORS for the site, as Supabase Storage
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import storage from "../../netlify/functions/storage.mts";
import { signDeployNotification } from "../../src/server/publishing/netlify-signature.ts";
import { publishRelease, type SiteReleases } from "./site-releases.ts";

/** The running services. */
export interface LocalServices {
  /** BUILD_HOOK_URL for the functions. */
  hookUrl: string;
  /** LOCAL_UPLOAD_URL for the functions. */
  uploadUrl: string;
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

interface BuildJob {
  title: string;
  createdAt: string;
}

function deployNotifier(options: LocalServicesOptions) {
  return async (job: BuildJob, error: unknown) => {
    const body = new TextEncoder().encode(
      JSON.stringify({
        id: `local-${Date.now()}`,
        state: error ? "error" : "ready",
        title: job.title,
        context: "local",
        created_at: job.createdAt,
        published_at: error ? null : new Date().toISOString(),
        error_message: error instanceof Error ? error.message : error ? String(error) : null,
      }),
    );
    const response = await fetch(options.notifyUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-webhook-signature": signDeployNotification(body, options.notificationSecret),
      },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) console.error(`The deploy notification was answered ${response.status}.`);
  };
}

// One build at a time; a hook call during a build waits as the one next build.
function buildQueue(options: LocalServicesOptions) {
  const notify = deployNotifier(options);
  let running = false;
  let next: BuildJob | null = null;
  const run = async (job: BuildJob): Promise<void> => {
    running = true;
    const started = performance.now();
    let failure: unknown = null;
    try {
      await publishRelease(options.site);
      console.log(`Published (${((performance.now() - started) / 1000).toFixed(1)} s).`);
    } catch (error) {
      failure = error;
      console.error("The local build failed:", error instanceof Error ? error.message : error);
    }
    await notify(job, failure).catch((error: unknown) => console.error(error));
    running = false;
    const waiting = next;
    next = null;
    if (waiting) await run(waiting);
  };
  return (job: BuildJob) => {
    if (running) next = job;
    else void run(job);
  };
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
  const base = `http://localhost:${options.port}`;
  const origin = new URL(options.notifyUrl).origin;
  const build = buildQueue(options);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/api/storage/upload/")) {
      if (req.method === "OPTIONS") return void res.writeHead(204, corsHeaders(origin)).end();
      return void upload(req, res, origin, base).catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
    }
    if (url.pathname === "/build_hook" && req.method === "POST") {
      req.resume();
      build({
        title: url.searchParams.get("trigger_title") ?? "",
        createdAt: new Date().toISOString(),
      });
      return void res.writeHead(200).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, resolve);
  });
  return {
    hookUrl: `${base}/build_hook`,
    uploadUrl: base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
