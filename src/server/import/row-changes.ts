// What an import row changes of its product, column by column in the file's own terms (a
// category or brand by its key, a price or "Price on request", key features one per line), for
// the dry run's report and the import's answer: the same comparison as `differs`.
import { PRICE_ON_REQUEST, type ImportColumn } from "../../lib/import/import-columns.ts";
import type { FieldChange, ImportChange } from "../../lib/import/import-result.ts";
import { priceCell } from "../../lib/import/price-list-cells.ts";
import type { ImportRow } from "../../lib/import/import-row.ts";
import type { Snapshot } from "../admin/audit.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import { TEXT_COLUMNS } from "./judge-import-row.ts";
import type { RowWrite } from "./write-import-row.ts";

/** The product columns an import sets and the file's column each comes from, in file order. */
const FIELDS: readonly (readonly [string, ImportColumn])[] = [
  ["name", "name"],
  ["slug", "slug"],
  ["category_id", "category"],
  ["subcategory_id", "subcategory"],
  ...Object.entries(TEXT_COLUMNS)
    .filter(([field]) => field !== "model")
    .map(([field, column]) => [column, field as ImportColumn] as const),
  ["status", "status"],
  ["featured", "featured"],
  ["image", "image"],
  ["pdf", "pdf"],
  ["price", "price"],
  ["brand_id", "brand"],
  ["model", "model"],
  ["features", "keyFeatures"],
];

const REFERENCES = { category_id: "category", subcategory_id: "subcategory", brand_id: "brand" };

/** The longest value the report shows of a column (longer ones end in "…"). */
const SHOWN_LENGTH = 300;

// A stored value as the export would write it.
function shown(column: string, value: unknown, taxonomy: ImportTaxonomy): string {
  if (column === "price")
    return value === null || value === undefined ? PRICE_ON_REQUEST : priceCell(value as number);
  if (value === null || value === undefined) return "";
  if (column in REFERENCES) {
    const kind = REFERENCES[column as keyof typeof REFERENCES] as "category";
    return taxonomy.byId(kind, Number(value))?.name ?? String(value);
  }
  const text = Array.isArray(value) ? value.join("\n") : String(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The columns `values` changes of the stored product, in file order. */
function fieldChanges(before: Snapshot, values: Record<string, unknown>, taxonomy: ImportTaxonomy) {
  const changes: FieldChange[] = [];
  for (const [column, field] of FIELDS) {
    if (!(column in values) || same(before[column], values[column])) continue;
    changes.push({
      field,
      from: shown(column, before[column], taxonomy),
      to: shown(column, values[column], taxonomy),
    });
  }
  return changes;
}

/** A written row as the import's answer lists it. */
export function changeOf(
  rowNumber: number,
  row: ImportRow,
  { before, values }: RowWrite,
  taxonomy: ImportTaxonomy,
): ImportChange {
  const productName = row.name ?? String(before?.name ?? row.sku ?? "");
  return before
    ? { rowNumber, productName, action: "update", fields: fieldChanges(before, values, taxonomy) }
    : { rowNumber, productName, action: "create", fields: [] };
}
