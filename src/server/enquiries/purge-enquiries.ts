// The retention purge (admins only): deletes spam, or every enquiry received more than the
// retention period ago, of all three kinds: the submission itself (its inbox row, notes and quote
// items go with it), the driver receipts in storage, and the enquiries' audit entries, which quote
// their notes. One audit entry records the purge itself.
import type { StaffUser } from "../auth/staff-users.ts";
import type { Queryable, Sql } from "../db/client.ts";
import { recordAudit } from "../admin/audit.ts";

/** What to delete: everything marked spam, or everything past the retention period. */
export type PurgeScope = "spam" | "older";

/** Removes a file from private storage (the storage adapter's remove). */
export type RemoveFile = (path: string) => Promise<void>;

interface Doomed {
  id: number;
  contact_submission_id: string | null;
  quote_request_id: string | null;
  driver_download_request_id: string | null;
  receipt_path: string | null;
}

const ids = (rows: Doomed[], column: keyof Doomed) =>
  rows.map((row) => row[column]).filter((id): id is string => typeof id === "string");

async function deleteWhereIdIn(tx: Queryable, table: string, list: string[]): Promise<void> {
  if (list.length > 0) await tx`delete from ${tx(table)} where id in ${tx(list)}`;
}

/** Deletes the enquiries in `scope`; answers how many. */
export async function purgeEnquiries(
  sql: Sql,
  actor: StaffUser,
  scope: PurgeScope,
  retentionDays: number,
  removeFile: RemoveFile,
): Promise<number> {
  const doomed = await sql.begin(async (tx) => {
    const condition =
      scope === "spam"
        ? tx`e.status = 'spam'`
        : tx`e.received_at < now() - make_interval(days => ${retentionDays})`;
    const rows = await tx<Doomed[]>`
      select e.id::int as id, e.contact_submission_id, e.quote_request_id,
             e.driver_download_request_id, d.receipt_path
        from enquiries e
        left join driver_download_requests d on d.id = e.driver_download_request_id
       where ${condition} for update of e`;
    await deleteWhereIdIn(tx, "contact_submissions", ids(rows, "contact_submission_id"));
    await deleteWhereIdIn(tx, "quote_requests", ids(rows, "quote_request_id"));
    await deleteWhereIdIn(tx, "driver_download_requests", ids(rows, "driver_download_request_id"));
    if (rows.length > 0) {
      await tx`delete from audit_log where entity_type = 'enquiry'
                 and entity_id in ${tx(rows.map((row) => String(row.id)))}`;
    }
    await recordAudit(tx, {
      actor,
      action: "delete",
      entityType: "enquiry",
      entityId: `purge:${scope}`,
      label: "",
      before: { deleted: null },
      after: { deleted: rows.length, scope, ...(scope === "older" && { retentionDays }) },
    });
    return rows;
  });
  // The rows are gone for good; a receipt left behind is only logged (nothing links to it).
  for (const path of ids(doomed, "receipt_path")) {
    await removeFile(path).catch((error: unknown) =>
      console.error(`Purged driver request's receipt ${path} not removed:`, error),
    );
  }
  return doomed.length;
}
