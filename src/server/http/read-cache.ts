// A micro-cache of public API reads in each function instance: under load, one query
// answers every caller asking for the same address within a few seconds, instead of each caller
// queueing for the database. It keeps only what a shared cache may keep anyway (200, JSON,
// `Cache-Control: public, max-age=N`), for at most 5 s: far less than the CDN's 60 s. Public
// answers depend on the address alone (no handler behind publicJson reads a header, a cookie or
// the visitor's place), so the address is the key; staff requests neither read nor fill it.
import type { MiddlewareHandler } from "hono";
import { parseCookies, sessionCookieName } from "../auth/cookies.ts";
import { config } from "../config.ts";

// The longest an answer is kept, in seconds, whatever its max-age.
const READ_CACHE_MAX_SECONDS = 5;

/** Bounds and clock of a cache; the defaults suit a function instance. */
export interface ReadCacheOptions {
  now?: () => number;
  enabled?: () => boolean;
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
}

/** How requests were answered: kept answer, joined a call in flight, own call, or not cacheable. */
export interface ReadCacheStats {
  hits: number;
  shared: number;
  misses: number;
  bypassed: number;
}

/** A cache of GET answers: `answer` reads through it, `clear` empties it after a write. */
export interface ReadCache {
  answer(req: Request, call: () => Promise<Response>): Promise<Response>;
  clear(): void;
  /** Set to switch it on or off in this process (the bench measures a call's own cost off). */
  enabled: boolean;
  readonly stats: ReadCacheStats;
}

interface Entry {
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  storedAt: number;
  expires: number;
  bytes: number;
}

// The session cookie's names on http and https: either one marks a staff request.
const STAFF_COOKIES = ["http://localhost", "https://localhost"].map((site) =>
  sessionCookieName(site),
);

// True when a request carries credentials, whose answers must come from the database.
function carriesCredentials(req: Request): boolean {
  if (req.headers.has("authorization")) return true;
  const cookies = parseCookies(req.headers.get("cookie"));
  return STAFF_COOKIES.some((name) => cookies.has(name));
}

// The directives of a Cache-Control header, name to value ("" for a bare one).
function directivesOf(header: string | null): Map<string, string> {
  return new Map(
    (header ?? "").split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value];
    }),
  );
}

const NOT_SHARED = ["private", "no-store", "no-cache"];

// Seconds an answer may be kept: 0 unless 200, JSON, public with a max-age, no cookie, no Vary.
function keepSeconds(response: Response): number {
  const { headers } = response;
  if (response.status !== 200 || headers.has("set-cookie") || headers.has("vary")) return 0;
  if (!/^application\/json\b/i.test(headers.get("content-type") ?? "")) return 0;
  const directives = directivesOf(headers.get("cache-control"));
  if (!directives.has("public") || NOT_SHARED.some((name) => directives.has(name))) return 0;
  const maxAge = Number(directives.get("max-age") || Number.NaN);
  return Number.isInteger(maxAge) && maxAge > 0 ? Math.min(maxAge, READ_CACHE_MAX_SECONDS) : 0;
}

/** A new, empty cache. */
export function createReadCache({
  now = Date.now,
  enabled = () => true,
  maxEntries = 500,
  maxBytes = 16 * 2 ** 20,
  maxEntryBytes = 2 * 2 ** 20,
}: ReadCacheOptions = {}): ReadCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recent first.
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Entry | null>>();
  const stats: ReadCacheStats = { hits: 0, shared: 0, misses: 0, bypassed: 0 };
  let bytes = 0;
  // Bumped by clear: a call that started before a write must not store what it read.
  let generation = 0;
  let switched: boolean | undefined;

  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    remove(key);
    if (entry.expires <= now()) return undefined;
    entries.set(key, entry);
    bytes += entry.bytes;
    return entry;
  };

  const keep = (key: string, entry: Entry) => {
    if (entry.bytes > maxEntryBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const entryOf = async (response: Response, seconds: number): Promise<Entry> => {
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    const size = body.byteLength + headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
    const storedAt = now();
    return { headers, body, storedAt, expires: storedAt + seconds * 1000, bytes: size };
  };

  // Age tells the CDN how old the answer already is, so its own 60 s count from the query.
  const responseOf = (entry: Entry) => {
    const headers = new Headers(entry.headers);
    headers.set("age", String(Math.floor((now() - entry.storedAt) / 1000)));
    return new Response(entry.body, { status: 200, headers });
  };

  const lead = async (key: string, call: () => Promise<Response>) => {
    stats.misses += 1;
    const started = generation;
    const flight = Promise.withResolvers<Entry | null>();
    flights.set(key, flight.promise);
    try {
      const response = await call();
      const seconds = keepSeconds(response);
      if (seconds === 0) {
        flight.resolve(null);
        return response;
      }
      const entry = await entryOf(response, seconds);
      if (started === generation) keep(key, entry);
      flight.resolve(entry);
      return new Response(entry.body, { status: 200, headers: entry.headers });
    } catch (error) {
      flight.resolve(null);
      throw error;
    } finally {
      if (flights.get(key) === flight.promise) flights.delete(key);
    }
  };

  const bypasses = (req: Request) =>
    !(switched ?? enabled()) ||
    (req.method !== "GET" && req.method !== "HEAD") ||
    carriesCredentials(req);

  return {
    get enabled() {
      return switched ?? enabled();
    },
    set enabled(on: boolean) {
      switched = on;
    },
    stats,
    async answer(req, call) {
      if (bypasses(req)) {
        stats.bypassed += 1;
        return call();
      }
      const key = new URL(req.url).href;
      const kept = fresh(key);
      if (kept) {
        stats.hits += 1;
        return responseOf(kept);
      }
      const flight = flights.get(key);
      const joined = flight && (await flight);
      if (joined) {
        stats.shared += 1;
        return responseOf(joined);
      }
      if (!flight) return lead(key, call);
      // The answer in flight may not be shared (an error, a private answer): ask on its own.
      stats.misses += 1;
      return call();
    },
    clear() {
      entries.clear();
      flights.clear();
      bytes = 0;
      generation += 1;
    },
  };
}

/** This instance's cache of public reads, used by every function; API_READ_CACHE=off turns it off. */
export const publicReadCache: ReadCache = createReadCache({
  enabled: () => config().API_READ_CACHE === "on",
});

/** Middleware: a public read answered through this instance's read cache. */
export const cachedRead: MiddlewareHandler = async (c, next) => {
  const response = await publicReadCache.answer(c.req.raw, async () => {
    await next();
    return c.res;
  });
  if (!c.finalized || response !== c.res) c.res = response;
};

/**
 * Middleware: a write empties this instance's read cache, so its next read shows the change at
 * once; only a request refused (4xx) wrote nothing for sure: a 5xx may come after a commit.
 */
export const clearedByWrite: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400 || c.res.status >= 500) publicReadCache.clear();
};
