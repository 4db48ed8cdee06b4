// What each row of a batch will do, judged in memory against the products its slugs and SKUs
// name (read and locked beforehand), by writeImportRow's rules: the product found by slug, else
// by SKU, is updated, or a new one created; a row equal to its product writes nothing; a slug or
// SKU of another product refuses the row with the message the database's refusal gives. Rows are
// judged in file order as if each had been written before the next is read; a batch where that
// matters (a row finds, or would take the slug or SKU of, a product an earlier row of the batch
// writes) is not planned: it goes row by row, where each row reads what the one before wrote.
import type { ImportRow } from "../../lib/import-row.ts";
import type { Snapshot } from "../admin/audit.ts";
import { productWriteMessages } from "../catalogue/product-writes.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import { columnsOf, differs, ImportRowError } from "./write-import-row.ts";

/** A checked row of the file with its row number. */
export interface BatchRow {
  rowNumber: number;
  row: ImportRow;
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
  | PlannedWrite
  | { kind: "unchanged"; item: BatchRow }
  | { kind: "refused"; item: BatchRow; error: string };

// The products of the batch by slug and by SKU, as the rows read them one after the other.
class BatchProducts {
  readonly bySlug = new Map<string, Snapshot>();
  readonly bySku = new Map<string, Snapshot>();
  /** Products an earlier row of the batch writes (as stored before, and as written). */
  readonly written = new Set<Snapshot>();

  constructor(stored: readonly Snapshot[]) {
    for (const product of stored) this.index(product);
  }

  index(product: Snapshot): void {
    this.bySlug.set(String(product.slug), product);
    if (product.sku) this.bySku.set(String(product.sku), product);
  }

  find(row: ImportRow): Snapshot | null {
    return this.bySlug.get(row.slug) ?? (row.sku ? this.bySku.get(row.sku) : undefined) ?? null;
  }
}

/** The batch's rows planned, in order; null when the batch must be written row by row. */
export function planImportBatch(
  items: readonly BatchRow[],
  stored: readonly Snapshot[],
  taxonomy: ImportTaxonomy,
): PlannedRow[] | null {
  const products = new BatchProducts(stored);
  const plans: PlannedRow[] = [];
  for (const item of items) {
    const before = products.find(item.row);
    if (before && products.written.has(before)) return null;
    let values: Record<string, unknown>;
    try {
      values = columnsOf(item.row, taxonomy, before);
    } catch (error) {
      if (!(error instanceof ImportRowError)) throw error;
      plans.push({ kind: "refused", item, error: error.message });
      continue;
    }
    if (before && !differs(before, values)) {
      plans.push({ kind: "unchanged", item });
      continue;
    }
    // The database checks the slug's unique index before the SKU's: the same message first.
    const slugOwner = products.bySlug.get(String(values.slug));
    const skuOwner = values.sku ? products.bySku.get(String(values.sku)) : undefined;
    const others = [slugOwner, skuOwner].filter((owner) => owner && owner !== before);
    if (others.some((owner) => products.written.has(owner!))) return null;
    if (others.length > 0) {
      const error = others[0] === slugOwner ? "slugTaken" : "skuTaken";
      plans.push({ kind: "refused", item, error: productWriteMessages[error] });
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
