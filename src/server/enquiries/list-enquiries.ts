// The inbox list and the export's rows: enquiries of every kind, newest first, filtered.
import { z } from "zod";
import type { EnquiryListResponse } from "../../lib/enquiries/enquiries.ts";
import type { EnquiryFilters, EnquiryListQuery } from "../../lib/enquiries/enquiries-schemas.ts";
import type { Queryable, Sql } from "../db/client.ts";
import { labelledFields } from "./enquiry-fields.ts";
import {
  enquiryColumns,
  enquiryJoins,
  enquiryRow,
  enquiryWhere,
  summaryOf,
  type EnquiryRow,
} from "./enquiry-rows.ts";

/** One page of the filtered inbox, with the number of matching enquiries. */
export async function listEnquiries(
  sql: Sql,
  query: EnquiryListQuery,
): Promise<EnquiryListResponse> {
  const { page, pageSize } = query;
  const where = enquiryWhere(sql, query);
  const [rows, [count]] = await Promise.all([
    sql`select ${enquiryColumns(sql)} ${enquiryJoins(sql)} ${where}
         order by e.received_at desc, e.id desc
         limit ${pageSize} offset ${(page - 1) * pageSize}`,
    sql<{ total: number }[]>`select count(*)::int as total ${enquiryJoins(sql)} ${where}`,
  ]);
  const items = rows.map((row) => summaryOf(enquiryRow.parse(row)));
  return { items, page, pageSize, total: count!.total };
}

const when = z.string().transform((text) => new Date(text));

/** An internal note as the export lists it. */
const exportNote = z.object({ at: when, author: z.string(), body: z.string() });

/** A change of status, from the audit log. */
const statusChange = z.object({
  at: when,
  actor: z.string().nullable(),
  to: z.string().nullable(),
});

/** An enquiry with what its screen shows besides the inbox row: every field, notes, history. */
export type ExportRow = EnquiryRow & {
  fields: Record<string, string | null>;
  notes: z.infer<typeof exportNote>[];
  statusChanges: z.infer<typeof statusChange>[];
};

// Notes oldest first; the status changes staff made, oldest first.
const notesColumn = (sql: Queryable) => sql`(
  select coalesce(jsonb_agg(jsonb_build_object('at', n.created_at, 'author', n.author_name,
                                               'body', n.body) order by n.created_at, n.id),
                  '[]'::jsonb)
    from enquiry_notes n where n.enquiry_id = e.id)`;
const statusChangesColumn = (sql: Queryable) => sql`(
  select coalesce(jsonb_agg(jsonb_build_object('at', l.created_at, 'actor', l.actor_username,
                                               'to', l.changes -> 'status' ->> 'to')
                            order by l.created_at, l.id), '[]'::jsonb)
    from audit_log l
   where l.entity_type = 'enquiry' and l.entity_id = e.id::text
     and l.changes -> 'status' is not null)`;

/** Every enquiry matching the filters, newest first, with its fields, notes and history (the export). */
export async function listEnquiriesForExport(
  sql: Sql,
  filters: EnquiryFilters,
): Promise<ExportRow[]> {
  const rows = await sql`
    select ${enquiryColumns(sql)},
           coalesce(to_jsonb(c), to_jsonb(q), to_jsonb(d)) as submission,
           ${notesColumn(sql)} as notes, ${statusChangesColumn(sql)} as status_changes
      ${enquiryJoins(sql)} ${enquiryWhere(sql, filters)}
     order by e.received_at desc, e.id desc`;
  return rows.map((found) => {
    const row = enquiryRow.parse(found);
    return {
      ...row,
      fields: labelledFields(row.type, found.submission as Record<string, unknown>),
      notes: z.array(exportNote).parse(found.notes),
      statusChanges: z.array(statusChange).parse(found.status_changes),
    };
  });
}
