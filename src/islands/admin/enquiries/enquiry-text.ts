// How the inbox words an enquiry's parts: its products in brief, when it was received, and its
// history from the audit log (who did what and when, with the changed fields).
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../lib/enquiries/enquiries.ts";
import type { HistoryLine } from "../ui/history-lines.ts";
import type { Assignee } from "./assignees.ts";
import type { EnquiryHistoryEntry } from "./enquiries-api.ts";
import { indiaDateTime } from "../ui/india-time.ts";

/** A product of an enquiry, as the list and the detail name it. */
export interface NamedProduct {
  name: string;
  quantity: number | null;
}

/** The first `shown` products with their quantities, then how many more ("" for none). */
export function productsInBrief(products: readonly NamedProduct[], shown = 2): string {
  const named = products
    .slice(0, shown)
    .map((product) =>
      product.quantity === null ? product.name : `${product.name} × ${product.quantity}`,
    );
  const more = products.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}

/** A moment as staff read it: the date and time in India (where the business is). */
export const receivedAt = indiaDateTime;

/** How the history words a record's fields and values: labels, and a namer per field. */
export interface ChangeWording {
  labels?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, (value: unknown) => string | undefined>>;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

// A value as the history shows it: the field's namer first (status labels, staff names).
function shownValue(field: string, value: unknown, wording: ChangeWording): string {
  if (isEmpty(value)) return "nobody";
  const named = wording.values?.[field]?.(value);
  if (named !== undefined) return named;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * The lines of one history entry's changes, given as the audit log stores them, {field: {from,
 * to}}: "Status: New → Contacted", or "Note: …" for a value set where there was none.
 */
export function describeChanges(changes: unknown, wording: ChangeWording = {}): string[] {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const label = wording.labels?.[field] ?? field;
    const pair = change as { from?: unknown; to?: unknown } | null;
    if (typeof pair !== "object" || pair === null || !("to" in pair)) {
      return `${label}: ${shownValue(field, change, wording)}`;
    }
    const to = shownValue(field, pair.to, wording);
    return isEmpty(pair.from)
      ? `${label}: ${to}`
      : `${label}: ${shownValue(field, pair.from, wording)} → ${to}`;
  });
}

const NOTE_ADDED = "Note added";

// The audit log's actions on an enquiry in words; an unknown one is shown as it is.
const ACTIONS: Readonly<Record<string, string>> = {
  create: "Received",
  update: "Updated",
  note: NOTE_ADDED,
  delete: "Deleted",
};

const FIELD_LABELS = { status: "Status", assignee_id: "Assigned to", note: "Note" };

// A note is audited as an update whose one change is the note.
const actionOf = (entry: EnquiryHistoryEntry) =>
  entry.action === "update" &&
  typeof entry.changes === "object" &&
  entry.changes !== null &&
  Object.keys(entry.changes).join() === "note"
    ? NOTE_ADDED
    : (ACTIONS[entry.action] ?? entry.action);

/** An enquiry's history in words; `staff` names the assignees by id. */
export function enquiryHistoryLines(
  entries: readonly EnquiryHistoryEntry[],
  staff: readonly Assignee[],
): HistoryLine[] {
  const wording: ChangeWording = {
    labels: FIELD_LABELS,
    values: {
      status: (value) => ENQUIRY_STATUS_LABELS[value as EnquiryStatus],
      assignee_id: (value) => staff.find((member) => member.id === value)?.name,
    },
  };
  return entries.map((entry) => ({
    action: actionOf(entry),
    actor: entry.actor,
    at: entry.at,
    shownAt: receivedAt(entry.at),
    changes: describeChanges(entry.changes, wording),
  }));
}
