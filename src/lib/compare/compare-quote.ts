// "Add all to quote" on the compare page: every product compared goes into the visitor's quote
// list, the same list as Add to quote (src/lib/quotes), with a sentence saying what happened.
import { MAX_QUOTE_ITEMS } from "../quotes/quote-limits.ts";
import { addQuoteItem, type AddOutcome } from "../quotes/quote-list-edits.ts";
import type { QuoteList } from "../quotes/quote-list.ts";
import type { CompareProduct } from "./compare-answer.ts";

const count = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

/** What adding every product did, said in one or two sentences. */
export function addAllMessage(outcomes: Record<AddOutcome, number>): string {
  const { added, present, full } = outcomes;
  return [
    added > 0 && `Added ${count(added)} to your quote list.`,
    present > 0 &&
      (added > 0 ? `${count(present)} already there.` : "All are already in your quote list."),
    full > 0 && `Your quote list is full (${MAX_QUOTE_ITEMS} products): ${count(full)} not added.`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The list with every product added that is not listed yet, and what the page says. */
export function addAllToQuote(
  list: QuoteList,
  products: readonly Pick<CompareProduct, "slug" | "name" | "model">[],
  now = new Date(),
): { list: QuoteList; added: number; message: string } {
  const outcomes: Record<AddOutcome, number> = { added: 0, present: 0, full: 0 };
  for (const { slug, name, model } of products) {
    const result = addQuoteItem(list, { slug, name, model: model ?? "" }, now);
    list = result.list;
    outcomes[result.outcome] += 1;
  }
  return { list, added: outcomes.added, message: addAllMessage(outcomes) };
}
