// The search report: each search counted by day and query (the query's words only), and the
// week's top searches and searches that found nothing for the admin dashboard.
import type { SearchReport, SearchReportLine } from "../../lib/search/search-report.ts";
import type { Sql } from "../db/client.ts";

/** How many queries each list of the report shows. */
const REPORT_LENGTH = 10;

/** Days the report covers, today included. */
const REPORT_DAYS = 7;

/** Counts one search of `query` (already as countedQuery gives it), which found `found` products. */
export async function countSearch(sql: Sql, query: string, found: number): Promise<void> {
  const nothing = found === 0 ? 1 : 0;
  await sql`
    insert into search_counts as s (day, query, searches, found_nothing, last_found)
    values ((now() at time zone 'Asia/Kolkata')::date, ${query}, 1, ${nothing}, ${found})
    on conflict (day, query) do update
      set searches = s.searches + 1,
          found_nothing = s.found_nothing + excluded.found_nothing,
          last_found = excluded.last_found`;
}

/**
 * The last seven days (India's calendar): the most searched queries, and the queries whose latest
 * search found nothing, by how often they found nothing. Counts older than a year are removed.
 */
export async function readSearchReport(sql: Sql): Promise<SearchReport> {
  await sql`delete from search_counts where day < (now() at time zone 'Asia/Kolkata')::date - 366`;
  const since = () => sql`(now() at time zone 'Asia/Kolkata')::date - ${REPORT_DAYS - 1}::int`;
  const [top, foundNothing] = await Promise.all([
    sql<SearchReportLine[]>`
      select query, sum(searches)::int as searches from search_counts
       where day >= ${since()}
       group by query order by searches desc, query limit ${REPORT_LENGTH}`,
    sql<SearchReportLine[]>`
      select query, searches from (
        select distinct on (query) query, last_found,
               sum(found_nothing) over (partition by query)::int as searches
          from search_counts where day >= ${since()}
         order by query, day desc) latest
       where last_found = 0 and searches > 0
       order by searches desc, query limit ${REPORT_LENGTH}`,
  ]);
  return { days: REPORT_DAYS, top: [...top], foundNothing: [...foundNothing] };
}
