// The CSP violation reports browsers send: limited per address and per blocked resource, stored in
// csp_reports (kept 30 days) and logged one line each, so a script the policy blocks in production
// is seen in the function log at once and in the table afterwards.
import { createHash } from "node:crypto";
import { hashClientAddress } from "../auth/throttle.ts";
import type { Sql } from "../db/client.ts";
import { errorResponse } from "../http/errors.ts";
import { consumeRateLimit, type RateLimit } from "../http/rate-limit.ts";
import type { CspViolation } from "./csp-report-body.ts";

/**
 * The limits: per address, counted only for a body that is a report (a page may report a few
 * violations per view), and per distinct blocked resource (page, directive, blocked address), so
 * a flood about one resource neither fills the table nor silences reports about any other.
 */
export const CSP_REPORT_LIMITS = {
  perAddress: { max: 60, windowSeconds: 600 },
  perResource: { max: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** How long reports are kept. */
const KEEP_REPORTS = "30 days";

/** A 429 answer when this address is over its limit, else null (counting this report). */
export async function overCspReportLimit(
  sql: Sql,
  ip: string | null | undefined,
): Promise<Response | null> {
  const hash = hashClientAddress(ip);
  if (!hash) return null;
  const wait = await consumeRateLimit(sql, `csp-report:${hash}`, CSP_REPORT_LIMITS.perAddress);
  if (wait === 0) return null;
  const response = errorResponse(
    429,
    "too_many_requests",
    "Too many reports. Please try again in a few minutes.",
  );
  response.headers.set("retry-after", String(wait));
  return response;
}

const resourceKey = (found: CspViolation) =>
  createHash("sha256")
    .update(JSON.stringify([found.documentUrl, found.directive, found.blockedUrl]))
    .digest("hex");

/** The violations whose resource is within its budget (counting each); the rest are dropped. */
export async function withinResourceBudgets(
  sql: Sql,
  violations: CspViolation[],
): Promise<CspViolation[]> {
  const kept: CspViolation[] = [];
  for (const found of violations) {
    const key = `csp-report-resource:${resourceKey(found)}`;
    if ((await consumeRateLimit(sql, key, CSP_REPORT_LIMITS.perResource)) === 0) kept.push(found);
  }
  return kept;
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
