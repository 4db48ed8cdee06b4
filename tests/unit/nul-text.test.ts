// NUL (U+0000) is refused where input comes in: Postgres text cannot hold it (found by the fuzz test).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonBody } from "../../src/server/http/body.ts";
import { NUL_MESSAGE, nulPath } from "../../src/server/http/nul-text.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

const deep = (depth: number, inner: unknown) =>
  Array.from({ length: depth }).reduce<unknown>((value) => [value], inner);

describe("nulPath", () => {
  it.each<[string, unknown, string | null]>([
    ["clean text", { a: "x", b: [1, "y", null] }, null],
    ["a string", "a\u0000b", ""],
    ["a field", { name: "ok", note: "\u0000" }, "note"],
    ["a nested field", { userData: { email: "a\u0000@b.c" } }, "userData.email"],
    ["an array item", { tags: ["ok", "x\u0000"] }, "tags.1"],
    ["a key", { "ke\u0000y": 1 }, "ke\u0000y"],
    ["text 10,000 levels deep", deep(10_000, "\u0000"), Array(10_000).fill("0").join(".")],
    ["clean text 10,000 levels deep", deep(10_000, "x"), null],
  ])("finds %s", (_label, value, path) => {
    expect(nulPath(value)).toBe(path);
  });
});

describe("input holding NUL", () => {
  it("is a 400 naming the field when it is in a JSON body", async () => {
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "a\u0000" }),
    });
    await expect(readJsonBody(request, z.object({ name: z.string() }))).rejects.toMatchObject({
      status: 400,
      fields: { name: NUL_MESSAGE },
    });
  });

  const handler = functionApp([
    { pattern: "/api/things/:id", methods: { GET: async (_req, params) => Response.json(params) } },
  ]);
  it.each([
    ["/api/things/a%00b", "id"],
    ["/api/things/1?q=%00", "q"],
    ["/api/things/1?q=ok&q=x%00", "q"],
    ["/api/things/1?%00=1", "\u0000"],
  ])("is a 400 in the address %s, naming %j", async (path, field) => {
    const response = await handler(new Request(`http://localhost${path}`), {} as never);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_request", message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } },
    });
  });
});
