// What each row of a batch will do, judged in memory against the products its slugs and SKUs
// name (read and locked beforehand), by writeImportRow's rules: the product found by slug, else
// by SKU, is updated, or a new one created; a row equal to its product writes nothing; a slug or
// SKU of another product refuses the row with the message the database's refusal gives. Rows are
// judged in file order as if each had been written before the next is read; a batch where that
// matters (a row finds, or would take the slug or SKU of, a product an earlier row of the batch
// writes) is not planned: it goes row by row, where each row reads what the one before wrote. A
// row its own checks refused is judged too, so that its lookups' problems join its own; when it
// names a product an earlier row writes, only its category and subcategory are judged.
import type { ImportRow } from "../../lib/import/import-row.ts";
import type { Snapshot } from "../admin/audit.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import { columnsOf, judgeImportRow, problemsOf, ProductsByKey } from "./judge-import-row.ts";
import type { NumberedRow } from "./read-import-file.ts";
import { differs } from "./write-import-row.ts";

/** A checked row of the file with its row number. */
export interface BatchRow {
  rowNumber: number;
  row: ImportRow;
}

/** A refused row of the file: its number, the name it gives, and all its problems. */
export interface RefusedRow {
  rowNumber: number;
  productName: string;
  error: string;
}

/** A row to write: `before` null creates a product, else updates that one. */
export interface PlannedWrite {
  kind: "write";
  item: BatchRow;
  before: Snapshot | null;
  values: Record<string, unknown>;
}

/** What one row of the batch will do. */
export type PlannedRow =
  PlannedWrite | { kind: "unchanged"; item: BatchRow } | ({ kind: "refused" } & RefusedRow);

// The products of the batch by slug and by SKU, as the rows read them one after the other.
class BatchProducts extends ProductsByKey {
  /** Products an earlier row of the batch writes (as stored before, and as written). */
  readonly written = new Set<Snapshot>();

  /** Whether the row finds, or clashes with, a product an earlier row writes. */
  dependsOnWrites({ before, owners }: { before: Snapshot | null; owners: Snapshot[] }): boolean {
    return (before !== null && this.written.has(before)) || owners.some((o) => this.written.has(o));
  }
}

// The row its own checks refused, with its lookups' problems.
function refusedRow(
  item: NumberedRow & { ok: false },
  taxonomy: ImportTaxonomy,
  products: BatchProducts,
): PlannedRow {
  let error = item.errors.join("; ");
  if (item.keys) {
    const judged = judgeImportRow(item.keys, taxonomy, products);
    const known = products.dependsOnWrites(judged) ? { ...judged, clashes: [] } : judged;
    error = problemsOf(item.errors, known);
  }
  return { kind: "refused", rowNumber: item.rowNumber, productName: item.productName, error };
}

/** The batch's rows planned, in order; null when the batch must be written row by row. */
export function planImportBatch(
  items: readonly NumberedRow[],
  stored: readonly Snapshot[],
  taxonomy: ImportTaxonomy,
): PlannedRow[] | null {
  const products = new BatchProducts(stored);
  const plans: PlannedRow[] = [];
  for (const numbered of items) {
    if (!numbered.ok) {
      plans.push(refusedRow(numbered, taxonomy, products));
      continue;
    }
    const item = { rowNumber: numbered.rowNumber, row: numbered.row };
    const judged = judgeImportRow(item.row, taxonomy, products);
    if (products.dependsOnWrites(judged)) return null;
    const error = problemsOf([], judged);
    if (error) {
      const productName = item.row.name ?? item.row.sku ?? "";
      plans.push({ kind: "refused", rowNumber: item.rowNumber, productName, error });
      continue;
    }
    const { before } = judged;
    const values = columnsOf(item.row, judged);
    if (before && !differs(before, values)) {
      plans.push({ kind: "unchanged", item });
      continue;
    }
    plans.push({ kind: "write", item, before, values });
    const after = { ...before, ...values };
    if (before) products.written.add(before);
    products.written.add(after);
    products.index(after);
  }
  return plans;
}
