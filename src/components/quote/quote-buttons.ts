// Every page's quote behaviour, without React (it comes with each page: the issue allows it 3 KB
// gzip): the "Add to quote" buttons (QuoteButton.astro, and the search results' cards, drawn
// later by their island), the header's "Quote (n)" link and the status message read out when a
// product is added. One delegated listener serves any number of buttons.
import { CONSENT_CHANGE_EVENT } from "../../lib/consent/consent-store.ts";
import { addQuoteItem, type AddOutcome } from "../../lib/quote-list.ts";
import { loadQuoteList, QUOTE_LIST_EVENT, saveQuoteList } from "../../lib/quote-list-store.ts";

/** What the status region says after a click, per outcome. */
export const ADD_MESSAGES: Record<AddOutcome, string> = {
  added: "Added to your quote list",
  present: "Already in your quote list",
  full: "Your quote list is full (50 products)",
};

let listed = new Set<string>();

// Buttons show "In quote list" through CSS on data-in-quote (global.css): an attribute, never
// their text, so the buttons a React island drew stay as React left them.
function markButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-quote-add]"))
    button.toggleAttribute("data-in-quote", listed.has(button.dataset.slug ?? ""));
}

function refresh(): void {
  const { items } = loadQuoteList();
  listed = new Set(items.map((item) => item.slug));
  markButtons();
  // The number alone: QuoteLink.astro draws the brackets.
  for (const count of document.querySelectorAll("[data-quote-count]"))
    count.textContent = items.length > 0 ? String(items.length) : "";
}

// Emptied first, then filled on the next task, so the same message twice is read out twice.
function announce(message: string): void {
  const region = document.querySelector("[data-quote-status]");
  if (!region) return;
  region.textContent = "";
  setTimeout(() => (region.textContent = message), 100);
}

function add(button: HTMLElement): void {
  const { slug = "", name = "", model = "" } = button.dataset;
  if (!slug) return;
  const { list, outcome } = addQuoteItem(loadQuoteList(), { slug, name, model });
  if (outcome === "added") saveQuoteList(list);
  else refresh();
  announce(ADD_MESSAGES[outcome]);
}

/** Wires the buttons, the header link and the status region of this page. */
export function enhanceQuoteButtons(): void {
  refresh();
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-quote-add]")
        : null;
    if (button) add(button);
  });
  // This tab's changes (here and on /quote), other tabs' (localStorage), and a consent choice,
  // which moves the list between the two storages.
  for (const name of [QUOTE_LIST_EVENT, "storage", CONSENT_CHANGE_EVENT, "pageshow"])
    window.addEventListener(name, refresh);
  // Buttons drawn after load (the search results) are marked as they arrive.
  new MutationObserver(markButtons).observe(document.body, { childList: true, subtree: true });
}
