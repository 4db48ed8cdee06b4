// The /quote page's view of the visitor's quote list: read from the browser once hydrated (null
// until then), followed as it changes (another tab, the header's script), and written back on
// every change the page makes.
import { useEffect, useState } from "react";
import type { QuoteList, QuoteListItem } from "../../lib/quotes/quote-list.ts";
import { removeQuoteItem, updateQuoteItem } from "../../lib/quotes/quote-list-edits.ts";
import { clearQuoteList, saveQuoteList } from "../../lib/quotes/quote-list-save.ts";
import { loadQuoteList, QUOTE_LIST_EVENT } from "../../lib/quotes/quote-list-store.ts";

/** The list and the changes the page makes to it. */
export interface QuoteListState {
  list: QuoteList | null;
  update(slug: string, change: Partial<Pick<QuoteListItem, "quantity" | "note">>): void;
  remove(slug: string): void;
  clear(): void;
}

/** Follows the stored list. */
export function useQuoteList(): QuoteListState {
  const [list, setList] = useState<QuoteList | null>(null);
  useEffect(() => {
    const read = () => setList(loadQuoteList());
    read();
    window.addEventListener(QUOTE_LIST_EVENT, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(QUOTE_LIST_EVENT, read);
      window.removeEventListener("storage", read);
    };
  }, []);
  // Each change is made to the stored list, so one made meanwhile in another tab is not lost.
  return {
    list,
    update: (slug, change) => saveQuoteList(updateQuoteItem(loadQuoteList(), slug, change)),
    remove: (slug) => saveQuoteList(removeQuoteItem(loadQuoteList(), slug)),
    clear: () => clearQuoteList(),
  };
}
