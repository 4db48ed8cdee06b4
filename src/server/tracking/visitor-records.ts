// cookie_acceptances, tracking_events and tracking_summaries: what consenting visitors let the
// site record, written and read per visitor id, and erased per visitor id on request.
import type { ConsentPreferences } from "../../lib/consent/consent-record.ts";
import type {
  InteractionEvent,
  PageSummary,
  VisitorData,
} from "../../lib/consent/tracking-schemas.ts";
import type { Sql } from "../db/client.ts";

/** A consent decision to record; `ipPrefix` is the visitor's network, never the address. */
export interface AcceptanceRow {
  action: "cookie_accepted" | "preferences_saved";
  preferences: ConsentPreferences;
  /** The visitor data, id and network: only with performance consent (null otherwise). */
  userData: VisitorData | null;
  visitorId: string | null;
  ipPrefix: string | null;
}

type Json = Parameters<Sql["json"]>[0];

/** Records a consent decision and returns its id. */
export async function insertCookieAcceptance(sql: Sql, row: AcceptanceRow): Promise<string> {
  const [inserted] = await sql<{ id: string }[]>`
    insert into cookie_acceptances (action, preferences, user_data, visitor_id, ip_prefix)
    values (${row.action}, ${sql.json(row.preferences as Json)}, ${row.userData === null ? null : sql.json(row.userData as Json)},
            ${row.visitorId}, ${row.ipPrefix})
    returning id`;
  return inserted!.id;
}

/** Records a visitor's interaction events (one statement for the whole batch). */
export async function insertTrackingEvents(
  sql: Sql,
  visitorId: string,
  events: readonly InteractionEvent[],
): Promise<void> {
  const rows = events.map((event) => ({
    visitor_id: visitorId,
    action: event.action,
    data: sql.json(event.data as Json),
    url: event.url ?? null,
    page_title: event.pageTitle ?? null,
    user_agent: event.userAgent ?? null,
  }));
  await sql`insert into tracking_events ${sql(rows)}`;
}

/** Records a page-leave summary (the identity fields are never stored). */
export async function insertTrackingSummary(
  sql: Sql,
  visitorId: string,
  summary: PageSummary,
): Promise<void> {
  await sql`
    insert into tracking_summaries (visitor_id, page_url, time_spent, interactions_count)
    values (${visitorId}, ${summary.pageUrl}, ${summary.timeSpent}, ${summary.interactionsCount})`;
}

/** Answers at most this many rows of each kind, newest first. */
const MAX_ROWS_PER_KIND = 500;

/** What the site holds about one visitor, newest first (GET /api/tracking/data). */
export interface VisitorRecords {
  acceptances: {
    action: string;
    preferences: unknown;
    userData: unknown;
    ipPrefix: string | null;
    createdAt: Date;
  }[];
  events: {
    action: string;
    data: unknown;
    url: string | null;
    pageTitle: string | null;
    createdAt: Date;
  }[];
  summaries: {
    pageUrl: string | null;
    timeSpent: number;
    interactionsCount: number;
    createdAt: Date;
  }[];
}

/** Everything stored under `visitorId` (up to MAX_ROWS_PER_KIND of each kind). */
export async function readVisitorRecords(sql: Sql, visitorId: string): Promise<VisitorRecords> {
  const [acceptances, events, summaries] = await Promise.all([
    sql<VisitorRecords["acceptances"]>`
      select action, preferences, user_data as "userData", ip_prefix as "ipPrefix", created_at as "createdAt"
        from cookie_acceptances where visitor_id = ${visitorId}
       order by created_at desc limit ${MAX_ROWS_PER_KIND}`,
    sql<VisitorRecords["events"]>`
      select action, data, url, page_title as "pageTitle", created_at as "createdAt"
        from tracking_events where visitor_id = ${visitorId}
       order by created_at desc, id desc limit ${MAX_ROWS_PER_KIND}`,
    sql<VisitorRecords["summaries"]>`
      select page_url as "pageUrl", time_spent as "timeSpent", interactions_count as "interactionsCount",
             created_at as "createdAt"
        from tracking_summaries where visitor_id = ${visitorId}
       order by created_at desc, id desc limit ${MAX_ROWS_PER_KIND}`,
  ]);
  return { acceptances: [...acceptances], events: [...events], summaries: [...summaries] };
}

/** How many rows of each kind an erasure removed. */
export interface ErasedCounts {
  acceptances: number;
  events: number;
  summaries: number;
}

/** Erases everything stored under `visitorId`, all or nothing. */
export async function eraseVisitorRecords(sql: Sql, visitorId: string): Promise<ErasedCounts> {
  return sql.begin(async (tx) => {
    const acceptances = await tx`delete from cookie_acceptances where visitor_id = ${visitorId}`;
    const events = await tx`delete from tracking_events where visitor_id = ${visitorId}`;
    const summaries = await tx`delete from tracking_summaries where visitor_id = ${visitorId}`;
    return { acceptances: acceptances.count, events: events.count, summaries: summaries.count };
  }) as Promise<ErasedCounts>;
}
