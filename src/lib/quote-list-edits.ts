// The changes the /quote page makes to the visitor's quote list (quote-list.ts): a product's
// quantity or note, and removing it. Apart from quote-list.ts, which every page loads.
import {
  changedQuoteList,
  clampQuantity,
  QUOTE_LIST_MAX_NOTE,
  type QuoteList,
  type QuoteListItem,
} from "./quote-list.ts";

/** The list with one product's quantity or note changed (the quantity kept within its limits). */
export function updateQuoteItem(
  list: QuoteList,
  slug: string,
  change: Partial<Pick<QuoteListItem, "quantity" | "note">>,
  now = new Date(),
): QuoteList {
  const items = list.items.map((item) =>
    item.slug !== slug
      ? item
      : {
          ...item,
          ...(change.quantity !== undefined ? { quantity: clampQuantity(change.quantity) } : {}),
          ...(change.note !== undefined ? { note: change.note.slice(0, QUOTE_LIST_MAX_NOTE) } : {}),
        },
  );
  return changedQuoteList(items, now);
}

/** The list without the product. */
export function removeQuoteItem(list: QuoteList, slug: string, now = new Date()): QuoteList {
  return changedQuoteList(
    list.items.filter((item) => item.slug !== slug),
    now,
  );
}
