// The export of the filtered inbox (CSV or Excel) with every field the enquiry's screen shows: the
// inbox row, the submission's own fields (GSTIN, Product / Service, the page it was sent from …),
// the internal notes and a summary of its status history. Every text cell goes through the
// project's one formula guard (src/lib/import/formula-guard.ts, behind toCsv and workbookBytes), since a
// visitor's name or message could be "=HYPERLINK(…)".
import { toCsv } from "../../lib/import/csv.ts";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPE_LABELS,
  type EnquiryStatus,
} from "../../lib/enquiries/enquiries.ts";
import { workbookBytes } from "../import/workbook.ts";
import { SOURCE_PAGE_LABEL } from "./enquiry-fields.ts";
import { BUSINESS_TIME_ZONE } from "./enquiry-rows.ts";
import type { ExportRow } from "./list-enquiries.ts";

// The submission's fields that the inbox row does not already hold, by their screen's label.
const FIELD_COLUMNS = [
  "GSTIN",
  "Product / Service",
  "Address",
  "Cookie consent",
  SOURCE_PAGE_LABEL,
  "Received by",
  "Staff mail",
  "Receipt type",
  "Receipt size (bytes)",
] as const;

/** The export's columns, in order. */
export const EXPORT_COLUMNS = [
  "Type",
  "Received",
  "Status",
  "Name",
  "Company",
  "E-mail",
  "Mobile",
  "City",
  "Products",
  "Assignee",
  "Message",
  ...FIELD_COLUMNS,
  "Status history",
  "Internal notes",
] as const;

/** The media type of the Excel file. */
export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// "2026-11-25 17:05", the company's local time.
const timeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});
const at = (date: Date) => timeFormat.format(date);

const productsText = (row: ExportRow) =>
  row.products
    .map((product) =>
      product.quantity === null ? product.name : `${product.quantity} × ${product.name}`,
    )
    .join("; ");

const statusLabel = (status: string | null) =>
  (ENQUIRY_STATUSES as readonly (string | null)[]).includes(status)
    ? ENQUIRY_STATUS_LABELS[status as EnquiryStatus]
    : (status ?? "");

/** "New (2026-11-25 17:05) → Contacted (2026-11-26 10:00, asha) → …": received, then each change. */
function statusHistoryText(row: ExportRow): string {
  const steps = [`${ENQUIRY_STATUS_LABELS.new} (${at(row.received_at)})`];
  for (const change of row.statusChanges) {
    const by = change.actor ? `, ${change.actor}` : "";
    steps.push(`${statusLabel(change.to)} (${at(change.at)}${by})`);
  }
  return steps.join(" → ");
}

/** The notes, oldest first, one per line: "2026-11-26 10:00 Asha: called back". */
const notesText = (row: ExportRow) =>
  row.notes.map((note) => `${at(note.at)} ${note.author}: ${note.body}`).join("\n");

/** One enquiry as the export's row of texts. */
function exportCells(row: ExportRow): string[] {
  return [
    ENQUIRY_TYPE_LABELS[row.type],
    at(row.received_at),
    ENQUIRY_STATUS_LABELS[row.status],
    row.name,
    row.company ?? "",
    row.email,
    row.mobile ?? "",
    row.city ?? "",
    productsText(row),
    row.assignee_name ?? "",
    row.message ?? "",
    ...FIELD_COLUMNS.map((label) => row.fields[label] ?? ""),
    statusHistoryText(row),
    notesText(row),
  ];
}

/** The CSV file's bytes, with a byte order mark so Excel reads UTF-8 ("₹", "×"). */
export function enquiriesCsv(rows: readonly ExportRow[]): Uint8Array {
  const csv = toCsv([[...EXPORT_COLUMNS], ...rows.map(exportCells)]);
  return new TextEncoder().encode(`\uFEFF${csv}`);
}

const WIDE_COLUMNS = new Set<string>(["Message", "Products", "Status history", "Internal notes"]);

/** The Excel file's bytes: one sheet, Enquiries, every cell text. */
export function enquiriesXlsx(rows: readonly ExportRow[]): Uint8Array {
  return workbookBytes({
    name: "Enquiries",
    rows: [[...EXPORT_COLUMNS], ...rows.map(exportCells)],
    columnWidths: EXPORT_COLUMNS.map((column) => (WIDE_COLUMNS.has(column) ? 50 : 20)),
  });
}

/** The export's file name for a day: enquiries_export_{yyyy-mm-dd}.{csv|xlsx}. */
export function enquiriesFileName(format: "csv" | "xlsx", now: Date = new Date()): string {
  return `enquiries_export_${now.toISOString().slice(0, 10)}.${format}`;
}
