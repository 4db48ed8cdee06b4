// Per-address limits on the visitor-data calls, counted under a keyed hash of the address. They
// are generous (an office shares one address) but stop one machine flooding the tables.
import { hashClientAddress } from "../auth/throttle.ts";
import type { Sql } from "../db/client.ts";
import { errorResponse } from "../http/errors.ts";
import { consumeRateLimit, type RateLimit } from "../http/rate-limit.ts";

/** The limits per call family, each per address in a 10-minute window. */
export const VISITOR_DATA_LIMITS = {
  /** Interaction events and page summaries: about one request every two seconds. */
  tracking: { max: 300, windowSeconds: 600 },
  /** Consent decisions with their visitor data. */
  acceptance: { max: 20, windowSeconds: 600 },
  /** Searches counted for the search report: more than anyone searches by hand. */
  searches: { max: 120, windowSeconds: 600 },
  /** Reading or erasing one's own data. */
  access: { max: 60, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/** A 429 answer when the address is over the family's limit, else null (counting this call). */
export async function overVisitorDataLimit(
  sql: Sql,
  ip: string | null | undefined,
  family: keyof typeof VISITOR_DATA_LIMITS,
): Promise<Response | null> {
  const hash = hashClientAddress(ip);
  if (!hash) return null;
  const wait = await consumeRateLimit(sql, `${family}:${hash}`, VISITOR_DATA_LIMITS[family]);
  if (wait === 0) return null;
  const message = "Too many requests from your address. Please try again in a few minutes.";
  const response = errorResponse(429, "too_many_requests", message);
  response.headers.set("retry-after", String(wait));
  return response;
}
