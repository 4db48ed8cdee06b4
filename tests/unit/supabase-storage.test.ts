// The Supabase adapter asks Supabase Storage for upload links that store their file once: what it
// sends, checked against a stand-in for Storage's HTTP API on this machine.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createStorage, type Storage } from "../../src/server/storage/storage.ts";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let storage: Storage;
const received: Received[] = [];
// Paths the stand-in holds: an upload without upsert to one of them is refused as Supabase does.
const held = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = req.url ?? "";
      received.push({ method: req.method ?? "", url, headers: req.headers });
      res.setHeader("content-type", "application/json");
      const signing = url.match(/^\/storage\/v1\/object\/upload\/sign\/(.+)$/);
      if (signing) {
        return void res.end(JSON.stringify({ url: `/object/upload/sign/${signing[1]}?token=t` }));
      }
      const key = url.replace(/^\/storage\/v1\/object\//, "");
      if (held.has(key) && req.headers["x-upsert"] !== "true") {
        res.statusCode = 400;
        const duplicate = { statusCode: "409", error: "Duplicate" };
        return void res.end(
          JSON.stringify({ ...duplicate, message: "The resource already exists" }),
        );
      }
      held.add(key);
      res.end(JSON.stringify({ Key: key }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  storage = createStorage({
    kind: "supabase",
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serviceRoleKey: "service-role-key-of-the-test",
    publicBucket: "public",
    privateBucket: "private",
  });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
});

it("asks for an upload link without upsert, which Supabase lets store a file only once", async () => {
  const signed = await storage.createSignedUploadUrl("private", "imports/2026/11/a.csv");
  expect(signed).toMatchObject({ path: "imports/2026/11/a.csv", token: "t" });
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    method: "POST",
    url: "/storage/v1/object/upload/sign/private/imports/2026/11/a.csv",
  });
  expect(received[0]!.headers["x-upsert"]).toBeUndefined();
});

it("putNew stores a new object, and answers false where Supabase already holds one", async () => {
  const bytes = new TextEncoder().encode("name\nPrinter\n");
  expect(await storage.putNew("private", "imports/2026/11/b.csv", bytes, "text/csv")).toBe(true);
  expect(await storage.putNew("private", "imports/2026/11/b.csv", bytes, "text/csv")).toBe(false);
  expect(received.map((request) => request.headers["x-upsert"])).toEqual(["false", "false"]);
  await storage.put("private", "imports/2026/11/b.csv", bytes, "text/csv");
  expect(received[2]!.headers["x-upsert"]).toBe("true");
});
