// What the search box's dropdown shows (document 1 §2 Search, §4): recent searches when the box is
// empty, nothing under 2 characters, suggestions from 2, and "No products found" when there are
// neither suggestions nor recent searches.
import { MIN_SEARCH_LENGTH, type Suggestion } from "./search-api.ts";
import type { SuggestionsState } from "./useSuggestions.ts";

/** One option of the listbox. */
export type SearchOption =
  | { kind: "suggestion"; key: string; suggestion: Suggestion }
  | { kind: "recent"; key: string; term: string };

/** The dropdown's content: a kind of list and its options, or the no-products message. */
export type DropdownView =
  | { kind: "none" }
  | { kind: "suggestions" | "recent"; options: SearchOption[] }
  | { kind: "no-products"; message: string };

const recentView = (recent: readonly string[]): DropdownView =>
  recent.length === 0
    ? { kind: "none" }
    : {
        kind: "recent",
        options: recent.map((term) => ({ kind: "recent", key: `recent:${term}`, term })),
      };

/** The dropdown for the typed term, the recent searches and the suggestions state. */
export function dropdownView(
  term: string,
  recent: readonly string[],
  state: SuggestionsState,
): DropdownView {
  const query = term.trim();
  if (query === "") return recentView(recent);
  if (query.length < MIN_SEARCH_LENGTH) return { kind: "none" };
  if (state.suggestions.length > 0) {
    const options = state.suggestions.map((suggestion): SearchOption => ({
      kind: "suggestion",
      key: `product:${suggestion.slug}`,
      suggestion,
    }));
    return { kind: "suggestions", options };
  }
  // Until this term's answer arrives, saying "no products" would be premature.
  if (!state.settled) return { kind: "none" };
  if (recent.length > 0 || state.failed) return recentView(recent);
  return { kind: "no-products", message: `No products found for "${query}"` };
}

/** The options of a view (none for the message or an empty view). */
export function optionsOf(view: DropdownView): SearchOption[] {
  return view.kind === "suggestions" || view.kind === "recent" ? view.options : [];
}

/** What a screen reader hears when the dropdown changes. */
export function announcement(view: DropdownView): string {
  if (view.kind === "no-products") return view.message;
  if (view.kind !== "suggestions") return "";
  const count = view.options.length;
  return `${count} ${count === 1 ? "suggestion" : "suggestions"} available`;
}

/** The category as the dropdown shows it: its display name, else its key made readable. */
export function categoryLabel(suggestion: Suggestion): string {
  const key = suggestion.category.replace(/-/g, " ");
  return suggestion.category_display_name ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The name split around the first case-insensitive occurrence of the query, to bold the match. */
export function splitOnMatch(
  name: string,
  query: string,
): [before: string, match: string, after: string] {
  const at = query.trim() === "" ? -1 : name.toLowerCase().indexOf(query.trim().toLowerCase());
  if (at < 0) return [name, "", ""];
  const end = at + query.trim().length;
  return [name.slice(0, at), name.slice(at, end), name.slice(end)];
}
