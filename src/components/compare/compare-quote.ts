// Add all to quote's storage side, fetched with its first press: the visitor's quote list read,
// every compared product added (src/lib/compare/compare-quote.ts), the list stored, which tells
// the header's Quote (n) and the Add to quote buttons.
import { addAllToQuote } from "../../lib/compare/compare-quote.ts";
import { saveQuoteList } from "../../lib/quotes/quote-list-save.ts";
import { loadQuoteList } from "../../lib/quotes/quote-list-store.ts";
import type { CompareProduct } from "../../lib/compare/compare-answer.ts";

/** Adds the products to the stored quote list; what the page says about it. */
export function addProductsToQuote(products: readonly CompareProduct[]): string {
  const { list, added, message } = addAllToQuote(loadQuoteList(), products);
  if (added > 0) saveQuoteList(list);
  return message;
}
