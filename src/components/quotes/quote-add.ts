// What a click on "Add to quote" does, fetched with the first click (every page's script,
// quote-buttons.ts, waits for it): the product added to the stored list, and the status region
// saying so. The buttons and the header's count then follow the list's change event.
import { addQuoteItem, type AddOutcome } from "../../lib/quotes/quote-list-edits.ts";
import { saveQuoteList } from "../../lib/quotes/quote-list-save.ts";
import { loadQuoteList } from "../../lib/quotes/quote-list-store.ts";

/** What the status region says after a click, per outcome. */
export const ADD_MESSAGES: Record<AddOutcome, string> = {
  added: "Added to your quote list",
  present: "Already in your quote list",
  full: "Your quote list is full (50 products)",
};

// Emptied first, then filled on the next task, so the same message twice is read out twice.
function announce(message: string): void {
  const region = document.querySelector("[data-quote-status]");
  if (!region) return;
  region.textContent = "";
  setTimeout(() => (region.textContent = message), 100);
}

/** Adds the button's product (data-slug, data-name, data-model) and says what happened. */
export function addToQuote(button: HTMLElement): void {
  const { slug = "", name = "", model = "" } = button.dataset;
  if (!slug) return;
  const { list, outcome } = addQuoteItem(loadQuoteList(), { slug, name, model });
  if (outcome === "added") saveQuoteList(list);
  announce(ADD_MESSAGES[outcome]);
}
