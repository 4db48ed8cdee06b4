import { describe, expect, it } from "vitest";
import { functionApp } from "../../src/server/http/function-app.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { publicJson } from "../../src/server/http/handler.ts";

const handler = functionApp([
  {
    pattern: "/api/things/featured",
    methods: { GET: async () => Response.json({ featured: true }) },
  },
  {
    pattern: "/api/things/:id",
    methods: {
      GET: async (_req, params) => Response.json(params),
      DELETE: async () => new Response(null, { status: 204 }),
    },
  },
  {
    pattern: "/api/things/:id/fail",
    methods: {
      GET: async () => {
        throw new HttpError(400, "bad", "Bad thing", { id: "Wrong" });
      },
    },
  },
  {
    pattern: "/api/files/:kind/*",
    methods: { GET: async (_req, params) => Response.json(params) },
  },
  {
    pattern: "/api/things/:id/crash",
    methods: {
      GET: async () => {
        throw new Error("select * from secrets");
      },
    },
  },
]);

async function send(path: string, method = "GET") {
  const response = await handler(new Request(`http://x${path}`, { method }), {} as never);
  return {
    status: response.status,
    allow: response.headers.get("allow"),
    body: response.status === 204 || method === "HEAD" ? null : await response.json(),
  };
}

describe("functionApp", () => {
  it.each([
    ["/api/things/featured", 200, { featured: true }],
    ["/api/things/42", 200, { id: "42" }],
    ["/api/things/a%20b", 200, { id: "a b" }],
    ["/api/things/42/", 200, { id: "42" }],
    ["/api/things/%E0%A4%A", 404, { error: { code: "not_found", message: "No such address." } }],
    ["/api/things", 404, { error: { code: "not_found", message: "No such address." } }],
    ["/api/things/1/2/3", 404, { error: { code: "not_found", message: "No such address." } }],
    ["/api/files/pdf/a", 200, { kind: "pdf", "*": "a" }],
    ["/api/files/pdf/a/b%20c/d", 200, { kind: "pdf", "*": "a/b c/d" }],
    ["/api/files/pdf", 404, { error: { code: "not_found", message: "No such address." } }],
    [
      "/api/files/pdf/a/%E0%A4%A",
      404,
      { error: { code: "not_found", message: "No such address." } },
    ],
  ])("GET %s answers %i", async (path, status, body) => {
    const result = await send(path);
    expect(result.status).toBe(status);
    expect(result.body).toEqual(body);
  });

  it("answers 405 with the allowed methods", async () => {
    expect(await send("/api/things/42", "POST")).toEqual({
      status: 405,
      allow: "GET, DELETE",
      body: { error: { code: "method_not_allowed", message: "Use GET, DELETE for this address." } },
    });
  });

  it("answers HEAD like GET without a body", async () => {
    expect((await send("/api/things/42", "HEAD")).status).toBe(200);
  });

  it("turns an HttpError into its status and fields", async () => {
    expect(await send("/api/things/1/fail")).toEqual({
      status: 400,
      allow: null,
      body: { error: { code: "bad", message: "Bad thing", fields: { id: "Wrong" } } },
    });
  });

  it("never leaks an unexpected error's text", async () => {
    const result = await send("/api/things/1/crash");
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain("select");
  });
});

describe("functionApp and the read cache", () => {
  let version = 1;
  let reads = 0;
  const catalogue = functionApp([
    {
      pattern: "/api/shelf",
      methods: {
        GET: async () => {
          reads += 1;
          return publicJson({ version });
        },
        PUT: async (req) => {
          if (new URL(req.url).searchParams.has("refuse")) throw new HttpError(409, "stale", "No");
          version += 1;
          return Response.json({ version });
        },
      },
    },
  ]);
  const shelf = async (method = "GET", query = "") => {
    const response = await catalogue(new Request(`http://x/api/shelf${query}`, { method }), {
      params: {},
    } as never);
    return { status: response.status, body: await response.json() };
  };

  it("answers repeated public reads from the cache, with the security headers", async () => {
    await shelf();
    const response = await catalogue(new Request("http://x/api/shelf"), {} as never);
    expect(reads).toBe(1);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("shows a write's change on the next read; a refused write keeps the cache", async () => {
    expect((await shelf()).body).toEqual({ version: 1 });
    const readsBefore = reads;
    expect((await shelf("PUT", "?refuse")).status).toBe(409);
    expect(await shelf()).toEqual({ status: 200, body: { version: 1 } });
    expect(reads).toBe(readsBefore);
    expect((await shelf("PUT")).body).toEqual({ version: 2 });
    expect((await shelf()).body).toEqual({ version: 2 });
    expect(reads).toBe(readsBefore + 1);
  });
});
