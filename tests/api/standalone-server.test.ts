// npm start's server (src/server/standalone) through HTTP: the real functions on the test
// database, netlify.toml's real rules over a small release folder, and what it refuses before any
// handler runs. The whole `npm start` process is tested in npm-start.test.ts.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFunctions } from "../../src/server/standalone/load-functions.ts";
import type { FunctionModule } from "../../src/server/standalone/function-routes.ts";
import { BUILD_HOOK_PATH } from "../../src/server/standalone/site-app.ts";
import { startSiteServer, type SiteServer } from "../../src/server/standalone/site-server.ts";
import { testSql } from "../support/db.ts";
import { fileFolder } from "../support/temp-folder.ts";

const sql = testSql();
const HOOK_TOKEN = randomBytes(16).toString("hex");
const hookCalls: string[] = [];
let server: SiteServer;
let base: string;
const releaseDir = fileFolder("release");

// Fills `dir` as a release: the files the rules name, and a _headers as the build writes it.
function releaseFolder(dir: string): string {
  const page = (title: string) => `<!doctype html><title>${title}</title><p>${title}</p>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "about.html": page("About"),
    "404.html": page("Page not found"),
    "admin.html": page("Admin"),
    "blog/not_found.html": page("Blog Not Found"),
    "_astro/app.js": "console.log('app')",
    "_astro/big.css": ".rule { color: #123456; margin: 0 auto; }\n".repeat(100),
    _headers: "/*\n  Content-Security-Policy: default-src 'self'\n",
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

// A handler that takes its time, to see a stop wait for it.
const slowFunction: FunctionModule = {
  name: "slow-test",
  default: async () => {
    await new Promise((done) => setTimeout(done, 400));
    return new Response("finished");
  },
  config: { path: "/api/test-slow" },
};

// A handler that takes any body, to see the server's own limit.
const bodySizeFunction: FunctionModule = {
  name: "body-size-test",
  default: async (req: Request) => new Response(String((await req.arrayBuffer()).byteLength)),
  config: { path: "/api/test-body-size" },
};

beforeAll(async () => {
  server = await startSiteServer({
    host: "127.0.0.1",
    port: 0,
    projectDir: resolve("."),
    siteDir: releaseFolder(releaseDir),
    siteUrl: "http://localhost:8888",
    functions: [...(await loadFunctions()), slowFunction, bodySizeFunction],
    trustProxy: true,
    buildHook: { token: HOOK_TOKEN, onCall: (title) => hookCalls.push(title) },
  });
  base = server.url;
  // The product-page function fetches the site's pages from here, as npm start sets it up.
  process.env.DEPLOY_URL = base;
}, 60_000);

afterAll(async () => {
  delete process.env.DEPLOY_URL;
  await server?.close();
});

// A raw request, so that what fetch refuses to send (a GET with a body, TRACE) can be sent.
function raw(
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; bytes: Buffer; encoding: string | undefined }> {
  return new Promise((done, fail) => {
    const length = body ? { "content-length": String(body.length) } : {};
    const req = httpRequest(
      `${base}${path}`,
      { method, headers: { ...length, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          done({ status: res.statusCode ?? 0, text: bytes.toString(), bytes, encoding });
        });
      },
    );
    // The server may answer and close before the whole body is sent.
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : fail(error),
    );
    req.end(body);
  });
}

const errorBody = (text: string) =>
  JSON.parse(text) as { error: { code: string; message: string } };

describe("what the server refuses before any handler", () => {
  it("answers a path with a malformed percent escape with 400 in the error shape", async () => {
    for (const path of ["/%ff", "/%", "/about%ff", "/admin/%ff", "/printers/in-%ff", "/api/%ff"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_request", message: "The address has a malformed percent escape." },
      });
    }
  });

  it("sends every answer's request id back as X-Request-Id, one per request", async () => {
    const ids = await Promise.all(
      ["/about", "/api/contact-info", "/no-such-page"].map(async (path) => {
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        return response.headers.get("x-request-id");
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("answers a 7 MB body with 413 before the handler, and goes on serving", async () => {
    const fine = await raw("POST", "/api/test-body-size", Buffer.alloc(1024 * 1024));
    expect(fine).toMatchObject({ status: 200, text: String(1024 * 1024) });
    const refused = await raw("POST", "/api/test-body-size", Buffer.alloc(7 * 1024 * 1024, 97));
    expect(refused.status).toBe(413);
    expect(errorBody(refused.text).error.code).toBe("payload_too_large");
    const after = await fetch(`${base}/api/contact-info`);
    expect(after.status).toBe(200);
  });

  it("counts a chunked body without a length, and refuses it past the limit", async () => {
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 8) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const response = await fetch(`${base}/api/test-body-size`, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("lets signed uploads, and only them, carry more than 6 MB", async () => {
    const upload = await raw(
      "PUT",
      "/api/storage/upload/private/x.csv?token=forged",
      Buffer.alloc(7 * 1024 * 1024),
    );
    expect(upload.status).not.toBe(413);
    expect(upload.status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ["GET with a body", "GET", "/api/products", Buffer.from("x=1"), 400, "invalid_request"],
    ["TRACE", "TRACE", "/", undefined, 405, "method_not_allowed"],
    ["an unknown method", "PROPFIND", "/api/products", undefined, 405, "method_not_allowed"],
    ["POST to a page", "POST", "/about", Buffer.from("x"), 405, "method_not_allowed"],
    ["an unknown /api address", "GET", "/api/no-such-thing", undefined, 404, "not_found"],
  ])(
    "answers %s with a JSON error, no stack trace",
    async (_, method, path, body, status, code) => {
      const answer = await raw(method, path, body);
      expect(answer.status).toBe(status);
      expect(errorBody(answer.text).error.code).toBe(code);
      expect(answer.text).not.toMatch(/\n\s+at |node_modules|\/work\//);
    },
  );

  it("runs the build hook only for its secret address", async () => {
    const wrong = await fetch(`${base}${BUILD_HOOK_PATH}not-the-token`, { method: "POST" });
    expect(wrong.status).toBe(404);
    expect(hookCalls).toEqual([]);
    const right = await fetch(`${base}${BUILD_HOOK_PATH}${HOOK_TOKEN}?trigger_title=edit`, {
      method: "POST",
    });
    expect(right.status).toBe(200);
    expect(hookCalls).toEqual(["edit"]);
  });
});

describe("the site under netlify.toml's rules", () => {
  it.each([
    ["/about", 200, "About"],
    ["/blog/no-such-post", 404, "Blog Not Found"],
    ["/admin/products", 200, "Admin"],
    ["/no-such-page/at-all/here", 404, "Page not found"],
  ])("%s → %i with its page", async (path, status, text) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
  });

  it.each(["/_headers", "/_redirects", "/%5Fheaders", "//_headers", "/_headers/"])(
    "never serves the release's rules file %s",
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Content-Security-Policy");
    },
  );

  it("sends netlify.toml's headers and the release's _headers with files", async () => {
    const page = await fetch(`${base}/about`);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toBe("default-src 'self'");
    const asset = await fetch(`${base}/_astro/app.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a repeat visit's revalidation with 304", async () => {
    const first = await fetch(`${base}/about`);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await fetch(`${base}/about`, { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
  });

  it("compresses text for browsers that accept it", async () => {
    const response = await fetch(`${base}/api/categories/menu`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  // gzip's header says how hard it was compressed (its XFL byte: 4 for the fastest level, 0 for
  // the default): the functions' answers at level 1, the site's files at the default level.
  it("compresses the functions' answers for speed and the site's files for size", async () => {
    const gzipFlags = async (path: string) => {
      const answer = await raw("GET", path, undefined, { "accept-encoding": "gzip" });
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe("gzip");
      expect(gunzipSync(answer.bytes).length).toBeGreaterThan(1024);
      return answer.bytes[8];
    };
    expect(await gzipFlags("/api/categories/menu")).toBe(4);
    expect(await gzipFlags("/_astro/big.css")).toBe(0);
  });
});

describe("behind a trusted proxy", () => {
  const detect = (headers: Record<string, string>) =>
    fetch(`${base}/api/locations/detect`, { headers }).then(
      async (response) => (await response.json()) as { location: unknown },
    );

  it("finds the visitor's city from the proxy's geolocation headers", async () => {
    const { location } = await detect({
      "cf-ipcountry": "IN",
      "cf-region-code": "MH",
      "cf-region": "Maharashtra",
      "cf-ipcity": "Pune",
    });
    expect(location).toMatchObject({
      country: { code: "IN", name: "India" },
      state: { name: "Maharashtra" },
      city: { name: "Pune", slug: "pune" },
    });
  });

  it("answers no location when the proxy names no country", async () => {
    expect(await detect({ "cf-ipcountry": "XX", "cf-ipcity": "Pune" })).toEqual({
      location: null,
    });
  });
});

describe("under load", () => {
  it("acknowledges and stores each of 200 enquiries sent at once, none with a 5xx", async () => {
    const marker = randomBytes(6).toString("hex");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${base}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `198.18.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({
            name: `Load ${marker} ${i}`,
            email: `load${i}@example.in`,
            mobile: "+91-9811045678",
            location: "Pune, Maharashtra",
            productService: "Printers",
            message: "Please send a quote for two desktop printers.",
            cookieConsent: true,
          }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(200);
    const [stored] = await sql<{ count: number }[]>`
      select count(*)::int as count from contact_submissions where name like ${`Load ${marker} %`}`;
    expect(stored?.count).toBe(200);
  }, 60_000);
});

describe("stopping", () => {
  it("lets a request under way finish, then refuses new connections", async () => {
    const slow = fetch(`${base}/api/test-slow`).then((response) => response.text());
    await new Promise((done) => setTimeout(done, 100));
    await server.close();
    expect(await slow).toBe("finished");
    await expect(fetch(`${base}/about`)).rejects.toThrow();
  });
});
