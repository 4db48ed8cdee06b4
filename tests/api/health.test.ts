// GET /api/health (netlify/functions/health.mts): 200 with the database's state and the release
// served, 503 when the database does not answer, never cached.
import { createServer, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import handler from "../../netlify/functions/health.mts";
import { createSql } from "../../src/server/db/client.ts";
import { healthResponse } from "../../src/server/health/health.ts";
import { fakeContext } from "../support/api.ts";
import { freePort } from "../support/started-site.ts";

const get = () => new Request("http://localhost:8888/api/health");

// A database that takes connections and never answers.
const sockets = new Set<Socket>();
const silent = createServer((socket) => void sockets.add(socket));
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  return new Promise((done) => silent.close(done));
});

describe("GET /api/health", () => {
  it("answers 200 with the database up and the deploy's release, uncached", async () => {
    const context = { ...fakeContext(), deploy: { id: "release-1" } } as never;
    const response = await handler(get(), context);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", database: { state: "up" }, release: "release-1" });
    expect(typeof (body.database as { responseMs: unknown }).responseMs).toBe("number");
  });

  it("answers 503 when the database does not answer, without naming its address", async () => {
    const port = await freePort();
    await new Promise<void>((done) => silent.listen(port, "127.0.0.1", done));
    const sql = createSql(`postgres://nobody:secret@127.0.0.1:${port}/none`, { max: 1 });
    const response = await healthResponse(() => sql, "release-2", 300);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      status: "unavailable",
      database: { state: "down", reason: "no answer within 300 ms" },
      release: "release-2",
    });
    expect(text).not.toContain(String(port));
    void sql.end({ timeout: 0 });
  });
});
