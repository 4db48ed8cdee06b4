// The inbox list and the export's rows: enquiries of every kind, newest first, filtered.
import type { EnquiryListAnswer } from "../../lib/enquiries.ts";
import type { EnquiryFilters, EnquiryListQuery } from "../../lib/enquiries-schemas.ts";
import type { Sql } from "../db/client.ts";
import {
  enquiryColumns,
  enquiryJoins,
  enquiryRow,
  enquiryWhere,
  summaryOf,
  type EnquiryRow,
} from "./enquiry-rows.ts";

/** One page of the filtered inbox, with the number of matching enquiries. */
export async function listEnquiries(sql: Sql, query: EnquiryListQuery): Promise<EnquiryListAnswer> {
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

/** Every enquiry matching the filters, newest first (the export). */
export async function listEnquiriesForExport(
  sql: Sql,
  filters: EnquiryFilters,
): Promise<EnquiryRow[]> {
  const rows = await sql`
    select ${enquiryColumns(sql)} ${enquiryJoins(sql)} ${enquiryWhere(sql, filters)}
     order by e.received_at desc, e.id desc`;
  return rows.map((row) => enquiryRow.parse(row));
}
