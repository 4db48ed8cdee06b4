// Create, update and delete of one staff-edited record in one transaction with its audit entry and
// publish request; the same steps for products, categories, subcategories, brands, blogs, jobs,
// drivers and job applications, each kind described by a RecordKind. Updates and deletes lock the
// row and compare the version the form loaded (optimistic concurrency): a stale version is a 409
// and nothing is written; nor is anything for an update that changes no field. Once a write is
// committed, the publisher starts a build of it (or leaves it queued behind the running one).
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { HttpError, type FieldErrors } from "../http/errors.ts";
import { publishQueuedEdits } from "../publishing/publisher.ts";
import { changesOf, recordWrite, type EntityType, type Snapshot, type Tx } from "./audit.ts";

/** A column whose values are unique, and what the form is told when one is repeated. */
export interface UniqueColumn {
  column: string;
  field: string;
  message: string;
}

/** The id of a record: a number, or a uuid for job applications. */
export type RecordId = number | string;

/** How one kind of record is written. */
export interface RecordKind<Form> {
  table:
    | "products"
    | "categories"
    | "subcategories"
    | "brands"
    | "blogs"
    | "jobs"
    | "drivers"
    | "job_applications"
    | "enquiries";
  entityType: EntityType;
  /** "product": in messages. */
  noun: string;
  unique: readonly UniqueColumn[];
  /** The optimistic-concurrency column, "version" unless named (a driver's version is its own). */
  versionColumn?: "version" | "row_version";
  /** False for records no page shows: their writes queue no publish request. */
  publish?: boolean;
  /** Throws HttpError (400 or 409 with fields) for references to missing records or clashes. */
  validate?(tx: Tx, form: Form): Promise<void>;
  /** Throws HttpError 409 when the record may not be deleted yet. */
  checkDelete?(tx: Tx, before: Snapshot): Promise<void>;
}

const capitalized = (noun: string) => noun[0]!.toUpperCase() + noun.slice(1);

/** 404 for a record that does not exist (or no longer does). */
export function notFound(noun: string): HttpError {
  return new HttpError(404, "not_found", `${capitalized(noun)} not found`);
}

/** 409 for an edit of a record someone else changed since the form loaded it. */
export function staleVersion(noun: string): HttpError {
  return new HttpError(
    409,
    "conflict",
    `This ${noun} was changed by someone else since you opened it. Reload to see their changes, then edit again.`,
  );
}

/** 400 naming the fields whose chosen record does not exist. */
export function unknownReferences(fields: FieldErrors): HttpError | null {
  const first = Object.values(fields)[0];
  return first === undefined ? null : new HttpError(400, "invalid_request", first, fields);
}

function duplicate(fields: FieldErrors): HttpError {
  return new HttpError(409, "duplicate", Object.values(fields)[0]!, fields);
}

async function snapshot(tx: Tx, table: string, id: RecordId): Promise<Snapshot | null> {
  const [row] = await tx<{ row: Snapshot }[]>`
    select to_jsonb(t) - 'search_vector' - 'search_compact' as row
      from ${tx(table)} t where t.id = ${id} for update`;
  return row?.row ?? null;
}

async function checkUnique<Form>(
  tx: Tx,
  kind: RecordKind<Form>,
  values: Record<string, unknown>,
  id: RecordId | null,
): Promise<void> {
  const fields: FieldErrors = {};
  for (const unique of kind.unique) {
    const value = values[unique.column];
    if (value === null || value === undefined) continue;
    const [taken] = await tx<{ taken: boolean }[]>`
      select exists (select 1 from ${tx(kind.table)}
                      where ${tx(unique.column)} = ${value as string} and id is distinct from ${id})
             as taken`;
    if (taken!.taken) fields[unique.field] = unique.message;
  }
  if (Object.keys(fields).length > 0) throw duplicate(fields);
}

// A unique index refused a value another writer stored after our check: the same 409.
function translated<Form>(kind: RecordKind<Form>) {
  return (error: unknown): never => {
    const { code, constraint_name } = (error ?? {}) as { code?: string; constraint_name?: string };
    const unique = kind.unique.find((u) => constraint_name === `${kind.table}_${u.column}_key`);
    if (code === "23505" && unique) throw duplicate({ [unique.field]: unique.message });
    throw error;
  };
}

const labelOf = (row: Snapshot | null) =>
  String(row?.display_name ?? row?.name ?? row?.title ?? "");
const versionOf = <Form>(kind: RecordKind<Form>, row: Snapshot) =>
  row[kind.versionColumn ?? "version"];

/** Inserts a record; returns its id. */
export async function createRecord<Form>(
  sql: Sql,
  kind: RecordKind<Form>,
  actor: StaffUser,
  form: Form,
  columns: Record<string, unknown>,
): Promise<number> {
  const id = await sql
    .begin(async (tx) => {
      await kind.validate?.(tx, form);
      await checkUnique(tx, kind, columns, null);
      const [row] = await tx<{ id: number }[]>`
        insert into ${tx(kind.table)} ${tx(columns)} returning id::int as id`;
      const after = await snapshot(tx, kind.table, row!.id);
      const { entityType } = kind;
      await recordWrite(tx, {
        actor,
        action: "create",
        entityType,
        entityId: row!.id,
        label: labelOf(after),
        before: null,
        after,
        publish: kind.publish,
        versionColumn: kind.versionColumn,
      });
      return row!.id;
    })
    .catch(translated(kind));
  await publishQueuedEdits(sql);
  return id;
}

// An update that would change no field: rolled back, so the record keeps its version and no
// audit entry or publish request is written (a form saved as it was starts no build).
const UNCHANGED = Symbol("unchanged");

/**
 * Updates a record if it still has `version` (an update without one is not checked: a job
 * application's status change may omit it); `columns` builds the new values from the stored row
 * (files not replaced keep their stored URL). An update that changes nothing is a success that
 * writes nothing.
 */
export async function updateRecord<Form>(
  sql: Sql,
  kind: RecordKind<Form>,
  actor: StaffUser,
  target: { id: RecordId; version?: number | undefined },
  form: Form,
  columns: (before: Snapshot) => Record<string, unknown>,
): Promise<void> {
  const version = kind.versionColumn ?? "version";
  const written = await sql
    .begin(async (tx) => {
      const before = await snapshot(tx, kind.table, target.id);
      if (!before) throw notFound(kind.noun);
      if (target.version !== undefined && versionOf(kind, before) !== target.version) {
        throw staleVersion(kind.noun);
      }
      await kind.validate?.(tx, form);
      const values = columns(before);
      await checkUnique(tx, kind, values, target.id);
      await tx`
        update ${tx(kind.table)} set ${tx(values)}, ${tx(version)} = ${tx(version)} + 1
         where id = ${target.id}`;
      const after = await snapshot(tx, kind.table, target.id);
      // Compared as stored, so values the database rewrites (dates, JSON) compare as it keeps them.
      if (Object.keys(changesOf(before, after, version)).length === 0) throw UNCHANGED;
      const { entityType } = kind;
      await recordWrite(tx, {
        actor,
        action: "update",
        entityType,
        entityId: target.id,
        label: labelOf(after),
        before,
        after,
        publish: kind.publish,
        versionColumn: kind.versionColumn,
      });
      return true;
    })
    .catch((error: unknown) => (error === UNCHANGED ? false : translated(kind)(error)));
  if (written) await publishQueuedEdits(sql);
}

/** Deletes a record; with a `version`, only if it still has that version. Answers the old row. */
export async function deleteRecord<Form>(
  sql: Sql,
  kind: RecordKind<Form>,
  actor: StaffUser,
  target: { id: RecordId; version?: number | undefined },
): Promise<Snapshot> {
  const deleted = await sql.begin(async (tx) => {
    const before = await snapshot(tx, kind.table, target.id);
    if (!before) throw notFound(kind.noun);
    if (target.version !== undefined && versionOf(kind, before) !== target.version) {
      throw staleVersion(kind.noun);
    }
    await kind.checkDelete?.(tx, before);
    await tx`delete from ${tx(kind.table)} where id = ${target.id}`;
    const { entityType } = kind;
    await recordWrite(tx, {
      actor,
      action: "delete",
      entityType,
      entityId: target.id,
      label: labelOf(before),
      before,
      after: null,
      publish: kind.publish,
      versionColumn: kind.versionColumn,
    });
    return before;
  });
  await publishQueuedEdits(sql);
  return deleted;
}
