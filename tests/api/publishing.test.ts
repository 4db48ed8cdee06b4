// Publishing after catalogue edits (DESIGN.md): every write calls the build hook, coalesced (one
// build runs, the edits meanwhile wait as one queued build); signed deploy notifications mark the
// requests live or failed; a refused hook, a lost notification and an import are handled. The
// build hook is a local HTTP server here.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import products from "../../netlify/functions/products.mts";
import publish from "../../netlify/functions/publish.mts";
import {
  buildEditKinds,
  gatherBurst,
  TIMEOUT_REASON,
} from "../../src/server/publishing/publish-queue.ts";
import { signDeployNotification } from "../../src/server/publishing/netlify-signature.ts";
import { fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf } from "../support/spreadsheets.ts";
import { formOf, PNG, send, signedInStaff, SITE } from "../support/staff.ts";

// The hook: records each call's build id; answers `hookStatus`.
const hookCalls: string[] = [];
let hookStatus = 200;
const hook = createServer((req: IncomingMessage, res) => {
  const title = new URL(req.url ?? "/", "http://hook").searchParams.get("trigger_title") ?? "";
  hookCalls.push(title.replace(/^Publish /, ""));
  req.resume();
  res.writeHead(hookStatus).end();
});
await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
const SECRET = "deploy-notification-secret-of-the-tests-0123456789";
// Read by the server's configuration on first use, which comes after this.
process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`;
process.env.DEPLOY_NOTIFICATION_SECRET = SECRET;
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let printers = 0;
beforeAll(async () => {
  staff = await signedInStaff(db());
  printers = (await db()`select id::int as id from categories where name = 'printers'`)[0]!.id;
});
beforeEach(async () => {
  hookCalls.length = 0;
  hookStatus = 200;
  // Each test starts with nothing building or queued.
  await db()`update publish_requests set status = 'live' where status in ('queued', 'building')`;
});

let counter = 0;
async function addProduct(): Promise<number> {
  const n = `${process.pid}-${++counter}`;
  const form = formOf(
    {
      name: `Publish Test ${n}`,
      category: String(printers),
      shortDescription: "Short",
      description: "Long",
      sku: `PUB-${n}`,
    },
    { image: { bytes: PNG, name: "p.png", type: "image/png" } },
  );
  const { status, body } = await send(products, "/api/products", {
    method: "POST",
    cookie: staff.cookie,
    form,
  });
  expect(status).toBe(201);
  return body.product.id;
}

function notify(
  deploy: Record<string, unknown>,
  sign = (body: Uint8Array) => signDeployNotification(body, SECRET),
) {
  const body = new TextEncoder().encode(JSON.stringify(deploy));
  return publish(
    new Request(`${SITE}/api/publish/deploy-notification`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-webhook-signature": sign(body) },
      body,
    }),
    fakeContext(),
  );
}

const deploy = (buildId: string, state: string, extra: Record<string, unknown> = {}) => ({
  id: "5ebc34bf4fea0b01f02efa3a",
  state,
  title: `Publish ${buildId}`,
  created_at: new Date().toISOString(),
  ...extra,
});

const requestsOf = (ids: number[]) => db()`
  select entity_id::int as id, status, build_id, error from publish_requests
   where entity_type = 'product' and entity_id in ${db()(ids.map(String))} order by id`;

async function listed() {
  const { body } = await send(admin, "/api/admin/publish-requests?limit=100", {
    cookie: staff.cookie,
  });
  return body.requests as Record<string, unknown>[];
}

describe("coalescing", () => {
  it("builds five quick edits with two hook calls: the first edit, then the other four together", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await addProduct());
    expect(hookCalls).toHaveLength(1);
    const [first] = hookCalls;
    expect(await requestsOf(ids)).toEqual([
      { id: ids[0], status: "building", build_id: first, error: null },
      ...ids.slice(1).map((id) => ({ id, status: "queued", build_id: null, error: null })),
    ]);

    const done = await notify(deploy(first!, "ready"));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ received: true, settled: 1 });
    expect(hookCalls).toHaveLength(2);
    const second = hookCalls[1]!;
    expect(second).not.toBe(first);
    expect((await requestsOf(ids)).map((r) => [r.status, r.build_id])).toEqual([
      ["live", first],
      ...ids.slice(1).map(() => ["building", second]),
    ]);

    await notify(deploy(second, "ready"));
    expect(hookCalls).toHaveLength(2);
    const rows = (await listed()).filter((r) => ids.map(String).includes(String(r.entity_id)));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ state: "live", status: "live", failure_reason: null });
      expect(row.seconds_to_live).toEqual(expect.any(Number));
    }
  });

  it("asks for one build for a whole import", async () => {
    const rows = rowsOf(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Publish Import ${process.pid} ${i}`,
        category: "printers",
      })),
    );
    const form = formOf({}, { file: { bytes: csvBytes(rows), name: "many.csv" } });
    const { body } = await send(products, "/api/products/bulk-import", {
      method: "POST",
      cookie: staff.cookie,
      form,
    });
    expect(body).toMatchObject({ successful: 30, created: 30 });
    expect(hookCalls).toHaveLength(1);
    const requests = await db()`
      select status, build_id from publish_requests
       where entity_type = 'import' and entity_id = ${body.jobId}`;
    expect(requests).toEqual([{ status: "building", build_id: hookCalls[0] }]);
    await notify(deploy(hookCalls[0]!, "ready"));
  });
});

// npm start's full builds (src/server/publishing/local/build-queue.ts) wait for a burst to end.
describe("a local full build gathering a burst of edits", () => {
  it("waits until edits pause, then takes those saved meanwhile into its build", async () => {
    const ids = [await addProduct()];
    const [buildId] = hookCalls;
    const later = (async () => {
      for (let i = 0; i < 2; i += 1) {
        await new Promise((done) => setTimeout(done, 300));
        ids.push(await addProduct());
      }
    })();
    const started = Date.now();
    const joined = await gatherBurst(db(), buildId!, { quietMs: 1_000, capMs: 20_000 });
    await later;
    // The last edit came after about 0.6 s; then a second without one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(joined).toBe(2);
    expect(hookCalls).toEqual([buildId]);
    expect((await requestsOf(ids)).map((row) => [row.status, row.build_id])).toEqual(
      ids.map(() => ["building", buildId]),
    );
    await notify(deploy(buildId!, "ready"));
    expect((await requestsOf(ids)).map((row) => row.status)).toEqual(ids.map(() => "live"));
    expect(hookCalls).toEqual([buildId]);
  });

  it("starts at once after a pause, and no later than its cap however the edits keep coming", async () => {
    await addProduct();
    const [buildId] = hookCalls;
    await db()`update publish_requests set created_at = now() - interval '10 seconds'
                where build_id = ${buildId!}`;
    let started = Date.now();
    expect(await gatherBurst(db(), buildId!, { quietMs: 5_000, capMs: 20_000 })).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);

    let saving = true;
    await addProduct();
    const steady = (async () => {
      while (saving) {
        await new Promise((done) => setTimeout(done, 200));
        await addProduct();
      }
    })();
    started = Date.now();
    const joined = await gatherBurst(db(), buildId!, { quietMs: 5_000, capMs: 1_500 });
    const waited = Date.now() - started;
    saving = false;
    await steady;
    expect(waited).toBeGreaterThanOrEqual(1_500);
    expect(waited).toBeLessThan(5_000);
    expect(joined).toBeGreaterThan(0);
    await notify(deploy(buildId!, "ready"));
  });

  it("stops waiting as soon as the build is stopped, leaving the edits queued", async () => {
    await addProduct();
    const [buildId] = hookCalls;
    const stopping = new AbortController();
    const later = (async () => {
      await new Promise((done) => setTimeout(done, 200));
      const id = await addProduct();
      stopping.abort();
      return id;
    })();
    const started = Date.now();
    const wait = { quietMs: 60_000, capMs: 120_000, signal: stopping.signal };
    await expect(gatherBurst(db(), buildId!, wait)).rejects.toThrow(/abort/i);
    // Not the minute's quiet it was waiting for.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await requestsOf([await later])).map((row) => row.status)).toEqual(["queued"]);
    await notify(deploy(buildId!, "ready"));
  });
});

describe("the kinds of edit a build publishes", () => {
  // The local publisher renders only the touched pages of a build of product, blog, job and driver
  // edits alone (src/server/publishing/local/build-queue.ts); any other edit in the build must make
  // it a full build.
  it("names product alone for product edits, and every other kind in the build", async () => {
    const ids = [await addProduct(), await addProduct()];
    const [first] = hookCalls;
    expect(await buildEditKinds(db(), first!)).toEqual(["product"]);
    await notify(deploy(first!, "ready"));
    const second = hookCalls[1]!;
    expect((await requestsOf(ids)).map((row) => row.build_id)).toEqual([first, second]);
    await db()`
      insert into publish_requests (reason, entity_type, entity_id, status, build_id, started_at)
      values ('Category "printers" updated', 'category', ${String(printers)}, 'building',
              ${second}, now())`;
    expect((await buildEditKinds(db(), second)).sort()).toEqual(["category", "product"]);
    expect(await buildEditKinds(db(), "00000000-0000-4000-8000-000000000000")).toEqual([]);
    await notify(deploy(second, "ready"));
  });
});

describe("deploy results", () => {
  it("marks a failed build's requests failed with Netlify's reason, shown in the list", async () => {
    const id = await addProduct();
    await notify(
      deploy(hookCalls[0]!, "error", {
        error_message: "Build script returned non-zero exit code: 2",
      }),
    );
    const [row] = (await listed()).filter((r) => r.entity_id === String(id));
    expect(row).toMatchObject({
      state: "failed",
      failure_reason: "Build script returned non-zero exit code: 2",
      seconds_to_live: null,
    });
  });

  it("ignores the started event, and marks live from a deploy we did not start that began later", async () => {
    const id = await addProduct();
    await notify(deploy(hookCalls[0]!, "building"));
    expect((await requestsOf([id]))[0]!.status).toBe("building");
    const later = new Date(Date.now() + 1000).toISOString();
    const push = await notify({ state: "ready", title: "Fix the footer", created_at: later });
    expect(await push.json()).toEqual({ received: true, settled: 1 });
    expect((await requestsOf([id]))[0]!.status).toBe("live");
  });

  it("fails the requests when the hook refuses the build", async () => {
    hookStatus = 500;
    const id = await addProduct();
    expect(await requestsOf([id])).toEqual([
      {
        id,
        status: "failed",
        build_id: hookCalls[0],
        error: "The build could not be started: the build hook answered 500",
      },
    ]);
  });

  it("fails a build that never reports after its time, then builds what is queued", async () => {
    const stuck = await addProduct();
    const queued = await addProduct();
    expect(hookCalls).toHaveLength(1);
    await db()`update publish_requests set started_at = now() - interval '31 minutes'
                where entity_id = ${String(stuck)} and entity_type = 'product'`;
    await listed();
    const [a, b] = await requestsOf([stuck, queued]);
    expect(a).toMatchObject({ status: "failed", error: TIMEOUT_REASON });
    expect(b).toMatchObject({ status: "building", build_id: hookCalls[1] });
    await notify(deploy(hookCalls[1]!, "ready"));
  });
});

describe("the notification's signature", () => {
  const body = deploy("00000000-0000-4000-8000-000000000000", "ready");
  it.each<[string, (bytes: Uint8Array) => string]>([
    ["no signature", () => ""],
    ["another secret's signature", (bytes) => signDeployNotification(bytes, "x".repeat(40))],
    [
      "a signature of another body",
      () => signDeployNotification(new TextEncoder().encode("{}"), SECRET),
    ],
    [
      "an unsigned token",
      (bytes) => {
        const [, claims] = signDeployNotification(bytes, SECRET).split(".");
        return `${Buffer.from('{"alg":"none"}').toString("base64url")}.${claims}.`;
      },
    ],
  ])("refuses %s with 401 and changes nothing", async (_label, sign) => {
    const response = await notify(body, sign);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("invalid_signature");
  });

  it("refuses a signed body that is not a deploy (400)", async () => {
    const response = await notify({ hello: "world" });
    expect(response.status).toBe(400);
  });
});
