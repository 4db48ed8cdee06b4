// The visitor's quote list (the issue "Leads"): products with a quantity and a note each, kept in
// the browser (quote-list-store.ts says where) until the visitor sends them from /quote. Pure, so
// the every-page "Add to quote" script, the /quote island and the tests share one reading of a
// stored value. No zod: this comes with every page (the changes to the list are in
// quote-list-edits.ts, loaded on the first Add to quote and with /quote).

import { MAX_QUOTE_ITEMS, MAX_QUOTE_NOTE_LENGTH, MAX_QUOTE_QUANTITY } from "./quote-limits.ts";

/** The browser storage key of the list (the Leads contract). */
export const QUOTE_LIST_KEY = "sbs-quote-list";

/** One product in the list. */
export interface QuoteListItem {
  slug: string;
  name: string;
  model: string;
  quantity: number;
  note: string;
}

/** The stored value: the products, and when the list last changed (ISO time). */
export interface QuoteList {
  items: QuoteListItem[];
  updatedAt: string;
}

/** An empty list. */
export const emptyQuoteList = (): QuoteList => ({ items: [], updatedAt: "" });

/** A quantity as typed, made whole and kept within 1..the maximum. */
export function clampQuantity(value: unknown): number {
  const number = Math.round(Number(value));
  if (!Number.isFinite(number) || number < 1) return 1;
  return Math.min(number, MAX_QUOTE_QUANTITY);
}

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

function readItem(value: unknown): QuoteListItem | null {
  if (typeof value !== "object" || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.slug !== "string" || item.slug === "") return null;
  return {
    slug: item.slug,
    name: text(item.name, 300) || item.slug,
    model: text(item.model, 200),
    quantity: clampQuantity(item.quantity),
    note: text(item.note, MAX_QUOTE_NOTE_LENGTH),
  };
}

/**
 * The list a stored text holds: every well-formed product once (the first of duplicates), at
 * most the maximum; an empty list for nothing, a damaged text or another shape.
 */
export function parseQuoteList(stored: string | null): QuoteList {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? "null");
  } catch {
    return emptyQuoteList();
  }
  const { items, updatedAt } = (value ?? {}) as { items?: unknown; updatedAt?: unknown };
  if (!Array.isArray(items)) return emptyQuoteList();
  const seen = new Set<string>();
  const kept: QuoteListItem[] = [];
  for (const raw of items) {
    const item = readItem(raw);
    if (!item || seen.has(item.slug) || kept.length === MAX_QUOTE_ITEMS) continue;
    seen.add(item.slug);
    kept.push(item);
  }
  return { items: kept, updatedAt: typeof updatedAt === "string" ? updatedAt : "" };
}

/** The list holding `items`, stamped `now`. */
export const changedQuoteList = (items: QuoteListItem[], now: Date): QuoteList => ({
  items,
  updatedAt: now.toISOString(),
});
