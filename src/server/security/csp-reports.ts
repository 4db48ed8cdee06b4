// The CSP violation reports browsers send: limited per address and in all, stored in csp_reports
// (kept 30 days) and logged one line each, so a script the policy blocks in production is seen in
// the function log at once and in the table afterwards.
import { hashClientAddress } from "../auth/throttle.ts";
import type { Sql } from "../db/client.ts";
import { errorResponse } from "../http/errors.ts";
import { consumeRateLimit, type RateLimit } from "../http/rate-limit.ts";
import type { CspViolation } from "./csp-report-body.ts";

/** The limits: per address (a page may report a few violations per view), and over everyone. */
export const CSP_REPORT_LIMITS = {
  perAddress: { max: 60, windowSeconds: 600 },
  // Bounds the table however many addresses send: 500 an hour is ~360,000 rows in 30 days.
  all: { max: 500, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** How long reports are kept. */
const KEEP_REPORTS = "30 days";

function tooMany(wait: number): Response {
  const response = errorResponse(
    429,
    "too_many_requests",
    "Too many reports. Please try again in a few minutes.",
  );
  response.headers.set("retry-after", String(wait));
  return response;
}

/** A 429 answer when this address or everyone is over the limit, else null (counting this call). */
export async function overCspReportLimit(
  sql: Sql,
  ip: string | null | undefined,
): Promise<Response | null> {
  const hash = hashClientAddress(ip);
  if (hash) {
    const wait = await consumeRateLimit(sql, `csp-report:${hash}`, CSP_REPORT_LIMITS.perAddress);
    if (wait > 0) return tooMany(wait);
  }
  const wait = await consumeRateLimit(sql, "csp-report:all", CSP_REPORT_LIMITS.all);
  return wait > 0 ? tooMany(wait) : null;
}

// Text from the report in a log line: no control characters (no forged lines), quoted.
const shown = (text: string | null) =>
  text === null ? "-" : JSON.stringify(text.replace(/\p{Cc}/gu, " "));

/** The one log line of a violation. */
export function cspViolationLine(found: CspViolation): string {
  const where =
    found.sourceFile === null
      ? ""
      : ` at ${shown(found.sourceFile)}:${found.lineNumber ?? "?"}:${found.columnNumber ?? "?"}`;
  return (
    `CSP violation (${found.disposition}): ${shown(found.directive)} blocked ` +
    `${shown(found.blockedUrl)} on ${shown(found.documentUrl)}${where}, sample ${shown(found.sample)}`
  );
}

/** Stores the violations, logs each, and purges reports older than KEEP_REPORTS. */
export async function recordCspViolations(sql: Sql, violations: CspViolation[]): Promise<void> {
  if (violations.length === 0) return;
  const rows = violations.map((found) => ({
    document_url: found.documentUrl,
    blocked_url: found.blockedUrl,
    directive: found.directive,
    disposition: found.disposition,
    source_file: found.sourceFile,
    line_number: found.lineNumber,
    column_number: found.columnNumber,
    sample: found.sample,
    user_agent: found.userAgent,
  }));
  await sql`insert into csp_reports ${sql(rows)}`;
  // A warning, not an error: the site works, a visitor's browser refused something.
  for (const found of violations) console.warn(cspViolationLine(found));
  await sql`delete from csp_reports where received_at < now() - ${KEEP_REPORTS}::interval`;
}
