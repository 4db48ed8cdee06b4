// Writes one import row as a product, inside the savepoint its caller opened: found by slug, else
// by SKU, it is updated (a re-import creates no duplicates); otherwise created. A row equal to the
// stored product writes nothing. Each write leaves its audit entry; the import's one publish
// request is the caller's.
import type postgres from "postgres";
import type { ImportRow, RowKeys } from "../../lib/import/import-row.ts";
import { recordAudit, type Snapshot, type Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import { columnsOf, judgeImportRow, problemsOf, ProductsByKey } from "./judge-import-row.ts";

/** A row the import refuses; the message goes to the error list. */
export class ImportRowError extends Error {
  override name = "ImportRowError";
}

/** What writing a row did. */
export type RowOutcome = "created" | "updated" | "unchanged";

/** What a written row changed: the product as it was (null: created) and the columns it set. */
export interface RowWrite {
  before: Snapshot | null;
  values: Record<string, unknown>;
}

// The products the row's slug and SKU name, locked until the transaction ends.
async function productsNamed(tx: Tx, keys: RowKeys): Promise<ProductsByKey> {
  if (!keys.slug && !keys.sku) return new ProductsByKey([]);
  const rows = await tx<{ row: Snapshot }[]>`
    select to_jsonb(p) - 'search_vector' - 'search_compact' as row
      from products p where p.slug = ${keys.slug ?? null} or p.sku = ${keys.sku ?? null}
     order by p.id
       for update`;
  return new ProductsByKey(rows.map(({ row }) => row));
}

/** Whether writing `values` would change the stored product. */
export const differs = (before: Snapshot, values: Record<string, unknown>) =>
  Object.entries(values).some(
    ([key, value]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null),
  );

/** Every problem of a row its own checks refused, with those of its lookups, joined. */
export async function refusalOf(
  tx: Tx,
  errors: readonly string[],
  keys: RowKeys | undefined,
  taxonomy: ImportTaxonomy,
): Promise<string> {
  if (!keys) return errors.join("; ");
  return problemsOf(errors, judgeImportRow(keys, taxonomy, await productsNamed(tx, keys)));
}

// The columns as postgres.js writes them: key features are jsonb, not a Postgres array.
const forDatabase = (tx: Tx, values: Record<string, unknown>) =>
  "features" in values
    ? { ...values, features: tx.json(values.features as postgres.JSONValue) }
    : values;

/**
 * Creates or updates the row's product (and its audit entry); throws ImportRowError to refuse.
 * Answers the outcome and, for a written row, what it wrote.
 */
export async function writeImportRow(
  tx: Tx,
  actor: StaffUser,
  row: ImportRow,
  taxonomy: ImportTaxonomy,
): Promise<{ outcome: RowOutcome; written?: RowWrite }> {
  const judged = judgeImportRow(row, taxonomy, await productsNamed(tx, row));
  const problems = problemsOf([], judged);
  if (problems) throw new ImportRowError(problems);
  const { before } = judged;
  const values = columnsOf(row, judged);
  if (before && !differs(before, values)) return { outcome: "unchanged" };
  const columns = forDatabase(tx, values);
  const [written] = before
    ? await tx<{ id: number; row: Snapshot }[]>`
        update products p set ${tx(columns)}, version = p.version + 1, updated_by = ${actor.id}
         where p.id = ${before.id as number}
        returning p.id::int as id, to_jsonb(p) - 'search_vector' - 'search_compact' as row`
    : await tx<{ id: number; row: Snapshot }[]>`
        insert into products ${tx({ ...columns, created_by: actor.id, updated_by: actor.id })}
        returning id::int as id,
                  to_jsonb(products) - 'search_vector' - 'search_compact' as row`;
  await recordAudit(tx, {
    actor,
    action: before ? "update" : "create",
    entityType: "product",
    entityId: written!.id,
    label: row.name ?? String(written!.row.name),
    before,
    after: written!.row,
  });
  return { outcome: before ? "updated" : "created", written: { before, values } };
}
