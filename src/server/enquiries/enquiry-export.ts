// The export of the filtered inbox (CSV or Excel) in the columns staff read: every text cell goes
// through the project's one formula guard (src/lib/formula-guard.ts, behind toCsv and
// workbookBytes), since a visitor's name or message could be "=HYPERLINK(…)".
import { toCsv } from "../../lib/csv.ts";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS } from "../../lib/enquiries.ts";
import { workbookBytes } from "../import/workbook.ts";
import { BUSINESS_TIME_ZONE, type EnquiryRow } from "./enquiry-rows.ts";

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
] as const;

/** The media type of the Excel file. */
export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// "2026-11-25 17:05", the company's local time.
const received = new Intl.DateTimeFormat("sv-SE", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

const productsText = (row: EnquiryRow) =>
  row.products
    .map((product) =>
      product.quantity === null ? product.name : `${product.quantity} × ${product.name}`,
    )
    .join("; ");

/** One enquiry as the export's row of texts. */
export function exportCells(row: EnquiryRow): string[] {
  return [
    ENQUIRY_TYPE_LABELS[row.type],
    received.format(row.received_at),
    ENQUIRY_STATUS_LABELS[row.status],
    row.name,
    row.company ?? "",
    row.email,
    row.mobile ?? "",
    row.city ?? "",
    productsText(row),
    row.assignee_name ?? "",
    row.message ?? "",
  ];
}

/** The CSV file's bytes, with a byte order mark so Excel reads UTF-8 ("₹", "×"). */
export function enquiriesCsv(rows: readonly EnquiryRow[]): Uint8Array {
  const csv = toCsv([[...EXPORT_COLUMNS], ...rows.map(exportCells)]);
  return new TextEncoder().encode(`\uFEFF${csv}`);
}

/** The Excel file's bytes: one sheet, Enquiries, every cell text. */
export function enquiriesXlsx(rows: readonly EnquiryRow[]): Uint8Array {
  return workbookBytes({
    name: "Enquiries",
    rows: [[...EXPORT_COLUMNS], ...rows.map(exportCells)],
    columnWidths: EXPORT_COLUMNS.map((column) =>
      column === "Message" || column === "Products" ? 50 : 20,
    ),
  });
}

/** The export's file name for a day: enquiries_export_{yyyy-mm-dd}.{csv|xlsx}. */
export function enquiriesFileName(format: "csv" | "xlsx", now: Date = new Date()): string {
  return `enquiries_export_${now.toISOString().slice(0, 10)}.${format}`;
}
