// The dashboard's search report: what visitors searched for this week, and what found nothing
// (the clearest sign of what the catalogue lacks or names otherwise), each query a link that runs
// it on the site.
import { useQuery } from "@tanstack/react-query";
import { SEARCH_SYNONYMS_PATH } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import type { SearchReportLine } from "../../../lib/search/search-report.ts";
import { fetchSearchReport } from "./search-report-api.ts";

const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query })}`;
const synonymHref = (query: string) =>
  `${SEARCH_SYNONYMS_PATH}?${new URLSearchParams({ term: query })}`;

function Queries({
  id,
  title,
  lines,
  none,
  unit,
  withSynonym = false,
}: {
  id: string;
  title: string;
  lines: SearchReportLine[];
  none: string;
  unit: [string, string];
  /** Each query offers "Add a synonym" (for the searches that found nothing). */
  withSynonym?: boolean;
}) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {lines.length === 0 ? (
        <p className="admin-history__none">{none}</p>
      ) : (
        <ol className="admin-top-products">
          {lines.map((line) => (
            <li key={line.query}>
              <a href={searchHref(line.query)} target="_blank" rel="noopener">
                {line.query}
                <span className="visually-hidden"> (search on the site, opens a new tab)</span>
              </a>
              <span>
                {line.searches.toLocaleString("en-IN")} {line.searches === 1 ? unit[0] : unit[1]}
              </span>
              {withSynonym && (
                <Link href={synonymHref(line.query)}>
                  Add a synonym<span className="visually-hidden"> for {line.query}</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The search part of the dashboard, with its own loading and error states. */
export default function SearchReport() {
  const report = useQuery({
    queryKey: ["admin", "search-report"],
    queryFn: ({ signal }) => fetchSearchReport(signal),
  });
  return (
    <section className="admin-search-report" aria-labelledby="search-report-title">
      <h2 id="search-report-title">Searches this week</h2>
      <p>
        <Link href={SEARCH_SYNONYMS_PATH}>Search synonyms</Link>: words visitors use that the
        catalogue says otherwise.
      </p>
      {report.isPending && <Spinner label="Loading the search report" />}
      {report.isError && (
        <LoadError
          what="Failed to load the search report."
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && (
        <div className="admin-recent">
          <Queries
            id="search-report-top"
            title="Top searches"
            lines={report.data.top}
            none="No searches this week."
            unit={["search", "searches"]}
          />
          <Queries
            id="search-report-nothing"
            title="Found nothing"
            lines={report.data.foundNothing}
            none="Every search this week found products."
            unit={["time", "times"]}
            withSynonym
          />
        </div>
      )}
    </section>
  );
}
