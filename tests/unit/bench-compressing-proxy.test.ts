// The bench's compressing proxy: text answers arrive gzipped (as from Netlify's CDN) and unchanged
// once decompressed; other answers, and requests that do not accept gzip, pass as they are.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shouldCompress, startCompressingProxy } from "../../scripts/bench/compressing-proxy.ts";

const PAGE = `<!doctype html><title>Printers</title>${"<p>Zebra ZD421 desktop printer</p>".repeat(200)}`;
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let origin: Server;
let proxy: Server;
let proxyPort: number;

beforeAll(async () => {
  origin = createServer((req, res) => {
    if (req.url === "/logo.png") res.writeHead(200, { "content-type": "image/png" }).end(PICTURE);
    else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => origin.listen(0, "localhost", resolve));
  const originPort = (origin.address() as AddressInfo).port;
  proxy = await startCompressingProxy(0, `http://localhost:${originPort}`);
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(() => {
  proxy.close();
  origin.close();
});

// Raw bytes and headers as the proxy sends them (fetch would decompress on its own).
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    request({ hostname: "localhost", port: proxyPort, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the bench's compressing proxy", () => {
  it("gzips a page for a browser that accepts gzip", async () => {
    const { headers, body } = await get("/printers", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBeUndefined();
    expect(body.byteLength).toBeLessThan(PAGE.length / 4);
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });

  it("passes the page as it is to a client that does not accept gzip", async () => {
    const { headers, body } = await get("/printers");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(PAGE);
  });

  it("passes pictures as they are", async () => {
    const { headers, body } = await get("/logo.png", "gzip");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.equals(PICTURE)).toBe(true);
  });

  it("compresses text, scripts, JSON and SVG only, never twice", () => {
    expect(shouldCompress({ "content-type": "application/javascript" }, "gzip")).toBe(true);
    expect(shouldCompress({ "content-type": "application/json" }, "br, gzip")).toBe(true);
    expect(shouldCompress({ "content-type": "image/svg+xml" }, "gzip")).toBe(true);
    expect(shouldCompress({ "content-type": "image/avif" }, "gzip")).toBe(false);
    expect(
      shouldCompress({ "content-type": "text/css", "content-encoding": "br" }, "gzip, br"),
    ).toBe(false);
    expect(shouldCompress({ "content-type": "text/css" }, "br")).toBe(false);
  });
});
