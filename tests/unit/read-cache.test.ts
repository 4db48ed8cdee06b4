// The read cache of public API answers (src/server/http/read-cache.ts): what it keeps and for how
// long, its bounds, one call for simultaneous identical misses, and who never reads or fills it.
import { describe, expect, it } from "vitest";
import { createReadCache, type ReadCacheOptions } from "../../src/server/http/read-cache.ts";

const PUBLIC = "public, max-age=60, stale-while-revalidate=300";

/** A handler that counts its calls and answers JSON with the given status and headers. */
function counted(status = 200, headers: Record<string, string> = { "cache-control": PUBLIC }) {
  const counter = { calls: 0, call: async () => Response.json({}) };
  counter.call = async () => {
    counter.calls += 1;
    return Response.json({ call: counter.calls }, { status, headers });
  };
  return counter;
}

/** A cache on a clock the test moves by hand. */
function cacheAt(options: ReadCacheOptions = {}) {
  const clock = { ms: 1_000_000 };
  const cache = createReadCache({ now: () => clock.ms, ...options });
  const read = async (path: string, call: () => Promise<Response>, init: RequestInit = {}) => {
    const response = await cache.answer(new Request(`https://shop.example${path}`, init), call);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return { cache, clock, read };
}

describe("read cache: what is kept and how long", () => {
  it.each([
    ["max-age=60", 5, "public, max-age=60, stale-while-revalidate=300"],
    ["max-age=300", 5, "public, max-age=300"],
    ["max-age=2", 2, "public, max-age=2"],
  ])("keeps a public answer with %s for %i seconds", async (_name, seconds, cacheControl) => {
    const { clock, read } = cacheAt();
    const handler = counted(200, { "cache-control": cacheControl });
    expect((await read("/api/products", handler.call)).body).toEqual({ call: 1 });
    clock.ms += seconds * 1000 - 1;
    expect((await read("/api/products", handler.call)).body).toEqual({ call: 1 });
    clock.ms += 1;
    expect((await read("/api/products", handler.call)).body).toEqual({ call: 2 });
  });

  it("answers from the cache with the stored headers and the answer's age", async () => {
    const { clock, read } = cacheAt();
    const handler = counted();
    const first = await read("/api/brands", handler.call);
    expect(first.headers.get("age")).toBeNull();
    clock.ms += 3_400;
    const again = await read("/api/brands", handler.call);
    expect(again.headers.get("cache-control")).toBe(PUBLIC);
    expect(again.headers.get("content-type")).toBe("application/json");
    expect(again.headers.get("age")).toBe("3");
  });

  it.each<[string, number, Record<string, string>]>([
    ["private", 200, { "cache-control": "private, max-age=60" }],
    ["no-store", 200, { "cache-control": "no-store" }],
    ["no-cache", 200, { "cache-control": "public, no-cache, max-age=60" }],
    ["public without max-age", 200, { "cache-control": "public" }],
    ["max-age=0", 200, { "cache-control": "public, max-age=0, must-revalidate" }],
    ["no Cache-Control", 200, {}],
    ["a 404", 404, { "cache-control": PUBLIC }],
    ["a 400", 400, { "cache-control": PUBLIC }],
    ["a 500", 500, { "cache-control": PUBLIC }],
    ["a Set-Cookie", 200, { "cache-control": PUBLIC, "set-cookie": "a=1" }],
    ["a Vary", 200, { "cache-control": PUBLIC, vary: "accept-language" }],
    ["not JSON", 200, { "cache-control": PUBLIC, "content-type": "text/html" }],
  ])("never keeps an answer with %s", async (_name, status, headers) => {
    const { read } = cacheAt();
    const handler = counted(status, headers);
    await read("/api/products/slug/zt230", handler.call);
    expect((await read("/api/products/slug/zt230", handler.call)).body).toEqual({ call: 2 });
  });

  it("never keeps an error thrown by the handler", async () => {
    const { read } = cacheAt();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection reset");
      return Response.json({ call: calls }, { headers: { "cache-control": PUBLIC } });
    };
    await expect(read("/api/categories", failing)).rejects.toThrow("connection reset");
    expect((await read("/api/categories", failing)).body).toEqual({ call: 2 });
  });

  it("keys on the whole address: path and query string", async () => {
    const { read } = cacheAt();
    const handler = counted();
    await read("/api/products/paginated?page=1", handler.call);
    expect((await read("/api/products/paginated?page=2", handler.call)).body).toEqual({ call: 2 });
    expect((await read("/api/products/paginated?page=1", handler.call)).body).toEqual({ call: 1 });
  });

  it("answers HEAD from what GET stored", async () => {
    const { read } = cacheAt();
    const handler = counted();
    await read("/api/brands", handler.call);
    const head = await read("/api/brands", handler.call, { method: "HEAD" });
    expect(head.body).toEqual({ call: 1 });
  });
});

describe("read cache: bounds", () => {
  it("forgets the least recently used answer beyond its entry limit", async () => {
    const { read } = cacheAt({ maxEntries: 2 });
    const [a, b, c] = [counted(), counted(), counted()];
    await read("/a", a.call);
    await read("/b", b.call);
    await read("/a", a.call); // a is now the most recent
    await read("/c", c.call); // pushes out b
    await read("/a", a.call);
    await read("/b", b.call);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
  });

  it("forgets the oldest answers beyond its byte limit and never keeps an oversized one", async () => {
    const big = (n: number) => async () =>
      Response.json({ text: "x".repeat(n) }, { headers: { "cache-control": PUBLIC } });
    const { cache, read } = cacheAt({ maxBytes: 3_000, maxEntryBytes: 2_000 });
    await read("/one", big(1_000));
    await read("/two", big(1_000));
    await read("/three", big(1_000)); // over 3,000 bytes with headers: /one goes
    await read("/huge", big(2_500));
    const before = cache.stats.hits;
    for (const path of ["/one", "/two", "/three", "/huge"]) await read(path, big(1));
    expect(cache.stats.hits - before).toBe(2);
    expect((await read("/one", big(1))).body).toEqual({ text: "x" });
  });
});

describe("read cache: simultaneous misses", () => {
  it("makes one call for identical requests in flight and answers them all", async () => {
    const { cache, read } = cacheAt();
    const gate = Promise.withResolvers<void>();
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await gate.promise;
      return Response.json({ rows: [1, 2, 3] }, { headers: { "cache-control": PUBLIC } });
    };
    const answers = Array.from({ length: 20 }, () => read("/api/products/featured", slow));
    gate.resolve();
    const bodies = (await Promise.all(answers)).map((answer) => answer.body);
    expect(calls).toBe(1);
    expect(bodies).toEqual(Array.from({ length: 20 }, () => ({ rows: [1, 2, 3] })));
    expect(cache.stats).toMatchObject({ misses: 1, shared: 19 });
  });

  it("lets each waiter ask on its own when the answer in flight may not be shared", async () => {
    const { read } = cacheAt();
    const gate = Promise.withResolvers<void>();
    let views = 0;
    const counting = async () => {
      views += 1;
      const view = views;
      await gate.promise;
      return Response.json({ view }, { headers: { "cache-control": "no-store" } });
    };
    const answers = Array.from({ length: 5 }, () => read("/api/blogs/post", counting));
    gate.resolve();
    const seen = (await Promise.all(answers)).map((answer) => answer.body.view).sort();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("read cache: who bypasses it, and emptying it", () => {
  it.each([
    ["the staff session cookie", { cookie: "cookieConsent=x; staff_session=token" }],
    ["the https staff session cookie", { cookie: "__Host-staff_session=token" }],
    ["an Authorization header", { authorization: "Bearer token" }],
  ])("a request with %s neither reads nor fills it", async (_name, headers) => {
    const { read } = cacheAt();
    const handler = counted();
    await read("/api/products", handler.call);
    expect((await read("/api/products", handler.call, { headers })).body).toEqual({ call: 2 });
    await read("/api/brands", handler.call, { headers });
    expect((await read("/api/brands", handler.call)).body).toEqual({ call: 4 });
  });

  it("serves visitors whatever other cookies they carry", async () => {
    const { read } = cacheAt();
    const handler = counted();
    await read("/api/products", handler.call, { headers: { cookie: "cookieConsent=a" } });
    const again = await read("/api/products", handler.call, { headers: { cookie: "lang=hi" } });
    expect(again.body).toEqual({ call: 1 });
  });

  it("is bypassed while switched off", async () => {
    const { cache, read } = cacheAt({ enabled: () => false });
    const handler = counted();
    await read("/api/products", handler.call);
    await read("/api/products", handler.call);
    cache.enabled = true;
    await read("/api/products", handler.call);
    await read("/api/products", handler.call);
    expect(handler.calls).toBe(3);
  });

  it("clear forgets kept answers and what a call in flight read before it", async () => {
    const { cache, read } = cacheAt();
    const handler = counted();
    await read("/api/products", handler.call);
    cache.clear();
    expect((await read("/api/products", handler.call)).body).toEqual({ call: 2 });

    const gate = Promise.withResolvers<void>();
    const before = read("/api/brands", async () => {
      await gate.promise;
      return Response.json({ old: true }, { headers: { "cache-control": PUBLIC } });
    });
    cache.clear(); // a write committed while the read was in flight
    const after = read("/api/brands", async () =>
      Response.json({ old: false }, { headers: { "cache-control": PUBLIC } }),
    );
    gate.resolve();
    expect([(await before).body, (await after).body]).toEqual([{ old: true }, { old: false }]);
    expect((await read("/api/brands", handler.call)).body).toEqual({ old: false });
  });
});
