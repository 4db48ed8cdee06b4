// The staff inbox of enquiries (the issue "Leads"): the three kinds, the statuses staff move them
// through, their labels and limits, and the shapes /api/admin/enquiries* answers, shared by the
// function and the admin island. No zod, so the admin's login page and dashboard can load it
// (their JavaScript budget); the checks of the queries and bodies are in
// enquiries-schemas.ts.

/** The kinds of enquiry in the inbox (applications stay in Jobs). */
export const ENQUIRY_TYPES = ["contact", "quote", "driver"] as const;
/** One kind of enquiry. */
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** The statuses in the order an enquiry moves through them; new is where each starts. */
export const ENQUIRY_STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
/** One enquiry status. */
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The statuses of enquiries still being worked (the dashboard's "open"). */
export const OPEN_STATUSES = ["new", "contacted", "quoted"] as const;

/** How each kind is named in the list, its filter and the export. */
export const ENQUIRY_TYPE_LABELS: Readonly<Record<EnquiryType, string>> = {
  contact: "Contact message",
  quote: "Quote request",
  driver: "Driver download request",
};

/** How each status is shown. */
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** The inbox's page sizes: 25 by default, at most 100. */
export const ENQUIRY_DEFAULT_PAGE_SIZE = 25;
export const ENQUIRY_MAX_PAGE_SIZE = 100;
/** How many days enquiries are kept by default (ENQUIRY_RETENTION_DAYS). */
export const ENQUIRY_RETENTION_DEFAULT_DAYS = 730;
/** The retention period in words: "730 days (2 years)", or "400 days". */
export function retentionPeriodText(days: number): string {
  const years = days / 365;
  if (!Number.isInteger(years)) return `${days} days`;
  return `${days} days (${years} year${years === 1 ? "" : "s"})`;
}

/** The longest internal note. */
export const MAX_ENQUIRY_NOTE_LENGTH = 2000;

/** A member of staff as the inbox names them. */
export interface StaffRef {
  id: number;
  name: string;
}

/**
 * A product named in an enquiry: a quote request's items (with quantities), or the driver a
 * download request asked for (no slug: a driver is not a catalogue product); none for a contact
 * message, whose Product / Service choice is among its fields.
 */
export interface EnquiryProduct {
  name: string;
  slug: string | null;
  quantity: number | null;
}

/** One row of the inbox; (type, id) identifies an enquiry. */
export interface EnquirySummary {
  type: EnquiryType;
  id: number;
  name: string;
  company: string | null;
  email: string;
  city: string | null;
  products: EnquiryProduct[];
  receivedAt: string;
  status: EnquiryStatus;
  assignee: StaffRef | null;
}

/** GET /api/admin/enquiries. */
export interface EnquiryListResponse {
  items: EnquirySummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** An internal note on an enquiry; the author's id is null once their account is deleted. */
export interface EnquiryNote {
  id: number;
  body: string;
  author: { id: number | null; name: string };
  createdAt: string;
}

/** One audit log entry about an enquiry. */
export interface EnquiryHistoryEntry {
  action: string;
  actor: string | null;
  at: string;
  changes: unknown;
}

/** GET/PATCH /api/admin/enquiries/{type}/{id}. */
export interface EnquiryDetail extends EnquirySummary {
  fields: Record<string, string | null>;
  mobile: string | null;
  message: string | null;
  gstin: string | null;
  /** Each product's page ("/{slug}"; "/drivers" for a driver), and a quote item's model and note. */
  products: (EnquiryProduct & { model: string | null; note: string | null; productUrl: string })[];
  receiptUrl: string | null;
  notes: EnquiryNote[];
  history: EnquiryHistoryEntry[];
  version: number;
  updatedAt: string;
}

/** GET /api/admin/enquiries/stats. */
export interface EnquiryStats {
  newThisWeek: number;
  openByStatus: Record<(typeof OPEN_STATUSES)[number], number>;
  perWeek: {
    weekStart: string;
    contact: number;
    quote: number;
    driver: number;
    application: number;
  }[];
  topProducts: { name: string; slug: string; count: number }[];
}
