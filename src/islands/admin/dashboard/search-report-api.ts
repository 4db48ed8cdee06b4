// GET /api/admin/search-report: the week's most searched queries and the queries whose latest
// search found nothing, each with its count.
import type { SearchReport, SearchReportLine } from "../../../lib/search/search-report.ts";
import { adminFetch } from "../admin-api.ts";
import { listOf, number, shape, text } from "../response-readers.ts";

const line = shape<SearchReportLine>({ query: text, searches: number });

const readSearchReport = shape<SearchReport>({
  days: number,
  top: listOf(line),
  foundNothing: listOf(line),
});

/** Reads the report. */
export function fetchSearchReport(signal: AbortSignal): Promise<SearchReport> {
  return adminFetch("/api/admin/search-report", {
    signal,
    parse: (body) => readSearchReport(body, "answer"),
  });
}
