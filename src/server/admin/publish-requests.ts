// The publish requests catalogue writes recorded, newest first, for the admin screens: each with
// its state (queued, building, live, failed), the seconds from the edit to live, and why a build
// failed (src/server/publishing acts on them).
import type { Sql } from "../db/client.ts";

/** The states of a publish request. */
export type PublishState = "queued" | "building" | "live" | "failed";

/** One publish request as staff see it. */
export interface PublishRequestRow {
  id: number;
  /** The state; `state` repeats it under the name the admin screens use. */
  status: PublishState;
  state: PublishState;
  reason: string | null;
  entity_type: string | null;
  entity_id: string | null;
  requested_by: string | null;
  error: string | null;
  /** Why the build failed (null unless failed). */
  failure_reason: string | null;
  /** Whole seconds from the edit to the site showing it (null unless live). */
  seconds_to_live: number | null;
  build_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** The newest `limit` publish requests, with the username of who caused each. */
export async function listPublishRequests(sql: Sql, limit: number): Promise<PublishRequestRow[]> {
  return sql<PublishRequestRow[]>`
    select r.id::int as id, r.status, r.status as state, r.reason, r.entity_type, r.entity_id,
           u.username as requested_by, r.error,
           case when r.status = 'failed' then r.error end as failure_reason,
           case when r.status = 'live'
                then round(extract(epoch from r.finished_at - r.created_at))::int end
             as seconds_to_live,
           r.build_id, r.created_at, r.started_at, r.finished_at
      from publish_requests r
      left join staff_users u on u.id = r.requested_by
     order by r.created_at desc, r.id desc
     limit ${limit}`;
}
