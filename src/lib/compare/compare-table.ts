// The compare page's table (the issue "Compare"): one column per product, one row per fact.
// Price, brand, model and key features come first, then every Technical Details row of any of
// the products, aligned by its name; a row a product lacks shows a dash, and rows whose values
// are not all the same are marked, so the page can highlight them.
import { formatPrice } from "../catalogue/price.ts";
import { parseSpecifications, type SpecificationRow } from "../catalogue/specifications.ts";
import type { CompareProduct } from "./compare-answer.ts";

/** A cell: a text, a list (key features), or null where the product has nothing to say. */
export type CompareCell = string | string[] | null;

/** One row of the table: its label, a cell per product, and whether the cells differ. */
export interface CompareRow {
  label: string;
  cells: CompareCell[];
  differs: boolean;
}

/** The table: the summary rows, then the Technical Details rows. */
export interface CompareTable {
  summary: CompareRow[];
  details: CompareRow[];
}

/** What a cell without a value shows (the issue "Compare"). */
export const MISSING_VALUE = "—";

// How two labels or values are told equal: case, spacing and a closing full stop aside.
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "").trim();

// The product page shows "-" for a row typed without a value: here it is no value at all.
const valueOf = (row: SpecificationRow) => (row.value === "-" ? null : row.value);

/** True when the cells are not all alike: a missing value differs from any value. */
export function cellsDiffer(cells: readonly CompareCell[]): boolean {
  if (cells.length < 2) return false;
  const keys = cells.map((cell) =>
    cell === null || cell.length === 0 ? "" : folded(Array.isArray(cell) ? cell.join("\n") : cell),
  );
  return keys.some((key) => key !== keys[0]);
}

// A product's rows by folded label; a label it repeats keeps the values joined with "; ".
function valuesByLabel(rows: readonly SpecificationRow[]): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const row of rows) {
    const key = folded(row.label);
    const value = valueOf(row);
    const before = values.get(key);
    values.set(key, before && value ? `${before}; ${value}` : (before ?? value));
  }
  return values;
}

// Every label of every product once, in the order the products give them: a label the first
// products lack goes before the next label of its product already placed ("A B D" and "A C D"
// give "A B C D"). Each keeps the spelling of the product that named it first.
function mergedLabels(lists: readonly (readonly SpecificationRow[])[]): Map<string, string> {
  const order: string[] = [];
  const spelling = new Map<string, string>();
  for (const rows of lists) {
    const keys = rows.map((row) => folded(row.label));
    keys.forEach((key, index) => {
      if (spelling.has(key)) return;
      spelling.set(key, rows[index]!.label);
      const next = keys.slice(index + 1).find((later) => spelling.has(later) && later !== key);
      const at = next === undefined ? -1 : order.indexOf(next);
      if (at < 0) order.push(key);
      else order.splice(at, 0, key);
    });
  }
  return new Map(order.map((key) => [key, spelling.get(key)!]));
}

/** The Technical Details rows of several products aligned by name, a cell per product. */
export function alignSpecifications(lists: readonly (readonly SpecificationRow[])[]): CompareRow[] {
  const byProduct = lists.map(valuesByLabel);
  return [...mergedLabels(lists)].map(([key, label]) => {
    const cells = byProduct.map((values) => values.get(key) ?? null);
    return { label, cells, differs: cellsDiffer(cells) };
  });
}

const row = (label: string, cells: CompareCell[]): CompareRow => ({
  label,
  cells,
  differs: cellsDiffer(cells),
});

/** The whole table of the products, in their order. */
export function compareTable(products: readonly CompareProduct[]): CompareTable {
  return {
    summary: [
      row(
        "Price",
        products.map((product) => formatPrice(product.price)),
      ),
      row(
        "Brand",
        products.map((product) => product.brand),
      ),
      row(
        "Model",
        products.map((product) => product.model),
      ),
      row(
        "Key features",
        products.map((product) => product.features),
      ),
    ],
    details: alignSpecifications(
      products.map((product) => parseSpecifications(product.specifications)),
    ),
  };
}
