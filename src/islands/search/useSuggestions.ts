// Suggestions for what the visitor is typing (document 1 §4, §9): nothing under 2 trimmed
// characters, otherwise one request after a 300 ms pause, the previous one aborted.
import { useEffect, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import { fetchSuggestions, MIN_SEARCH_LENGTH, type Suggestion } from "./search-api.ts";

/** The pause after the last keystroke before suggestions are fetched. */
export const SUGGESTION_DELAY_MS = 300;

interface Answer {
  term: string;
  suggestions: Suggestion[];
  failed: boolean;
}

/** What the dropdown shows for a term. */
export interface SuggestionsState {
  /** The latest suggestions; while a refined term is pending, those of the term it refines. */
  suggestions: Suggestion[];
  /** True once the answer for exactly this term has arrived (so "no products" may be said). */
  settled: boolean;
  failed: boolean;
}

/** Debounced, abortable suggestions for `term`. */
export function useSuggestions(term: string): SuggestionsState {
  const query = term.trim();
  const wanted = query.length >= MIN_SEARCH_LENGTH;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (suggestions) => setAnswer({ term: query, suggestions, failed: false }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          // Suggestions are a convenience: a failure is logged and the box keeps working.
          console.error("Search suggestions failed", error);
          setAnswer({ term: query, suggestions: [], failed: true });
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, wanted]);

  if (!wanted || answer === null) return { suggestions: [], settled: false, failed: false };
  const settled = answer.term === query;
  // While the next answer is on its way, the last one stays if the visitor is refining that term.
  const related = query.startsWith(answer.term) || answer.term.startsWith(query);
  if (!settled && !related) return { suggestions: [], settled: false, failed: false };
  return { suggestions: answer.suggestions, settled, failed: settled && answer.failed };
}
