// A page's bytes from a prerendering thread to Astro (src/astro-engine/prerendered-response.ts):
// read once in the thread, handed to Astro without another Response.
import { describe, expect, it } from "vitest";
import { prerenderedResponse, responseBytes } from "../../src/astro-engine/prerendered-response.ts";

const page = "<!DOCTYPE html><p>हिन्दी · ₹ 1,200</p>";
const utf8 = new TextEncoder().encode(page);

describe("responseBytes", () => {
  it("gives the bytes of a page rendered as one chunk, in a buffer of exactly their length", async () => {
    const bytes = await responseBytes(new Response(utf8));
    expect(bytes!.byteLength).toBe(utf8.byteLength);
    expect(new TextDecoder().decode(bytes!)).toBe(page);
  });

  it("joins a body streamed in chunks", async () => {
    const chunks = [utf8.subarray(0, 7), utf8.subarray(7, 20), utf8.subarray(20)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const bytes = await responseBytes(new Response(stream));
    expect(bytes!.byteLength).toBe(utf8.byteLength);
    expect(new TextDecoder().decode(bytes!)).toBe(page);
  });

  it("copies a chunk that is a part of a larger buffer (only the page's bytes may move)", async () => {
    const larger = new Uint8Array(utf8.byteLength + 10);
    larger.set(utf8, 10);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(larger.subarray(10));
        controller.close();
      },
    });
    const bytes = await responseBytes(new Response(stream));
    expect(bytes!.byteLength).toBe(utf8.byteLength);
    expect(new TextDecoder().decode(bytes!)).toBe(page);
  });

  it("is null without a body", async () => {
    expect(await responseBytes(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe("prerenderedResponse", () => {
  const rendered = (status: number, body: ArrayBuffer | null) => ({
    status,
    statusText: "",
    headers: [["content-type", "text/html"]] as [string, string][],
    body,
    scriptHashes: undefined,
    metadata: undefined,
  });

  it("gives Astro what it reads of a page: status, headers, and the very bytes", async () => {
    const body = utf8.slice().buffer;
    const response = prerenderedResponse(rendered(200, body));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(response.body).toBeTruthy();
    // generate.js's renderPath: Buffer.from(await response.arrayBuffer()), a view, no copy.
    const written = Buffer.from(await response.arrayBuffer());
    expect(written.buffer).toBe(body);
    expect(written.toString("utf8")).toBe(page);
  });

  it("reads a redirect's Location from its headers", () => {
    const response = prerenderedResponse({
      ...rendered(301, null),
      headers: [["location", "/printers"]],
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/printers");
  });

  it.each([204, 304])("has no body with status %s", (status) => {
    expect(prerenderedResponse(rendered(status, new ArrayBuffer(3))).body).toBeNull();
  });
});
