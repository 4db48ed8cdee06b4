// The products a visitor chose to compare (Compare on cards and product pages): their slugs, at
// most four, kept in the browser where the quote list is kept (localStorage with functional
// consent, otherwise sessionStorage for the visit; quote-list-store.ts). No zod: the pages with
// Compare buttons load this at once, to mark the buttons and show the Compare (n) tray.
import {
  attempt,
  browserStorages,
  quoteListPlaces,
  type QuoteListStorages,
} from "../quotes/quote-list-store.ts";
import { isProductSlug, MAX_COMPARED } from "./compare-address.ts";

/** The browser storage key of the chosen products. */
export const COMPARE_LIST_KEY = "sbs-compare-list";

/** Dispatched on window whenever this tab changes the chosen products. */
export const COMPARE_LIST_EVENT = "compare-list:change";

/** What a Compare press did: added the product, took it out, or found four chosen already. */
export type CompareToggleOutcome = "added" | "removed" | "full";

/** What the page says after a press, per outcome (the refusal in the words). */
export const COMPARE_MESSAGES: Record<CompareToggleOutcome, string> = {
  added: "Added to compare",
  removed: "Removed from compare",
  full: `You can compare up to ${MAX_COMPARED} products. Remove one to add another.`,
};

/** The slugs a stored text holds: valid ones, each once, at most four; none for anything else. */
export function parseCompareList(stored: string | null): string[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? "null");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const slugs = value.filter((item): item is string => typeof item === "string");
  return [...new Set(slugs.filter(isProductSlug))].slice(0, MAX_COMPARED);
}

/** The list with the product added, or taken out when it was in, unless four are chosen already. */
export function toggleCompared(
  slugs: readonly string[],
  slug: string,
): { slugs: string[]; outcome: CompareToggleOutcome } {
  if (slugs.includes(slug))
    return { slugs: slugs.filter((item) => item !== slug), outcome: "removed" };
  if (slugs.length >= MAX_COMPARED) return { slugs: [...slugs], outcome: "full" };
  return { slugs: [...slugs, slug], outcome: "added" };
}

/** The visitor's chosen products, moved into the storage their consent allows if in the other. */
export function loadCompareList(storages: QuoteListStorages = browserStorages()): string[] {
  const [home, away] = quoteListPlaces(storages);
  const stored = attempt(() => home?.getItem(COMPARE_LIST_KEY) ?? null, null);
  const stray = attempt(() => away?.getItem(COMPARE_LIST_KEY) ?? null, null);
  if (stray === null) return parseCompareList(stored);
  attempt(() => away?.removeItem(COMPARE_LIST_KEY), undefined);
  const slugs = parseCompareList(stored ?? stray);
  if (stored === null) attempt(() => home?.setItem(COMPARE_LIST_KEY, stray), undefined);
  return slugs;
}

/** Stores the chosen products where consent allows (none removes the key) and tells the page. */
export function saveCompareList(
  slugs: readonly string[],
  storages: QuoteListStorages = browserStorages(),
): void {
  const [home, away] = quoteListPlaces(storages);
  attempt(() => {
    away?.removeItem(COMPARE_LIST_KEY);
    if (slugs.length === 0) home?.removeItem(COMPARE_LIST_KEY);
    else home?.setItem(COMPARE_LIST_KEY, JSON.stringify(slugs));
  }, undefined);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(COMPARE_LIST_EVENT));
}
