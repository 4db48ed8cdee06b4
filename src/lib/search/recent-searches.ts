// The visitor's recent searches (document 1 §3, §4, §9): at most 5 terms, newest first, no
// duplicates, kept in the browser's localStorage.

/** The localStorage key the list is kept under. */
export const RECENT_SEARCHES_KEY = "recentSearches";

/** How many terms are kept. */
const MAX_RECENT_SEARCHES = 5;

/** The part of Storage this module uses, so tests can pass their own. */
export type SearchStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const sameTerm = (a: string, b: string) =>
  a.toLocaleLowerCase("en-IN") === b.toLocaleLowerCase("en-IN");

/** The list with `term` (trimmed) at the front, older copies of it removed, cut to the maximum. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === "") return list.slice(0, MAX_RECENT_SEARCHES);
  const rest = list.filter((existing) => !sameTerm(existing, trimmed));
  return [trimmed, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

/** Whatever was stored, made into a valid list: strings only, trimmed, non-empty, deduplicated, at most 5. */
export function normaliseRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const terms: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") continue;
    const trimmed = item.trim();
    if (trimmed === "" || terms.some((term) => sameTerm(term, trimmed))) continue;
    terms.push(trimmed);
    if (terms.length === MAX_RECENT_SEARCHES) break;
  }
  return terms;
}

// Reading localStorage itself throws when the browser blocks site data, hence the function.
function defaultStorage(): SearchStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored list; empty when nothing (or nothing valid) is stored or storage is blocked. */
export function loadRecentSearches(
  storage: SearchStorage | undefined = defaultStorage(),
): string[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY);
    return raw ? normaliseRecentSearches(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** Stores the list (an empty list removes the key); blocked or full storage is ignored. */
export function saveRecentSearches(
  list: readonly string[],
  storage: SearchStorage | undefined = defaultStorage(),
): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(normaliseRecentSearches(list)));
  } catch {
    // Private browsing or a full quota: the search still works, it just isn't remembered.
  }
}

/** Records a submitted term and returns the new list. */
export function rememberSearch(
  term: string,
  storage: SearchStorage | undefined = defaultStorage(),
): string[] {
  const list = addRecentSearch(loadRecentSearches(storage), term);
  saveRecentSearches(list, storage);
  return list;
}
