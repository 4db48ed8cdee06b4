// The dashboard's enquiry figures: new this week, open by status, enquiries per week for the last
// 12 weeks by type (job applications beside them: they stay in Jobs but count here) and the most
// requested products. Weeks start on Monday in the company's time zone. Enquiries marked spam are
// left out of every figure: they are nobody's demand.
import { OPEN_STATUSES, type EnquiryStats } from "../../lib/enquiries/enquiries.ts";
import type { Sql } from "../db/client.ts";
import { BUSINESS_TIME_ZONE } from "./enquiry-rows.ts";

/** How many weeks the chart shows, and how many products the top list names. */
const STATS_WEEKS = 12;
const TOP_PRODUCTS = 10;

// Monday 00:00 of the week `weeksAgo` before this one, in the company's time zone.
const weekStart = (sql: Sql, weeksAgo: number) => sql`
  (date_trunc('week', now() at time zone ${BUSINESS_TIME_ZONE})
     - make_interval(weeks => ${weeksAgo})) at time zone ${BUSINESS_TIME_ZONE}`;

async function perWeek(sql: Sql): Promise<EnquiryStats["perWeek"]> {
  const rows = await sql<EnquiryStats["perWeek"]>`
    with weeks as (
      select ${weekStart(sql, 0)} - make_interval(weeks => n) as starts
        from generate_series(0, ${STATS_WEEKS - 1}) as n),
    received as (
      select e.type, e.received_at as at from enquiries e where e.status <> 'spam'
      union all
      select 'application', created_at from job_applications)
    select to_char(w.starts at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as "weekStart",
           count(*) filter (where r.type = 'contact')::int as contact,
           count(*) filter (where r.type = 'quote')::int as quote,
           count(*) filter (where r.type = 'driver')::int as driver,
           count(*) filter (where r.type = 'application')::int as application
      from weeks w
      left join received r on r.at >= w.starts and r.at < w.starts + interval '7 days'
     group by w.starts order by w.starts`;
  return rows.map((row) => ({ ...row }));
}

/** The figures, counted now. */
export async function readEnquiryStats(sql: Sql): Promise<EnquiryStats> {
  const [[counts], weeks, topProducts] = await Promise.all([
    sql<{ new_this_week: number; new: number; contacted: number; quoted: number }[]>`
      select count(*) filter (where status <> 'spam' and received_at >= ${weekStart(sql, 0)})::int
               as new_this_week,
             count(*) filter (where status = 'new')::int as new,
             count(*) filter (where status = 'contacted')::int as contacted,
             count(*) filter (where status = 'quoted')::int as quoted
        from enquiries`,
    perWeek(sql),
    // Requests (not units) per product over the chart's weeks, under the name it was asked by last.
    sql<EnquiryStats["topProducts"]>`
      select (array_agg(i.product_name order by i.id desc))[1] as name, i.product_slug as slug,
             count(distinct i.quote_request_id)::int as count
        from quote_request_items i
        join enquiries e on e.quote_request_id = i.quote_request_id
       where e.status <> 'spam' and e.received_at >= ${weekStart(sql, STATS_WEEKS - 1)}
       group by i.product_slug
       order by count desc, slug
       limit ${TOP_PRODUCTS}`,
  ]);
  const openByStatus = Object.fromEntries(
    OPEN_STATUSES.map((status) => [status, counts![status]]),
  ) as EnquiryStats["openByStatus"];
  return {
    newThisWeek: counts!.new_this_week,
    openByStatus,
    perWeek: weeks,
    topProducts: topProducts.map((row) => ({ ...row })),
  };
}
