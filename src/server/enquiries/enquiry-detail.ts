// One enquiry as its screen shows it: the inbox row, every field of its submission, its products
// with their pages, the driver receipt's short-lived link, the notes and the audit history.
import { productUrl } from "../../lib/catalogue/catalogue-urls.ts";
import type { EnquiryDetail, EnquiryNote, EnquiryType } from "../../lib/enquiries/enquiries.ts";
import type { Queryable } from "../db/client.ts";
import { enquiryColumns, enquiryJoins, enquiryRow, summaryOf } from "./enquiry-rows.ts";
import { labelledFields } from "./enquiry-fields.ts";

/** How long a receipt link works: long enough to open it, too short to pass around. */
const RECEIPT_LINK_SECONDS = 5 * 60;

/** Makes the signed link to a private file (the storage adapter's createSignedDownloadUrl). */
export type ReceiptLink = (path: string, expiresInSeconds: number) => Promise<string>;

/** The history entries read for an enquiry (the newest). */
const HISTORY_LIMIT = 50;

async function notesOf(sql: Queryable, id: number): Promise<EnquiryNote[]> {
  const rows = await sql<
    { id: number; body: string; author_id: number | null; author_name: string; created_at: Date }[]
  >`
    select id::int as id, body, author_id::int as author_id, author_name, created_at
      from enquiry_notes where enquiry_id = ${id} order by created_at, id`;
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author: { id: row.author_id, name: row.author_name },
    createdAt: row.created_at.toISOString(),
  }));
}

async function historyOf(sql: Queryable, id: number): Promise<EnquiryDetail["history"]> {
  const rows = await sql<{ action: string; actor: string | null; at: Date; changes: unknown }[]>`
    select action, actor_username as actor, created_at as at, changes
      from audit_log where entity_type = 'enquiry' and entity_id = ${String(id)}
     order by created_at desc, id desc limit ${HISTORY_LIMIT}`;
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The enquiry of `type` with `id`, or null when there is none (of that type). */
export async function getEnquiryDetail(
  sql: Queryable,
  target: { type: EnquiryType; id: number },
  receiptLink: ReceiptLink,
): Promise<EnquiryDetail | null> {
  const [found] = await sql`
    select ${enquiryColumns(sql)}, coalesce(to_jsonb(c), to_jsonb(q), to_jsonb(d)) as submission,
           d.receipt_path
      ${enquiryJoins(sql)}
     where e.id = ${target.id} and e.type = ${target.type}`;
  if (!found) return null;
  const row = enquiryRow.parse(found);
  const receiptPath = found.receipt_path as string | null;
  const [notes, history, receiptUrl] = await Promise.all([
    notesOf(sql, row.id),
    historyOf(sql, row.id),
    receiptPath ? receiptLink(receiptPath, RECEIPT_LINK_SECONDS) : null,
  ]);
  return {
    ...summaryOf(row),
    fields: labelledFields(row.type, found.submission as Record<string, unknown>),
    mobile: row.mobile,
    message: row.message,
    gstin: row.gstin,
    products: row.products.map((product) => ({
      ...product,
      productUrl: product.slug ? productUrl(product.slug) : "/drivers",
    })),
    receiptUrl,
    notes,
    history,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}
