// The picker's search mode (document 1 §4, §5): 2 or more trimmed characters search cities, one
// request after a 300 ms pause, the previous one aborted.
import { useEffect, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import { MIN_CITY_SEARCH_LENGTH, searchCities, type CitySearchHit } from "./location-api.ts";

const SEARCH_DELAY_MS = 300;

/** What the search shows: nothing yet, its hits, or a failure. */
export type CitySearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; hits: CitySearchHit[] }
  | { status: "failed" };

/** Debounced, abortable city search for `term`. */
export function useCitySearch(term: string): CitySearchState {
  const query = term.trim();
  const wanted = query.length >= MIN_CITY_SEARCH_LENGTH;
  const [answer, setAnswer] = useState<{ query: string; state: CitySearchState } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCities(query, controller.signal).then(
        (hits) => setAnswer({ query, state: { status: "done", hits } }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          console.error("Failed to load cities", error);
          setAnswer({ query, state: { status: "failed" } });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, wanted]);

  if (!wanted) return { status: "idle" };
  return answer?.query === query ? answer.state : { status: "searching" };
}
