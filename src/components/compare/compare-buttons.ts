// The Compare toggles of a page (cards, a product page, the search results' cards) and the
// Compare (n) tray, without React: one delegated listener serves any number of toggles. A press
// adds the product to the visitor's chosen ones or takes it out; a fifth is refused, said in the
// tray. The tray links to the compare page with the chosen products in its address.
import { CONSENT_CHANGE_EVENT } from "../../lib/consent/consent-store.ts";
import { compareAddress, MAX_COMPARED } from "../../lib/compare/compare-address.ts";
import {
  COMPARE_LIST_EVENT,
  COMPARE_MESSAGES,
  loadCompareList,
  saveCompareList,
  toggleCompared,
} from "../../lib/compare/compare-list.ts";

const TOGGLE = "[data-compare-toggle]";
let chosen: string[] = [];

// The tray, drawn once the visitor has chosen a product: the link, Clear, and the status line.
function tray(): HTMLElement {
  const existing = document.querySelector<HTMLElement>("[data-compare-tray]");
  if (existing) return existing;
  const element = document.createElement("div");
  element.className = "compare-tray";
  element.dataset.compareTray = "";
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", "Products to compare");
  element.innerHTML =
    '<a class="compare-tray__link" data-compare-link></a>' +
    '<button type="button" class="compare-tray__clear" data-compare-clear>Clear</button>' +
    '<p class="compare-tray__message" role="status" data-compare-status></p>';
  document.body.append(element);
  return element;
}

// Attributes only: the toggles a React island drew stay as React left them otherwise.
function markButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>(TOGGLE))
    button.setAttribute("aria-pressed", String(chosen.includes(button.dataset.slug ?? "")));
}

function refresh(): void {
  chosen = loadCompareList();
  markButtons();
  const existing = document.querySelector<HTMLElement>("[data-compare-tray]");
  if (chosen.length === 0 && !existing) return;
  const element = existing ?? tray();
  element.hidden = chosen.length === 0;
  document.documentElement.toggleAttribute("data-compare-tray", chosen.length > 0);
  const link = element.querySelector<HTMLAnchorElement>("[data-compare-link]")!;
  link.href = compareAddress(chosen);
  link.textContent = `Compare (${chosen.length})`;
}

// Emptied first, then filled on the next task, so the same message twice is read out twice.
function say(message: string): void {
  const status = tray().querySelector("[data-compare-status]")!;
  status.textContent = "";
  setTimeout(() => (status.textContent = message), 100);
}

function press(button: HTMLElement): void {
  const { slugs, outcome } = toggleCompared(loadCompareList(), button.dataset.slug ?? "");
  if (outcome !== "full") saveCompareList(slugs);
  const count = outcome === "full" ? "" : ` (${slugs.length} of ${MAX_COMPARED})`;
  say(COMPARE_MESSAGES[outcome] + count);
}

/** Wires the page's Compare toggles and tray; `watch` also marks toggles drawn after load. */
export function enhanceCompareButtons({ watch = false } = {}): void {
  refresh();
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(TOGGLE);
    if (button?.dataset.slug) press(button);
    if (target?.closest("[data-compare-clear]")) {
      saveCompareList([]);
    }
  });
  // This tab's changes, other tabs' (localStorage), a consent choice (which moves the list
  // between the two storages), and a page shown again from the back-forward cache.
  for (const name of [COMPARE_LIST_EVENT, "storage", CONSENT_CHANGE_EVENT, "pageshow"])
    window.addEventListener(name, refresh);
  // Toggles drawn after load (the search results) are marked as they arrive.
  if (watch)
    new MutationObserver(markButtons).observe(document.body, { childList: true, subtree: true });
}
