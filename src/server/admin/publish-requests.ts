// The publish requests catalogue writes recorded, newest first, for the admin screens (the
// publishing work acts on them: queued, building, live or failed).
import type { Sql } from "../db/client.ts";

/** One publish request as staff see it. */
export interface PublishRequestRow {
  id: number;
  status: "queued" | "building" | "live" | "failed";
  reason: string | null;
  entity_type: string | null;
  entity_id: string | null;
  requested_by: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** The newest `limit` publish requests, with the username of who caused each. */
export async function listPublishRequests(sql: Sql, limit: number): Promise<PublishRequestRow[]> {
  return sql<PublishRequestRow[]>`
    select r.id::int as id, r.status, r.reason, r.entity_type, r.entity_id,
           u.username as requested_by, r.error, r.created_at, r.started_at, r.finished_at
      from publish_requests r
      left join staff_users u on u.id = r.requested_by
     order by r.created_at desc, r.id desc
     limit ${limit}`;
}
