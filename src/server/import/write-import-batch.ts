// Writes a batch of checked import rows in four statements, whatever its size (issue 19: one
// statement per row, five with the audit, held the import near 400 rows/s): the products the rows
// name are read and locked, each row is judged in memory (plan-import-batch.ts), the products to
// create and to update are written by one statement, and their audit entries by one more. Inside
// the caller's transaction, so the batch stays whole or absent; the import's publish request is
// the caller's.
import type postgres from "postgres";
import { changesOf, type Snapshot, type Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import {
  planImportBatch,
  type BatchRow,
  type PlannedRow,
  type PlannedWrite,
} from "./plan-import-batch.ts";
import type { RowOutcome } from "./write-import-row.ts";
import { TEXT_COLUMNS } from "./write-import-row.ts";

/** What one row of the batch did: its outcome, or why it was refused. */
export type BatchRowResult =
  { item: BatchRow; outcome: RowOutcome } | { item: BatchRow; error: string };

const json = (tx: Tx, value: unknown) => tx.json(value as postgres.JSONValue);

// The products any row may find or clash with, locked until the batch commits: a product found
// by slug or by SKU, or whose SKU a row would take.
async function lockProducts(tx: Tx, items: readonly BatchRow[]): Promise<Snapshot[]> {
  const slugs = items.map((item) => item.row.slug);
  const skus = items.flatMap((item) => (item.row.sku ? [item.row.sku] : []));
  const rows = await tx<{ row: Snapshot }[]>`
    select to_jsonb(p) - 'search_vector' - 'search_compact' as row
      from products p
     where p.slug = any(array(select jsonb_array_elements_text(${json(tx, slugs)})))
        or p.sku = any(array(select jsonb_array_elements_text(${json(tx, skus)})))
     order by p.id
       for update`;
  return rows.map(({ row }) => row);
}

// The optional columns, set from the row only when it has them; an update keeps the others.
// Our own column names, written into the statement (a row's values are parameters).
const OPTIONAL_COLUMNS = [...Object.values(TEXT_COLUMNS), "image", "pdf"];
const SET_OPTIONAL = OPTIONAL_COLUMNS.map(
  (column) => `${column} = case when i.v ? '${column}' then i.v->>'${column}' else p.${column} end`,
).join(", ");
const OPTIONAL_VALUES = OPTIONAL_COLUMNS.map((column) => `i.v->>'${column}'`).join(", ");

/** A product written by the batch: updates carry their row's index among the writes. */
interface WrittenProduct {
  index: number | null;
  id: number;
  row: Snapshot;
}

// One statement for the batch's products: the updates by id, the creations in file order (their
// ids follow the rows, as when they were created one by one). The snapshots come back for the
// audit entries: each update with its index among the writes, each creation by its slug (unique).
async function writeProducts(tx: Tx, actor: StaffUser, writes: readonly PlannedWrite[]) {
  const input = writes.map((write, index) => ({
    index,
    id: write.before?.id ?? null,
    values: write.values,
  }));
  return tx<WrittenProduct[]>`
    with input as (
      select (r.x->>'index')::int as index, (r.x->>'id')::bigint as id, r.x->'values' as v
        from jsonb_array_elements(${json(tx, input)}) as r(x)
    ), updated as (
      update products p
         set name = i.v->>'name', slug = i.v->>'slug',
             category_id = (i.v->>'category_id')::bigint,
             subcategory_id = (i.v->>'subcategory_id')::bigint,
             status = i.v->>'status', featured = (i.v->>'featured')::boolean,
             ${tx.unsafe(SET_OPTIONAL)},
             version = p.version + 1, updated_by = ${actor.id}
        from input i
       where i.id is not null and p.id = i.id
      returning i.index, p.id::int as id, to_jsonb(p) - 'search_vector' - 'search_compact' as row
    ), created as (
      insert into products (name, slug, category_id, subcategory_id, status, featured,
                            ${tx.unsafe(OPTIONAL_COLUMNS.join(", "))}, created_by, updated_by)
      select i.v->>'name', i.v->>'slug', (i.v->>'category_id')::bigint,
             (i.v->>'subcategory_id')::bigint, i.v->>'status', (i.v->>'featured')::boolean,
             ${tx.unsafe(OPTIONAL_VALUES)},
             ${actor.id}, ${actor.id}
        from input i
       where i.id is null
       order by i.index
      returning null::int as index, id::int as id,
                to_jsonb(products) - 'search_vector' - 'search_compact' as row
    )
    select * from updated union all select * from created`;
}

// One statement for the audit entries, in file order, each as recordAudit would write it.
async function auditProducts(
  tx: Tx,
  actor: StaffUser,
  writes: readonly PlannedWrite[],
  written: WrittenProduct[],
): Promise<void> {
  const updated = new Map(written.map((product) => [product.index, product]));
  const created = new Map(written.map((product) => [String(product.row.slug), product]));
  const entries = writes.map((write, index) => {
    const after = write.before ? updated.get(index)! : created.get(String(write.values.slug))!;
    return {
      index,
      action: write.before ? "update" : "create",
      entity_id: String(after.id),
      changes: changesOf(write.before, after.row),
    };
  });
  await tx`
    insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, changes)
    select ${actor.id}, ${actor.username}, a.action, 'product', a.entity_id, a.changes
      from jsonb_to_recordset(${json(tx, entries)})
           as a(index int, action text, entity_id text, changes jsonb)
     order by a.index`;
}

const resultOf = (plan: PlannedRow): BatchRowResult =>
  plan.kind === "refused"
    ? { item: plan.item, error: plan.error }
    : {
        item: plan.item,
        outcome: plan.kind === "unchanged" ? "unchanged" : plan.before ? "updated" : "created",
      };

/** Writes the batch; null (nothing written) when its rows must be written one by one. */
export async function writeImportBatch(
  tx: Tx,
  actor: StaffUser,
  items: readonly BatchRow[],
  taxonomy: ImportTaxonomy,
): Promise<BatchRowResult[] | null> {
  if (items.length === 0) return [];
  const plans = planImportBatch(items, await lockProducts(tx, items), taxonomy);
  if (!plans) return null;
  const writes = plans.filter((plan): plan is PlannedWrite => plan.kind === "write");
  if (writes.length > 0) {
    await auditProducts(tx, actor, writes, await writeProducts(tx, actor, writes));
  }
  return plans.map(resultOf);
}
