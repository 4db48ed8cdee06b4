// Reads what a browser posts to /api/csp-report: the older report-uri form (application/csp-report,
// one violation) or the Reporting API's (application/reports+json, a list of reports of which the
// "csp-violation" ones are kept), both made one shape. Fields come in as the browser sends them;
// over-long text is cut rather than refused, so an odd but real report is still seen.
import { z } from "zod";
import { readLimited } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import { refuseNul } from "../http/nul-text.ts";
import { decodeUtf8 } from "../http/utf8-text.ts";

/** The largest report body taken: a report carries the whole policy (~1.5 KB), a batch a few. */
const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** Violations kept from one request; a browser's batch holds a few, a forged one may hold many. */
const MAX_VIOLATIONS_PER_REQUEST = 10;

/** One violation, as stored and logged. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string | null;
  directive: string;
  disposition: "enforce" | "report";
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  userAgent: string | null;
}

const cut = (max: number) => z.string().transform((text) => text.slice(0, max));
const optionalCut = (max: number) => cut(max).nullish();
const position = z.number().int().nonnegative().max(2_147_483_647).nullish();
const disposition = z.enum(["enforce", "report"]).nullish();

// report-uri's body (CSP level 2): {"csp-report": {"document-uri": …}}
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": cut(2048),
    "blocked-uri": optionalCut(2048),
    "effective-directive": optionalCut(100),
    "violated-directive": optionalCut(100),
    disposition,
    "source-file": optionalCut(2048),
    "line-number": position,
    "column-number": position,
    "script-sample": optionalCut(256),
  }),
});

// The Reporting API's body: [{type, url, user_agent, body: {documentURL, …}}, …]
const reportingReport = z.object({
  type: z.string(),
  user_agent: optionalCut(512),
  body: z.unknown(),
});
const violationBody = z.object({
  documentURL: cut(2048),
  blockedURL: optionalCut(2048),
  effectiveDirective: cut(100),
  disposition,
  sourceFile: optionalCut(2048),
  lineNumber: position,
  columnNumber: position,
  sample: optionalCut(256),
});

// A page's or script's address without its query string and fragment (a signed link's token);
// "inline", "eval" and other keywords stay as they are, data: and blob: addresses become "data"
// and "blob" (as browsers report them).
function withoutQuery(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  return url.origin === "null" ? url.protocol.replace(/:$/, "") : `${url.origin}${url.pathname}`;
}

const addressOrNull = (value: string | null | undefined) => (value ? withoutQuery(value) : null);

// A violation names its page and the directive; one that does not is no use to anyone.
const complete = (found: CspViolation) => found.documentUrl !== "" && found.directive !== "";

function fromLegacy(json: unknown): CspViolation[] {
  const report = legacyReport.parse(json)["csp-report"];
  // CSP level 2 browsers send violated-directive only, with the directive's sources after it.
  const directive = report["effective-directive"] ?? report["violated-directive"] ?? "";
  const found: CspViolation = {
    documentUrl: withoutQuery(report["document-uri"]),
    blockedUrl: addressOrNull(report["blocked-uri"]),
    directive: directive.split(" ")[0]!,
    disposition: report.disposition ?? "enforce",
    sourceFile: addressOrNull(report["source-file"]),
    lineNumber: report["line-number"] ?? null,
    columnNumber: report["column-number"] ?? null,
    sample: report["script-sample"] || null,
    userAgent: null,
  };
  return [found].filter(complete);
}

function fromReportingApi(json: unknown): CspViolation[] {
  const reports = z.array(reportingReport).parse(json);
  return reports
    .filter((report) => report.type === "csp-violation")
    .map((report): CspViolation => {
      const body = violationBody.parse(report.body);
      return {
        documentUrl: withoutQuery(body.documentURL),
        blockedUrl: addressOrNull(body.blockedURL),
        directive: body.effectiveDirective,
        disposition: body.disposition ?? "enforce",
        sourceFile: addressOrNull(body.sourceFile),
        lineNumber: body.lineNumber ?? null,
        columnNumber: body.columnNumber ?? null,
        sample: body.sample || null,
        userAgent: report.user_agent ?? null,
      };
    })
    .filter(complete);
}

const READERS: Record<string, (json: unknown) => CspViolation[]> = {
  "application/csp-report": fromLegacy,
  "application/reports+json": fromReportingApi,
};

/**
 * The violations a report request carries (at most MAX_VIOLATIONS_PER_REQUEST). Throws HttpError
 * 415 for another content type, 413 past MAX_CSP_REPORT_BYTES, 400 for bytes that are not UTF-8,
 * JSON that is not a report, or text holding NUL.
 */
export async function readCspReport(req: Request): Promise<CspViolation[]> {
  const mediaType = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const read = READERS[mediaType];
  if (!read) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send a report as application/csp-report or application/reports+json",
    );
  }
  const text = decodeUtf8(await readLimited(req, MAX_CSP_REPORT_BYTES));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON");
  }
  refuseNul(json);
  try {
    return read(json).slice(0, MAX_VIOLATIONS_PER_REQUEST);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw new HttpError(400, "invalid_report", "The body is not a CSP violation report");
  }
}
