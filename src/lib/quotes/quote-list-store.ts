// Where the quote list lives in the browser: localStorage when the visitor allowed functional
// cookies, otherwise sessionStorage, so without consent it lasts for the visit only (docs/
// decisions/0064-storage-without-consent.md). A list found in the other place (consent given or
// withdrawn since) is moved on the next read. Blocked storage (privacy modes) reads as an empty
// list and drops writes: the buttons still answer, the list just is not kept. Writing is in
// quote-list-save.ts, which every page need not load.
import { hasFunctionalConsent } from "../locations/consent.ts";
import { parseQuoteList, QUOTE_LIST_KEY, type QuoteList } from "./quote-list.ts";

/** Dispatched on window whenever this tab changes the list. */
export const QUOTE_LIST_EVENT = "quote-list:change";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The two storages of a window; either may be missing where the browser blocks site data. */
export interface QuoteListStorages {
  local: Store | undefined;
  session: Store | undefined;
}

function reach(get: () => Store): Store | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/** The window's localStorage and sessionStorage, each undefined when blocked. */
export const browserStorages = (): QuoteListStorages => ({
  local: reach(() => localStorage),
  session: reach(() => sessionStorage),
});

/** The action's result, or `fallback` where the storage throws (blocked or full). */
export function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The storage the list belongs in now, and the one it must not stay in. */
export function quoteListPlaces({
  local,
  session,
}: QuoteListStorages): [Store | undefined, Store | undefined] {
  return hasFunctionalConsent(local) ? [local, session] : [session, local];
}

/** The visitor's list, moved into the storage their consent allows if it was in the other. */
export function loadQuoteList(storages = browserStorages()): QuoteList {
  const [home, away] = quoteListPlaces(storages);
  const stored = attempt(() => home?.getItem(QUOTE_LIST_KEY) ?? null, null);
  const stray = attempt(() => away?.getItem(QUOTE_LIST_KEY) ?? null, null);
  if (stray === null) return parseQuoteList(stored);
  attempt(() => away?.removeItem(QUOTE_LIST_KEY), undefined);
  if (stored !== null) return parseQuoteList(stored);
  attempt(() => home?.setItem(QUOTE_LIST_KEY, stray), undefined);
  return parseQuoteList(stray);
}
