// The standalone server's compression (src/server/standalone/compress-responses.ts): what Hono's
// compress middleware would compress, and how, with whole answers compressed at once.
import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "../../src/server/standalone/compress-responses.ts";

const big = { products: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Printer ${i}` })) };
const bigText = JSON.stringify(big);

const app = new Hono();
app.use(compressResponses());
app.get("/json", () => Response.json(big));
app.get("/small", () => Response.json({ error: { code: "not_found" } }, { status: 404 }));
app.get("/tagged", () => Response.json(big, { headers: { etag: '"v1"', vary: "Origin" } }));
app.get("/no-transform", () =>
  Response.json(big, { headers: { "cache-control": "public, no-transform" } }),
);
app.get(
  "/encoded",
  () =>
    new Response("x".repeat(2000), {
      headers: { "content-encoding": "br", "content-type": "text/plain" },
    }),
);
app.get(
  "/image",
  () => new Response(new Uint8Array(4000), { headers: { "content-type": "image/png" } }),
);
const largeFile = "a".repeat(2 * 1024 * 1024);
app.get(
  "/large-file",
  () =>
    new Response(largeFile, {
      headers: { "content-type": "text/html", "content-length": String(largeFile.length) },
    }),
);

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("compressResponses", () => {
  it("gzips a JSON answer for a client that takes gzip, whole and unchanged once unzipped", async () => {
    const response = await get("/json", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(bigText);
  });

  it("takes the encoding the client prefers", async () => {
    const response = await get("/json", "gzip;q=0.5, deflate");
    expect(response.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(bigText);
  });

  it.each([
    ["a client that takes neither encoding", "/json", "br"],
    ["a client that names none", "/json", undefined],
    ["an answer under 1 KB", "/small", "gzip"],
    ["an answer marked no-transform", "/no-transform", "gzip"],
    ["an answer encoded already", "/encoded", "gzip"],
    ["an image", "/image", "gzip"],
  ])("leaves %s as it is", async (_case, path, acceptEncoding) => {
    const response = await get(path, acceptEncoding);
    const expected = await (await app.request(path)).arrayBuffer();
    expect(response.headers.get("content-encoding")).toBe(path === "/encoded" ? "br" : null);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(expected));
  });

  it("says it varies by Accept-Encoding even when it did not compress", async () => {
    expect((await get("/json")).headers.get("vary")).toBe("Accept-Encoding");
  });

  it("keeps the answer's Vary and makes its ETag weak", async () => {
    const response = await get("/tagged", "gzip");
    expect(response.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"v1"');
  });

  it("compresses nothing for HEAD", async () => {
    expect((await get("/json", "gzip", "HEAD")).headers.get("content-encoding")).toBeNull();
  });

  it("gzips a file over 1 MB as it streams", async () => {
    const response = await get("/large-file", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(largeFile);
  });
});
