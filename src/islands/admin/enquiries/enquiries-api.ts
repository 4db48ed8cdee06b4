// The staff calls of the enquiries inbox (leads contract, /api/admin/enquiries*): the list, one
// enquiry, its status and assignee (version-checked), its notes, the export and the purge, with
// their answers checked.
import { z } from "zod";
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryType,
} from "../../../lib/enquiries/enquiries.ts";
import { adminFetch, AdminApiError, NetworkError } from "../admin-api.ts";
import { saveBlob } from "../import/downloads.ts";
import {
  enquiriesApiPath,
  enquiriesExportPath,
  type EnquiryListState,
  type ExportFormat,
} from "./enquiry-list-query.ts";
import type { EnquiryChanges } from "./enquiry-changes.ts";

const rowId = z.number();
const person = z.object({ id: z.number(), name: z.string() });

// A quote request's items, or the driver a download request asked for (no slug: not a product).
const productSchema = z.object({
  name: z.string(),
  slug: z.string().nullable(),
  quantity: z.number().nullable(),
  model: z.string().nullish(),
  note: z.string().nullish(),
  productUrl: z.string().optional(),
});

const summarySchema = z.object({
  type: z.enum(ENQUIRY_TYPES),
  id: rowId,
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  products: z.array(productSchema),
  receivedAt: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  assignee: person.nullable(),
});

/** One enquiry as the inbox lists it. */
export type EnquirySummary = z.infer<typeof summarySchema>;

const pageSchema = z.object({
  items: z.array(summarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  // The server's ENQUIRY_RETENTION_DAYS, for the retention deletes' wording (when it says).
  retentionDays: z.number().optional(),
});

/** One page of the inbox and the count of every enquiry the filters match. */
export type EnquiryPage = z.infer<typeof pageSchema>;

const noteSchema = z.object({
  id: rowId,
  body: z.string(),
  // The author's name stays after their account is deleted (id null then).
  author: z.object({ id: z.number().nullable(), name: z.string() }),
  createdAt: z.string(),
});

/** An internal note on an enquiry. */
export type EnquiryNote = z.infer<typeof noteSchema>;

const historySchema = z.object({
  action: z.string(),
  // null: an account since deleted, or the system.
  actor: z.string().nullable(),
  at: z.string(),
  changes: z.unknown(),
});

/** One entry of an enquiry's history. */
export type EnquiryHistoryEntry = z.infer<typeof historySchema>;

const detailSchema = summarySchema.extend({
  fields: z.record(z.string(), z.string().nullable()),
  mobile: z.string().nullable(),
  message: z.string().nullable(),
  gstin: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  notes: z.array(noteSchema),
  history: z.array(historySchema),
  version: z.number(),
  updatedAt: z.string(),
});

/** One enquiry with every stored field, its notes, history and version. */
export type EnquiryDetail = z.infer<typeof detailSchema>;

/** The query keys of enquiry data, so changes refresh what they touched. */
export const enquiryKeys = {
  all: ["admin", "enquiries"] as const,
  page: (path: string) => ["admin", "enquiries", "page", path] as const,
  one: (type: EnquiryType, id: number) => ["admin", "enquiries", "one", type, id] as const,
  assignees: ["admin", "enquiries", "assignees"] as const,
};

/** A page of the inbox for the state on screen. */
export function fetchEnquiryPage(state: EnquiryListState, signal: AbortSignal) {
  return adminFetch(enquiriesApiPath(state), { signal, parse: pageSchema.parse });
}

const onePath = (type: EnquiryType, id: number) => `/api/admin/enquiries/${type}/${id}`;

/** One enquiry (404 when there is none of that type and id). */
export function fetchEnquiry(type: EnquiryType, id: number, signal?: AbortSignal) {
  return adminFetch(onePath(type, id), { signal, parse: detailSchema.parse });
}

/** Saves status and assignee; refused with 409 when `version` is no longer the current one. */
export function updateEnquiry(
  enquiry: Pick<EnquiryDetail, "type" | "id" | "version">,
  changes: EnquiryChanges,
): Promise<EnquiryDetail> {
  return adminFetch(onePath(enquiry.type, enquiry.id), {
    method: "PATCH",
    json: { version: enquiry.version, ...changes },
    parse: detailSchema.parse,
  });
}

/** Adds an internal note signed by the signed-in account. */
export function addEnquiryNote(type: EnquiryType, id: number, body: string) {
  return adminFetch(`${onePath(type, id)}/notes`, {
    method: "POST",
    json: { body },
    parse: noteSchema.parse,
  });
}

const assigneesSchema = z.object({ assignees: z.array(person) });

/** The active members of staff, any of whom an enquiry can be assigned to. */
export async function fetchAssignees(signal?: AbortSignal) {
  return (
    await adminFetch("/api/admin/enquiries/assignees", { signal, parse: assigneesSchema.parse })
  ).assignees;
}

const purgedSchema = z.object({ deleted: z.number() });

/** What the retention purge deletes: everything marked spam, or what is past the period. */
export type PurgeScope = "spam" | "older";

/** Deletes the enquiries of `scope` (admins only); answers how many went. */
export async function purgeEnquiries(scope: PurgeScope): Promise<number> {
  const answer = await adminFetch("/api/admin/enquiries/purge", {
    method: "POST",
    json: { scope, confirm: true },
    parse: purgedSchema.parse,
  });
  return answer.deleted;
}

// The name the server gave the file (Content-Disposition), else one of ours.
function fileNameOf(response: Response, format: ExportFormat): string {
  const header = response.headers.get("content-disposition") ?? "";
  const quoted = /filename="([^"]+)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1];
  return quoted?.trim() || `enquiries.${format}`;
}

/** Downloads the whole filtered list as a CSV or XLSX file; throws the server's refusal. */
export async function downloadEnquiries(state: EnquiryListState, format: ExportFormat) {
  let response: Response;
  try {
    response = await fetch(enquiriesExportPath(state, format), { credentials: "same-origin" });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (!response.ok) {
    throw new AdminApiError(response.status, await response.json().catch(() => null));
  }
  saveBlob(await response.blob(), fileNameOf(response, format));
}
