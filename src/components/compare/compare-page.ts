// The compare page's script (/compare?products=a,b,c; src/pages/compare.astro): reads the address,
// fetches the products in one request (GET /api/compare) and draws the table, or says why it
// cannot: nothing asked for (with a way to the catalogue), a failed request (with Retry), or no
// product left. Remove takes a product out of the table, the address and the visitor's chosen
// ones; Add all to quote adds every product shown to the visitor's quote list.
import { apiGet } from "../../lib/api-client.ts";
import { compareAnswer, type CompareProduct } from "../../lib/compare/compare-answer.ts";
import {
  compareAddress,
  MAX_COMPARED,
  parseCompareAddress,
  type CompareAddress,
} from "../../lib/compare/compare-address.ts";
import { loadCompareList, saveCompareList } from "../../lib/compare/compare-list.ts";
import { watchProductImages } from "../catalogue/image-fallback.ts";
import { comparisonTable } from "./compare-render.ts";
import { h } from "./dom.ts";

const products = (count: number) => `${count} product${count === 1 ? "" : "s"}`;
const root = () => document.querySelector<HTMLElement>("[data-compare-root]")!;
const show = (...nodes: (Node | string)[]) => root().replaceChildren(...nodes);

let shown: CompareProduct[] = [];

function nothingToCompare(heading: string): void {
  const chosen = loadCompareList();
  const own =
    chosen.length > 0 &&
    h(
      "a",
      { class: "button", href: compareAddress(chosen) },
      `Compare your ${products(chosen.length)}`,
    );
  show(
    h(
      "div",
      { class: "compare-state" },
      h("h2", {}, heading),
      h(
        "p",
        {},
        `Press Compare on the cards or pages of up to ${MAX_COMPARED} products, then open Compare to see them side by side.`,
      ),
      h(
        "p",
        { class: "compare-state__links" },
        own,
        h(
          "a",
          { class: own ? "button secondary" : "button", href: "/products" },
          "Browse products",
        ),
      ),
    ),
  );
}

// What the address named that the table leaves out, one sentence per reason.
function leftOut(address: CompareAddress, missing: readonly string[]): HTMLElement | false {
  const notes = [
    missing.length > 0 && `Not in our catalogue (any more): ${missing.join(", ")}.`,
    address.invalid.length > 0 && `Not a product's address: ${address.invalid.join(", ")}.`,
    address.extra.length > 0 &&
      `Only ${MAX_COMPARED} products can be compared; left out: ${address.extra.join(", ")}.`,
  ].filter((note) => note !== false);
  return (
    notes.length > 0 &&
    h("div", { class: "compare-notes" }, ...notes.map((note) => h("p", {}, note)))
  );
}

function drawTable(notes: HTMLElement | false): void {
  if (shown.length === 0) return nothingToCompare("No product to compare");
  const heading = h(
    "h2",
    { id: "compare-heading", tabindex: "-1" },
    `Comparing ${products(shown.length)}`,
  );
  const onlyDifferences = h("input", { type: "checkbox", "data-compare-differences": true });
  const table = comparisonTable(shown);
  show(
    notes || "",
    h(
      "div",
      { class: "compare-tools" },
      heading,
      h(
        "button",
        { type: "button", class: "button", "data-compare-add-all": true },
        "Add all to quote",
      ),
      h("label", { class: "compare-only" }, onlyDifferences, "Show only differences"),
      h(
        "p",
        { class: "compare-legend" },
        h("span", { class: "compare-swatch" }),
        "Rows that differ are highlighted",
      ),
      h("p", { class: "compare-quote-status", role: "status", "data-compare-quote-status": true }),
    ),
    h(
      "div",
      {
        class: "compare-scroll",
        role: "region",
        "aria-labelledby": "compare-heading",
        tabindex: "0",
      },
      table,
    ),
  );
  onlyDifferences.addEventListener("change", () =>
    table.classList.toggle("only-differences", onlyDifferences.checked),
  );
}

async function load(address: CompareAddress): Promise<void> {
  show(h("p", { class: "compare-loading", role: "status" }, "Loading the comparison…"));
  try {
    const answer = await apiGet(`/api/compare?products=${address.slugs.join(",")}`, {
      parse: compareAnswer,
    });
    shown = answer.products;
    drawTable(leftOut(address, answer.missing));
  } catch {
    show(
      h(
        "div",
        { class: "compare-state", role: "alert" },
        h("p", {}, "Unable to load the comparison. Check your connection and try again."),
        h("button", { type: "button", class: "button", "data-compare-retry": true }, "Retry"),
      ),
    );
  }
}

function remove(slug: string): void {
  shown = shown.filter((product) => product.slug !== slug);
  history.replaceState(history.state, "", compareAddress(shown.map((product) => product.slug)));
  const chosen = loadCompareList();
  if (chosen.includes(slug)) saveCompareList(chosen.filter((item) => item !== slug));
  drawTable(false);
  document.getElementById("compare-heading")?.focus();
}

async function addAllToQuote(): Promise<void> {
  const { addProductsToQuote } = await import("./compare-quote.ts");
  const message = addProductsToQuote(shown);
  const status = root().querySelector("[data-compare-quote-status]");
  if (!status) return;
  // Emptied first, then filled on the next task, so the same message twice is read out twice.
  status.textContent = "";
  setTimeout(() => (status.textContent = message), 100);
}

/** Draws the comparison the address asks for, and answers the page's buttons. */
export function showComparison(): void {
  watchProductImages();
  const address = parseCompareAddress(location.search);
  root().addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-compare-retry]")) void load(address);
    if (target?.closest("[data-compare-add-all]")) void addAllToQuote();
    const removing = target?.closest<HTMLElement>("[data-compare-remove]");
    if (removing) remove(removing.dataset.compareRemove ?? "");
  });
  if (address.slugs.length === 0) {
    const note = leftOut(address, []);
    nothingToCompare("Nothing to compare yet");
    if (note) root().prepend(note);
    return;
  }
  void load(address);
}
