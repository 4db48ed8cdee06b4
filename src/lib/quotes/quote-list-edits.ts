// The changes to the visitor's quote list (quote-list.ts): adding a product (Add to quote), and on
// /quote a product's quantity or note, and removing it. Apart from quote-list.ts, which every page
// loads: this comes with the first click on Add to quote, and with /quote.
import { MAX_QUOTE_ITEMS, MAX_QUOTE_NOTE_LENGTH } from "./quote-limits.ts";
import {
  changedQuoteList,
  clampQuantity,
  type QuoteList,
  type QuoteListItem,
} from "./quote-list.ts";

/** What adding a product did: added it, found it already listed, or found the list full. */
export type AddOutcome = "added" | "present" | "full";

/** The list with the product added (quantity 1, no note), unless it is listed or the list is full. */
export function addQuoteItem(
  list: QuoteList,
  product: { slug: string; name: string; model: string },
  now = new Date(),
): { list: QuoteList; outcome: AddOutcome } {
  if (list.items.some((item) => item.slug === product.slug)) return { list, outcome: "present" };
  if (list.items.length >= MAX_QUOTE_ITEMS) return { list, outcome: "full" };
  const item = { ...product, quantity: 1, note: "" };
  return { list: changedQuoteList([...list.items, item], now), outcome: "added" };
}

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
          ...(change.note !== undefined
            ? { note: change.note.slice(0, MAX_QUOTE_NOTE_LENGTH) }
            : {}),
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
