// Every page's quote behaviour, without React (it comes with each page: the issue allows it 3 KB
// gzip): the "Add to quote" buttons (QuoteButton.astro, and the search results' cards, drawn
// later by their island) and the header's "Quote (n)" link. One delegated listener serves any
// number of buttons; what a click does (quote-add.ts) is fetched when a button is first reached.
import { CONSENT_CHANGE_EVENT } from "../../lib/consent/consent-store.ts";
import { loadQuoteList, QUOTE_LIST_EVENT } from "../../lib/quotes/quote-list-store.ts";

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

/** Wires the buttons and the header link of this page. */
export function enhanceQuoteButtons(): void {
  refresh();
  const addButtonOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>("[data-quote-add]") : null;
  document.addEventListener("click", (event) => {
    const button = addButtonOf(event);
    if (button) void import("./quote-add.ts").then(({ addToQuote }) => addToQuote(button));
  });
  // The click's code is fetched as the pointer, a finger or the focus reaches a button, so that
  // on a slow connection it has usually come by the click and the button answers at once.
  const warm = (event: Event) => void (addButtonOf(event) && import("./quote-add.ts"));
  for (const name of ["pointerover", "touchstart", "focusin"])
    document.addEventListener(name, warm, { passive: true });
  // This tab's changes (a click, /quote), other tabs' (localStorage), and a consent choice, which
  // moves the list between the two storages.
  for (const name of [QUOTE_LIST_EVENT, "storage", CONSENT_CHANGE_EVENT, "pageshow"])
    window.addEventListener(name, refresh);
  // Buttons drawn after load (the search results) are marked as they arrive.
  new MutationObserver(markButtons).observe(document.body, { childList: true, subtree: true });
}
