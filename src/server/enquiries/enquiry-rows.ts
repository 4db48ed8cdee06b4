// How the inbox reads enquiries: each inbox row (enquiries) joined to its submission (a contact
// message, quote request or driver download request), the columns every kind shares, the filters
// of the list and the export, and a row turned into the API's EnquirySummary.
import type { PendingQuery, Row } from "postgres";
import { z } from "zod";
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquirySummary,
} from "../../lib/enquiries/enquiries.ts";
import type { EnquiryFilters } from "../../lib/enquiries/enquiries-schemas.ts";
import type { Queryable } from "../db/client.ts";

/** The time zone of the company's days and weeks (dates in filters, the dashboard's weeks). */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

/** The inbox rows joined to their submissions and assignee, aliased e, c, q, d and a. */
export const enquiryJoins = (sql: Queryable) => sql`
  from enquiries e
  left join contact_submissions c on c.id = e.contact_submission_id
  left join quote_requests q on q.id = e.quote_request_id
  left join driver_download_requests d on d.id = e.driver_download_request_id
  left join staff_users a on a.id = e.assignee_id`;

// A quote's items in the visitor's order; a driver request's driver; nothing for a message.
const productsColumn = (sql: Queryable) => sql`
  case e.type
    when 'quote' then (
      select coalesce(jsonb_agg(jsonb_build_object(
               'name', i.product_name, 'slug', i.product_slug, 'quantity', i.quantity,
               'model', i.product_model, 'note', i.note) order by i.position), '[]'::jsonb)
        from quote_request_items i where i.quote_request_id = q.id)
    when 'driver' then jsonb_build_array(jsonb_build_object(
      'name', coalesce(d.driver_name, 'Driver'), 'slug', null, 'quantity', null,
      'model', null, 'note', null))
    else '[]'::jsonb
  end`;

/** The columns every kind shares, under one name each. */
export const enquiryColumns = (sql: Queryable) => sql`
  e.id::int as id, e.type, e.status, e.received_at, e.version, e.updated_at,
  coalesce(c.name, q.name, d.full_name) as name,
  coalesce(c.company, q.company, d.company_name) as company,
  coalesce(c.email, q.email, d.email) as email,
  coalesce(c.mobile, q.mobile, d.mobile_number) as mobile,
  coalesce(c.location, q.city) as city,
  coalesce(c.message, q.message, d.purpose) as message,
  q.gstin,
  a.id::int as assignee_id, coalesce(a.display_name, a.username) as assignee_name,
  ${productsColumn(sql)} as products`;

const productRow = z.object({
  name: z.string(),
  slug: z.string().nullable(),
  quantity: z.number().nullable(),
  model: z.string().nullable(),
  note: z.string().nullable(),
});

/** One row of enquiryColumns, checked (products is JSON). */
export const enquiryRow = z.object({
  id: z.number(),
  type: z.enum(ENQUIRY_TYPES),
  status: z.enum(ENQUIRY_STATUSES),
  received_at: z.date(),
  version: z.number(),
  updated_at: z.date(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string().nullable(),
  gstin: z.string().nullable(),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  products: z.array(productRow),
});

/** A checked row. */
export type EnquiryRow = z.infer<typeof enquiryRow>;

/** The row as the list shows it. */
export function summaryOf(row: EnquiryRow): EnquirySummary {
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    city: row.city,
    products: row.products.map(({ name, slug, quantity }) => ({ name, slug, quantity })),
    receivedAt: row.received_at.toISOString(),
    status: row.status,
    assignee:
      row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? "" },
  };
}

// "%text%" for ilike, with the pattern's own characters taken literally.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

// The search matches who sent it, how to reach them, what they wrote and the products named.
function searchCondition(sql: Queryable, q: string): PendingQuery<Row[]> {
  const pattern = containing(q);
  return sql`(
    concat_ws(' ', c.name, c.company, c.email, c.mobile, c.location, c.message, c.product_service,
                   q.name, q.company, q.email, q.mobile, q.city, q.gstin, q.message,
                   d.full_name, d.company_name, d.email, d.mobile_number, d.address, d.purpose,
                   d.driver_name) ilike ${pattern}
    or exists (select 1 from quote_request_items i
                where i.quote_request_id = q.id
                  and concat_ws(' ', i.product_name, i.product_slug, i.product_model, i.note)
                      ilike ${pattern}))`;
}

/**
 * The filters as a where clause (an empty fragment for none). Dates are the company's days: "to"
 * includes the whole of its day. The city filter also looks into a driver request's address, the
 * only place such a request names its city.
 */
export function enquiryWhere(sql: Queryable, filters: EnquiryFilters): PendingQuery<Row[]> {
  const conditions: PendingQuery<Row[]>[] = [];
  if (filters.type) conditions.push(sql`e.type = ${filters.type}`);
  if (filters.status) conditions.push(sql`e.status = ${filters.status}`);
  if (filters.from) {
    conditions.push(
      sql`e.received_at >= (${filters.from}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`,
    );
  }
  if (filters.to) {
    conditions.push(
      sql`e.received_at < (${filters.to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}`,
    );
  }
  if (filters.city) {
    conditions.push(sql`coalesce(c.location, q.city, d.address) ilike ${containing(filters.city)}`);
  }
  if (filters.q) conditions.push(searchCondition(sql, filters.q));
  if (conditions.length === 0) return sql``;
  return sql`where ${conditions.reduce((all, condition) => sql`${all} and ${condition}`)}`;
}
