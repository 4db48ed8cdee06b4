// Writes a batch of checked import rows in two or three statements, whatever its size (five
// statements a row held the import near 400 rows/s): the products the rows name are read and
// locked, each row is judged in memory (plan-import-batch.ts), then one statement updates the
// products to update and one creates the new ones, each with the audit entries of its products,
// as changesOf (audit.ts) gives them: computed by the database for updates, from the inserted
// values for creations. Inside the caller's transaction, so the batch stays whole or absent; the
// import's publish request is the caller's.
import type postgres from "postgres";
import type { Snapshot, Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";
import { TEXT_COLUMNS } from "./judge-import-row.ts";
import {
  planImportBatch,
  type BatchRow,
  type PlannedRow,
  type PlannedWrite,
  type RefusedRow,
} from "./plan-import-batch.ts";
import type { NumberedRow } from "./read-import-file.ts";
import type { RowOutcome, RowWrite } from "./write-import-row.ts";

/** What one row of the batch did: its outcome (and what it wrote), or why it was refused. */
export type BatchRowResult =
  { item: BatchRow; outcome: RowOutcome; written?: RowWrite } | RefusedRow;

const json = (tx: Tx, value: unknown) => tx.json(value as postgres.JSONValue);

// The products any row may find or clash with, locked until the batch commits: a product found
// by slug or by SKU, or whose SKU a row would take (a refused row's too, for its message).
async function lockProducts(tx: Tx, items: readonly NumberedRow[]): Promise<Snapshot[]> {
  const slugs: string[] = [];
  const skus: string[] = [];
  for (const item of items) {
    const keys = item.ok ? item.row : item.keys;
    if (keys?.slug) slugs.push(keys.slug);
    if (keys?.sku) skus.push(keys.sku);
  }
  const rows = await tx<{ row: Snapshot }[]>`
    select to_jsonb(p) - 'search_vector' - 'search_compact' as row
      from products p
     where p.slug = any(array(select jsonb_array_elements_text(${json(tx, slugs)})))
        or p.sku = any(array(select jsonb_array_elements_text(${json(tx, skus)})))
     order by p.id
       for update`;
  return rows.map(({ row }) => row);
}

// The product columns a row may set, with their SQL types; an update sets only those the row
// has (`i.v ? column`) and keeps the others. Our own column names, written into the statements
// (a row's values are parameters).
const OPTIONAL_COLUMNS = [...Object.values(TEXT_COLUMNS), "image", "pdf"];
const COLUMN_TYPES: Readonly<Record<string, string>> = {
  name: "text",
  slug: "text",
  category_id: "bigint",
  subcategory_id: "bigint",
  status: "text",
  featured: "boolean",
  ...Object.fromEntries(OPTIONAL_COLUMNS.map((column) => [column, "text"])),
  price: "numeric",
  brand_id: "bigint",
  features: "jsonb",
};
const COLUMNS = Object.keys(COLUMN_TYPES);
// A column's value in a jsonb object `from` (->> then a cast; a jsonb column as it is).
const valueIn = (from: string, column: string) =>
  COLUMN_TYPES[column] === "jsonb"
    ? `${from}->'${column}'`
    : `(${from}->>'${column}')::${COLUMN_TYPES[column]}`;
const SET_COLUMNS = COLUMNS.map(
  (column) =>
    `${column} = case when i.v ? '${column}' then ${valueIn("i.v", column)} else p.${column} end`,
).join(", ");

// The columns changesOf (audit.ts) leaves out of an entry: bookkeeping and the version.
const UNTRACKED = [
  "search_vector",
  "search_compact",
  "created_at",
  "updated_at",
  "created_by",
  "updated_by",
  "version",
];
// An updated product's audit changes as changesOf computes them, between two snapshots of it
// (jsonb expressions of the statement): each field that differs, as { from, to }. Both snapshots
// have the same keys: the "after" one's are read.
const changesBetween = (before: string, after: string) => `(
  select coalesce(jsonb_object_agg(a.k, jsonb_build_object(
           'from', coalesce(${before}->a.k, 'null'), 'to', a.v)), '{}')
    from jsonb_each(${after}) as a(k, v)
   where a.k not in (${UNTRACKED.map((column) => `'${column}'`).join(", ")})
     and a.v is distinct from coalesce(${before}->a.k, 'null'))`;
const SNAPSHOT = (table: string) => `to_jsonb(${table}) - 'search_vector' - 'search_compact'`;

// The writes as the statements read them: each row's index among the writes (file order), the
// product to update (null: create), and the columns it sets.
const inputOf = (tx: Tx, writes: readonly PlannedWrite[]) => tx`
  select (r.x->>'index')::int as index, (r.x->>'id')::bigint as id, r.x->'values' as v
    from jsonb_array_elements(${json(
      tx,
      writes.map((write, index) => ({ index, id: write.before?.id ?? null, values: write.values })),
    )}) as r(x)`;

// One statement for the products to update and their audit entries, in file order. The entries'
// "before" is the locked product as the statement found it (the same the rows were judged on).
async function updateProducts(tx: Tx, actor: StaffUser, writes: readonly PlannedWrite[]) {
  await tx`
    with input as materialized (${inputOf(tx, writes)}),
    old as (
      select i.index, ${tx.unsafe(SNAPSHOT("p"))} as row
        from input i join products p on p.id = i.id
    ), updated as (
      update products p
         set ${tx.unsafe(SET_COLUMNS)},
             version = p.version + 1, updated_by = ${actor.id}
        from input i
       where p.id = i.id
      returning i.index, p.id, ${tx.unsafe(SNAPSHOT("p"))} as row
    )
    insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, changes)
    select ${actor.id}, ${actor.username}, 'update', 'product', u.id::text,
           ${tx.unsafe(changesBetween("o.row", "u.row"))}
      from updated u join old o on o.index = u.index
     order by u.index`;
}

// The columns a new product gets from their defaults whatever the row says (see the products
// migration); the test of a created product's audit entry fails if one is added and not listed.
const CREATION_DEFAULTS: Readonly<Record<string, unknown>> = {
  features: [],
  review_count: 0,
  pinned: false,
};

/**
 * A created product's audit changes but its id, as changesOf(null, stored row) gives them: every
 * column that is not null, from null to its value. Built from the values the statement inserts,
 * so the database need not read each row back as JSON and compare it.
 */
function creationChanges(values: Record<string, unknown>) {
  const changes: Record<string, { from: null; to: unknown }> = {};
  for (const [column, value] of Object.entries({ ...CREATION_DEFAULTS, ...values })) {
    if (value !== null && value !== undefined) changes[column] = { from: null, to: value };
  }
  return changes;
}

// A created column's value in the creations' input: its change's "to" (null when absent; a new
// product's features default to none).
const created = (column: string) =>
  column === "features"
    ? `coalesce(i.c->'features'->'to', '[]'::jsonb)`
    : `(i.c->'${column}'->>'to')::${COLUMN_TYPES[column]}`;

// One statement for the products to create, in file order (their ids follow the rows, as when
// they were created one by one), and their audit entries: each row's changes are its input, the
// id the database gives it is added.
async function createProducts(tx: Tx, actor: StaffUser, writes: readonly PlannedWrite[]) {
  const input = writes.map((write, index) => ({ index, c: creationChanges(write.values) }));
  await tx`
    with input as materialized (
      select (r.x->>'index')::int as index, r.x->'c' as c
        from jsonb_array_elements(${json(tx, input)}) as r(x)
    ),
    created as (
      insert into products (${tx.unsafe(COLUMNS.join(", "))}, created_by, updated_by)
      select ${tx.unsafe(COLUMNS.map(created).join(", "))}, ${actor.id}, ${actor.id}
        from input i
       order by i.index
      returning products.id, products.slug
    )
    insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, changes)
    select ${actor.id}, ${actor.username}, 'create', 'product', c.id::text,
           jsonb_build_object('id', jsonb_build_object('from', null, 'to', c.id)) || i.c
      from created c join input i on i.c->'slug'->>'to' = c.slug
     order by i.index`;
}

const resultOf = (plan: PlannedRow): BatchRowResult =>
  plan.kind === "refused"
    ? { rowNumber: plan.rowNumber, productName: plan.productName, error: plan.error }
    : plan.kind === "unchanged"
      ? { item: plan.item, outcome: "unchanged" }
      : {
          item: plan.item,
          outcome: plan.before ? "updated" : "created",
          written: { before: plan.before, values: plan.values },
        };

/** Writes the batch; null (nothing written) when its rows must be written one by one. */
export async function writeImportBatch(
  tx: Tx,
  actor: StaffUser,
  items: readonly NumberedRow[],
  taxonomy: ImportTaxonomy,
): Promise<BatchRowResult[] | null> {
  if (items.length === 0) return [];
  const plans = planImportBatch(items, await lockProducts(tx, items), taxonomy);
  if (!plans) return null;
  const writes = plans.filter((plan): plan is PlannedWrite => plan.kind === "write");
  const updates = writes.filter((write) => write.before);
  const creations = writes.filter((write) => !write.before);
  if (updates.length > 0) await updateProducts(tx, actor, updates);
  if (creations.length > 0) await createProducts(tx, actor, creations);
  return plans.map(resultOf);
}
