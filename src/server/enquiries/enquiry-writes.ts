// What staff do to an enquiry: change its status or assignee (version-checked and audited by the
// rule of every other record, record-writes.ts) and add internal notes (audited as well).
import type { EnquiryNote, EnquiryStatus, EnquiryType } from "../../lib/enquiries/enquiries.ts";
import { enquiryMessages } from "../../lib/enquiries/enquiries-schemas.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Queryable, Sql } from "../db/client.ts";
import { recordAudit } from "../admin/audit.ts";
import {
  notFound,
  unknownReferences,
  updateRecord,
  type RecordKind,
} from "../admin/record-writes.ts";

/** A change of an enquiry: a new status, a new assignee (null: nobody), or both. */
export interface EnquiryChange {
  status?: EnquiryStatus | undefined;
  assigneeId?: number | null | undefined;
}

const enquiryKind: RecordKind<EnquiryChange> = {
  table: "enquiries",
  entityType: "enquiry",
  noun: "enquiry",
  unique: [],
  publish: false,
  // An assignee must be an active member of staff.
  async validate(tx, change) {
    if (change.assigneeId === undefined || change.assigneeId === null) return;
    const [staff] = await tx`
      select 1 from staff_users where id = ${change.assigneeId} and is_active`;
    const refused = staff ? null : unknownReferences({ assigneeId: enquiryMessages.assignee });
    if (refused) throw refused;
  },
};

// The type is part of the address: an id of another type is no such enquiry.
async function assertExists(sql: Queryable, target: { type: EnquiryType; id: number }) {
  const [row] =
    await sql`select 1 from enquiries where id = ${target.id} and type = ${target.type}`;
  if (!row) throw notFound("enquiry");
}

/** Changes an enquiry if it still has `version` (else 409); 404 when there is none. */
export async function updateEnquiry(
  sql: Sql,
  actor: StaffUser,
  target: { type: EnquiryType; id: number; version: number },
  change: EnquiryChange,
): Promise<void> {
  await assertExists(sql, target);
  await updateRecord(sql, enquiryKind, actor, target, change, () => ({
    ...(change.status !== undefined && { status: change.status }),
    ...(change.assigneeId !== undefined && { assignee_id: change.assigneeId }),
  }));
}

/** Adds a note by `actor` to an enquiry, with its audit entry; 404 when there is none. */
export async function addEnquiryNote(
  sql: Sql,
  actor: StaffUser,
  target: { type: EnquiryType; id: number },
  body: string,
): Promise<EnquiryNote> {
  return sql.begin(async (tx) => {
    await assertExists(tx, target);
    const author = actor.displayName || actor.username;
    const [note] = await tx<{ id: number; created_at: Date }[]>`
      insert into enquiry_notes (enquiry_id, author_id, author_name, body)
      values (${target.id}, ${actor.id}, ${author}, ${body})
      returning id::int as id, created_at`;
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: "enquiry",
      entityId: target.id,
      label: "",
      before: { note: null },
      after: { note: body },
    });
    return {
      id: note!.id,
      body,
      author: { id: actor.id, name: author },
      createdAt: note!.created_at.toISOString(),
    };
  });
}

/** The members of staff an enquiry may be assigned to: active accounts, by name. */
export async function listAssignees(sql: Sql): Promise<{ id: number; name: string }[]> {
  return sql<{ id: number; name: string }[]>`
    select id::int as id, coalesce(display_name, username) as name
      from staff_users where is_active order by lower(coalesce(display_name, username)), id`;
}
