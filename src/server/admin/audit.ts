// Every catalogue write leaves two rows in its own transaction: an audit_log entry (who did what to
// which record, and the fields that changed) and a publish request for the rebuild that takes the
// change live (DESIGN.md, "Publishing after catalogue edits").
import type postgres from "postgres";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";

/** A transaction of the one Postgres client. */
export type Tx = postgres.TransactionSql;

/** A stored row as JSON (to_jsonb), as the audit log keeps it. */
export type Snapshot = Record<string, unknown>;

/** The kinds of records staff write, and how a publish request's reason names each. */
export const ENTITY_NOUNS = {
  product: "Product",
  category: "Category",
  subcategory: "Subcategory",
  brand: "Brand",
  blog: "Blog",
  job: "Job",
  driver: "Driver",
  job_application: "Job application",
  enquiry: "Enquiry",
  city_alias: "City alias",
  search_synonym: "Search synonym",
} as const;

/** The kinds of records staff write. */
export type EntityType = keyof typeof ENTITY_NOUNS;

/** One write to record. */
export interface WriteRecord {
  actor: StaffUser;
  action: "create" | "update" | "delete";
  entityType: EntityType;
  entityId: number | string;
  /** The record's name, for the publish request's reason. */
  label: string;
  before: Snapshot | null;
  after: Snapshot | null;
  /** False for records no page shows (job applications): audited, nothing to publish. */
  publish?: boolean | undefined;
  /** The record's concurrency column, left out of the changes ("version" unless named). */
  versionColumn?: string | undefined;
}

/** An audit entry as a record's page shows it. */
export interface AuditEntry {
  action: WriteRecord["action"];
  actor_username: string | null;
  created_at: Date;
}

// Bookkeeping columns that change on every write and say nothing about the edit (and the
// record's concurrency column, named apart: a driver's "version" is its software's).
const UNTRACKED = new Set([
  "search_vector",
  "search_compact",
  "created_at",
  "updated_at",
  "created_by",
  "updated_by",
]);

/** The fields that differ between two snapshots, each as { from, to } (null for a missing side). */
export function changesOf(
  before: Snapshot | null,
  after: Snapshot | null,
  versionColumn = "version",
) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (UNTRACKED.has(key) || key === versionColumn) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

const PAST_TENSE = { create: "created", update: "updated", delete: "deleted" } as const;

/** Writes the audit entry of one write, inside its transaction. */
export async function recordAudit(tx: Tx, write: WriteRecord): Promise<void> {
  const changes = changesOf(write.before, write.after, write.versionColumn);
  await tx`
    insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, changes)
    values (${write.actor.id}, ${write.actor.username}, ${write.action}, ${write.entityType},
            ${String(write.entityId)}, ${tx.json(changes as postgres.JSONValue)})`;
}

/** Writes the audit entry and the publish request (if any) of one write, inside its transaction. */
export async function recordWrite(tx: Tx, write: WriteRecord): Promise<void> {
  const entityId = String(write.entityId);
  const noun = ENTITY_NOUNS[write.entityType];
  const reason = `${noun} "${write.label.slice(0, 200)}" ${PAST_TENSE[write.action]}`;
  await recordAudit(tx, write);
  if (write.publish === false) return;
  await tx`
    insert into publish_requests (reason, entity_type, entity_id, requested_by)
    values (${reason}, ${write.entityType}, ${entityId}, ${write.actor.id})`;
}

/** The latest audit entries of one record, newest first. */
export async function listAuditEntries(
  sql: Sql,
  entityType: EntityType,
  entityId: number | string,
  limit = 20,
): Promise<AuditEntry[]> {
  return sql<AuditEntry[]>`
    select action, actor_username, created_at
      from audit_log
     where entity_type = ${entityType} and entity_id = ${String(entityId)}
     order by created_at desc, id desc
     limit ${limit}`;
}
