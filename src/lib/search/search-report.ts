// The search report: what the results page sends after a search (POST /api/search-report), and
// the query as it is counted: its words only, without accents, in lower case.
import { z } from "zod";
import { foldAccents } from "./search-terms.ts";

/** The longest query counted, as the search itself accepts. */
const MAX_COUNTED_LENGTH = 100;

/** The query as the report counts it; empty when it has no word. */
export function countedQuery(text: string): string {
  const words = foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.join(" ").slice(0, MAX_COUNTED_LENGTH).trim();
}

/** One line of the report. */
export interface SearchReportLine {
  query: string;
  searches: number;
}

/** The week's report (GET /api/admin/search-report). */
export interface SearchReport {
  days: number;
  top: SearchReportLine[];
  foundNothing: SearchReportLine[];
}

/** POST /api/search-report: the query searched and how many products the page showed. */
export const searchReportSchema = z.object({
  query: z
    .string()
    .max(500)
    .transform(countedQuery)
    .refine((query) => query.length > 0, "Send the words searched for"),
  found: z.number().int().min(0).max(1000),
});
