// Writing the visitor's quote list where their consent allows (quote-list-store.ts says where),
// and telling the page. Loaded with the first Add to quote and with /quote, not with every page.
import { emptyQuoteList, QUOTE_LIST_KEY, type QuoteList } from "./quote-list.ts";
import { attempt, browserStorages, QUOTE_LIST_EVENT, quoteListPlaces } from "./quote-list-store.ts";

/** Stores the list where the visitor's consent allows (an empty list removes it) and tells the page. */
export function saveQuoteList(list: QuoteList, storages = browserStorages()): void {
  const [home, away] = quoteListPlaces(storages);
  attempt(() => {
    away?.removeItem(QUOTE_LIST_KEY);
    if (list.items.length === 0) home?.removeItem(QUOTE_LIST_KEY);
    else home?.setItem(QUOTE_LIST_KEY, JSON.stringify(list));
  }, undefined);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(QUOTE_LIST_EVENT));
}

/** Forgets the list (after it was sent). */
export function clearQuoteList(storages = browserStorages()): void {
  saveQuoteList(emptyQuoteList(), storages);
}
