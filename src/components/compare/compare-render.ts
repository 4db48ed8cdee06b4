// Draws the compare page's table (compare-table.ts) in the browser: a real <table>, one column
// per product headed by its image and name, one row per fact headed by its label, the first
// column kept in view while the table scrolls sideways; rows that differ are marked for the eye
// (a tint) and for screen readers ("differs" in the row's header).
import { variantSources } from "../../lib/image-variants.ts";
import { productUrl } from "../../lib/catalogue/catalogue-urls.ts";
import { PRICE_ON_REQUEST } from "../../lib/catalogue/price.ts";
import type { CompareProduct } from "../../lib/compare/compare-answer.ts";
import {
  compareTable,
  MISSING_VALUE,
  type CompareCell,
  type CompareRow,
} from "../../lib/compare/compare-table.ts";
import { h, hidden } from "./dom.ts";

const PLACEHOLDER = "/images/placeholder.svg";

function picture(product: CompareProduct): HTMLElement {
  const image = h("img", {
    src: product.image ?? PLACEHOLDER,
    alt: "",
    width: "160",
    height: "120",
    loading: "lazy",
    decoding: "async",
    "data-placeholder": true,
  });
  const sources = variantSources(product.image).map(({ type, srcset }) =>
    h("source", { type, srcset, sizes: "160px" }),
  );
  return h("picture", { class: "compare-image" }, ...sources, image);
}

function columnHeader(product: CompareProduct): HTMLElement {
  return h(
    "th",
    { scope: "col" },
    h(
      "a",
      { href: productUrl(product.slug), "data-product-link": product.slug },
      picture(product),
      h("span", { class: "compare-name" }, product.name),
    ),
  );
}

// Add to quote is QuoteButton.astro's button: every page's quote script handles and marks it.
function actionsCell(product: CompareProduct): HTMLElement {
  const quote = h(
    "button",
    {
      type: "button",
      class: "quote-add",
      "data-quote-add": true,
      "data-slug": product.slug,
      "data-name": product.name,
      "data-model": product.model ?? "",
    },
    h("span", { class: "quote-add__to" }, "Add to quote", hidden(`: ${product.name}`)),
    h("span", { class: "quote-add__in" }, "In quote list", hidden(`: ${product.name}`)),
  );
  const remove = h(
    "button",
    { type: "button", class: "compare-remove", "data-compare-remove": product.slug },
    "Remove",
    hidden(`: ${product.name}`),
  );
  return h("td", {}, h("div", { class: "compare-actions" }, quote, remove));
}

function cell(value: CompareCell): HTMLElement {
  if (value === null || value.length === 0)
    return h(
      "td",
      { class: "missing" },
      h("span", { "aria-hidden": "true" }, MISSING_VALUE),
      hidden("Not listed"),
    );
  if (Array.isArray(value))
    return h(
      "td",
      {},
      h("ul", { class: "compare-features" }, ...value.map((item) => h("li", {}, item))),
    );
  return h("td", { class: value === PRICE_ON_REQUEST ? "on-request" : undefined }, value);
}

function row({ label, cells, differs }: CompareRow): HTMLElement {
  return h(
    "tr",
    { class: differs ? "differs" : undefined },
    h("th", { scope: "row" }, label, differs && hidden(" (differs)")),
    ...cells.map(cell),
  );
}

/** The table of `products`, with a Remove and an Add to quote button per product. */
export function comparisonTable(products: readonly CompareProduct[]): HTMLTableElement {
  const { summary, details } = compareTable(products);
  const span = String(products.length + 1);
  return h(
    "table",
    { class: `compare-table count-${products.length}` },
    h("caption", { class: "visually-hidden" }, "Products side by side"),
    h("thead", {}, h("tr", {}, h("td", { class: "corner" }), ...products.map(columnHeader))),
    h(
      "tbody",
      {},
      h(
        "tr",
        { class: "compare-actions-row" },
        h("th", { scope: "row" }, hidden("Actions")),
        ...products.map(actionsCell),
      ),
      ...summary.map(row),
    ),
    details.length > 0 &&
      h(
        "tbody",
        {},
        h(
          "tr",
          { class: "compare-group" },
          h("th", { scope: "rowgroup", colspan: span }, h("span", {}, "Technical Details")),
        ),
        ...details.map(row),
      ),
  );
}
