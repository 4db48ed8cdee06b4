// GET /api/admin/search-report: the week's most searched queries and the queries whose latest
// search found nothing, each with its count.
import { adminFetch } from "../admin-api.ts";
import { listOf, number, shape, text } from "../response-readers.ts";

/** One query of the report. */
export interface SearchReportLine {
  query: string;
  searches: number;
}

/** The report. */
export interface SearchReport {
  days: number;
  top: SearchReportLine[];
  foundNothing: SearchReportLine[];
}

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
