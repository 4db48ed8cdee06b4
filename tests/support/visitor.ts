// Requests as a visitor's browser sends them to the visitor-data functions: the site's Origin, the
// consent and visitor id cookies, a fresh address per visitor so rate limits never interfere.
import { randomBytes, randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import {
  ALL_ALLOWED,
  CONSENT_VALIDITY_MS,
  createConsentRecord,
  type ConsentPreferences,
} from "../../src/lib/consent/consent-record.ts";
import { fakeContext } from "./api.ts";

type Handler = (req: Request, context: Context) => Promise<Response>;

/** The site's own origin in the API tests (tests/api/setup-env.ts pins SITE_URL). */
export const SITE = "http://localhost:8888";

/** A random public-looking IPv4 address. */
export const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

/** A visitor: id, address, and the consent record their browser stores. */
export interface Visitor {
  id: string | null;
  ip: string;
  consent: string | null;
}

/** A visitor whose browser stored `preferences` (all allowed by default) and a visitor id. */
export function visitor(preferences: ConsentPreferences = ALL_ALLOWED): Visitor {
  const record = createConsentRecord(preferences, Date.now());
  return { id: randomUUID(), ip: freshIp(), consent: JSON.stringify(record) };
}

/** A consent record stored a year and a day ago: expired. */
export function expiredConsent(): string {
  return JSON.stringify(
    createConsentRecord(ALL_ALLOWED, Date.now() - CONSENT_VALIDITY_MS - 86_400_000),
  );
}

/** The Cookie header `who`'s browser sends. */
function cookieHeader(who: Visitor): string {
  const pairs: string[] = [];
  if (who.consent !== null) pairs.push(`cookieConsent=${encodeURIComponent(who.consent)}`);
  if (who.id !== null) pairs.push(`visitorId=${who.id}`);
  return pairs.join("; ");
}

/** Options of send: method, JSON or raw body, headers, and the runtime's view of the request. */
export interface VisitorSend {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  geo?: Context["geo"];
}

/** Calls `handler` at `path` as `who`; answers status, headers and the parsed body. */
export async function sendAs(
  handler: Handler,
  who: Visitor,
  path: string,
  options: VisitorSend = {},
) {
  const headers = new Headers({ origin: SITE, cookie: cookieHeader(who), ...options.headers });
  const body = options.json !== undefined ? JSON.stringify(options.json) : (options.body ?? null);
  if (body !== null && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  const context = { ...fakeContext({}, who.ip), geo: options.geo ?? {} } as Context;
  const response = await handler(
    new Request(`${SITE}${path}`, { method: options.method ?? "POST", headers, body }),
    context,
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
