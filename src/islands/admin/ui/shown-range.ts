// The line above a list saying which of its entries the page shows, for the admin's paged lists.

/** The noun of a list's entries, for one and for several. */
export interface EntryNoun {
  one: string;
  many: string;
}

/**
 * "Showing 1–20 of 45 products", or "Showing 21 of 21 products" when the page holds one entry, or
 * "Showing 1 of 1 product"; empty when there is nothing to show (the list says so instead).
 */
export function shownRange(first: number, count: number, total: number, noun: EntryNoun): string {
  if (total === 0 || count === 0) return "";
  const last = Math.min(first + count - 1, total);
  const shown = last > first ? `${first}–${last}` : `${first}`;
  return `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.many}`;
}
