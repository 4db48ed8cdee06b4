// `client:interaction`: hydrates an island on the visitor's first interaction with it (a pointer
// over or down, focus, a key), not at load. For islands whose server-rendered HTML already works
// or reads well and whose script is needed only once used, such as the header's search form and
// the contact form: pages that are only read never load that script (docs/decisions/
// 0072-hydration-on-interaction.md). The value may name reasons to hydrate at once instead,
// separated by spaces:
//   "translated"  the page is (or turns) in another language than it was built in: the island's
//                 texts then come from its script;
//   "query"       the address has a query string, which the island reads (the contact form's
//                 ?productService=…&message=… prefill, the drivers' ?category=).
// and "page": hydrate on the visitor's first interaction anywhere on the page too (a pointer
// moving or pressed, a key, a touch), not only with the island. For a page's main island whose
// server-rendered HTML reads on its own but whose controls need its script (the jobs board, the
// drivers catalogue, the network directory…): a keyboard user's first Tab, or the first move of a
// mouse, brings them, while a page that is only loaded and read loads no React.
// Buttons drawn disabled until hydrated (awaits-script.ts) are shown enabled at once; a press of
// one before then is held and made again once the island has taken over. If the island's script
// cannot be had, they are disabled again and the press is dropped.
import type { ClientDirective } from "astro";
import { LANGUAGE_EVENT } from "../i18n/language-events.ts";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { AWAITS_SCRIPT } from "./awaits-script.ts";

/** What hydrates an island: the visitor's events on it, and (with "page") anywhere on the page. */
export const EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;
export const PAGE_EVENTS = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;

const AWAITING = `[${AWAITS_SCRIPT}]`;

// Enables the island's waiting buttons and holds a press of one until the island drops the
// button's mark, then makes it again. Returns what undoes this when the island cannot hydrate.
function holdFirstUse(element: HTMLElement, hydrate: () => void) {
  const buttons = () => element.querySelectorAll("button");
  for (const button of element.querySelectorAll(AWAITING)) button.removeAttribute("disabled");
  let replay: MutationObserver | undefined;
  const hold = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(AWAITING);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (replay) return; // a second press before the island is ready is the same press
    const before = [...buttons()];
    replay = new MutationObserver((_, observer) => {
      // A hydration mismatch makes React draw the island afresh: the button pressed is then the
      // new one in its place, if the island drew as many buttons.
      const now = buttons();
      const again = button.isConnected
        ? button
        : now.length === before.length
          ? now[before.indexOf(button)]
          : undefined;
      // Waits for the island to drop the mark; a press whose button is gone is dropped.
      if (again ? again.hasAttribute(AWAITS_SCRIPT) : element.querySelector(AWAITING)) return;
      observer.disconnect();
      again?.click();
    });
    replay.observe(element, { subtree: true, childList: true, attributeFilter: [AWAITS_SCRIPT] });
    hydrate();
  };
  element.addEventListener("click", hold, true);
  return () => {
    element.removeEventListener("click", hold, true);
    replay?.disconnect();
    for (const button of element.querySelectorAll(AWAITING)) button.setAttribute("disabled", "");
  };
}

/** The directive's browser code; Astro inlines it into the pages that use it. */
const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, hydrate);
    for (const type of PAGE_EVENTS) document.removeEventListener(type, hydrate);
    document.removeEventListener(LANGUAGE_EVENT, hydrate);
    void load().then((run) => run(), giveUp);
  };
  const giveUp = holdFirstUse(element, hydrate);
  // Astro reports a script it could not import (after one retry) by this event, and load() then
  // resolves to nothing; a load() that rejects is taken the same way.
  element.addEventListener("astro:hydration-error", giveUp);
  for (const type of EVENTS) element.addEventListener(type, hydrate, { passive: true });
  const reasons = typeof options.value === "string" ? options.value.split(" ") : [];
  if (reasons.includes("page"))
    for (const type of PAGE_EVENTS) document.addEventListener(type, hydrate, { passive: true });
  if (reasons.includes("query") && window.location.search !== "") return hydrate();
  if (!reasons.includes("translated")) return;
  if (document.documentElement.lang !== DEFAULT_LANGUAGE) hydrate();
  else document.addEventListener(LANGUAGE_EVENT, hydrate);
};

export default hydrateOnInteraction;
