// The staff inbox of enquiries (the issue "Leads"): the three kinds, the statuses staff move them
// through, the query strings and bodies of /api/admin/enquiries*, and the shapes it answers, shared
// by the function and the admin island.
import { z } from "zod";
import { MAX_PAGE, MAX_SEARCH_LENGTH } from "./catalogue-query.ts";

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

/** Messages the function, the screens and the tests share. */
export const enquiryMessages = {
  type: `type must be one of ${ENQUIRY_TYPES.join(", ")}`,
  status: `status must be one of ${ENQUIRY_STATUSES.join(", ")}`,
  date: "Dates must be written YYYY-MM-DD",
  dateOrder: "The start date must not be after the end date",
  city: "City must be at most 100 characters",
  search: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
  page: "page must be a whole number of 1 or more",
  pageSize: `pageSize must be a whole number from 1 to ${ENQUIRY_MAX_PAGE_SIZE}`,
  id: "Enquiry id must be a whole number of 1 or more",
  version: "Version is required: reload the enquiry and try again",
  assignee: "The assignee must be a member of staff",
  note: `A note must be 1 to ${MAX_ENQUIRY_NOTE_LENGTH} characters`,
  format: "format must be csv or xlsx",
  scope: 'scope must be "spam" or "older"',
  confirm: "Send confirm: true to delete",
  nothingToChange: "Send a status or an assignee to change",
  // The conflict rule of every other record (src/server/admin/record-writes.ts, staleVersion).
  conflict:
    "This enquiry was changed by someone else since you opened it. Reload to see their changes, then edit again.",
} as const;

// Blank query values (an empty filter select) mean "no filter".
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
const isoDate = z
  .string({ error: enquiryMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, enquiryMessages.date)
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: enquiryMessages.date },
  );

/** The filters of the list and the export: type, status, received from/to (inclusive), city, q. */
export const enquiryFilterShape = {
  type: z.preprocess(
    blankToUndefined,
    z.enum(ENQUIRY_TYPES, { error: enquiryMessages.type }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(ENQUIRY_STATUSES, { error: enquiryMessages.status }).optional(),
  ),
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  city: z.preprocess(blankToUndefined, z.string().trim().max(100, enquiryMessages.city).optional()),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MAX_SEARCH_LENGTH, enquiryMessages.search).optional(),
  ),
};

const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** GET /api/admin/enquiries: the filters plus page (from 1) and pageSize (1 to 100, default 25). */
export const enquiryListQuery = z
  .object({
    ...enquiryFilterShape,
    page: wholeNumber(enquiryMessages.page, MAX_PAGE).default(1),
    pageSize: wholeNumber(enquiryMessages.pageSize, ENQUIRY_MAX_PAGE_SIZE).default(
      ENQUIRY_DEFAULT_PAGE_SIZE,
    ),
  })
  .refine(datesInOrder, { message: enquiryMessages.dateOrder, path: ["to"] });

/** A checked list query. */
export type EnquiryListQuery = z.output<typeof enquiryListQuery>;
/** The filters alone (the export's rows are the whole filtered list). */
export type EnquiryFilters = Omit<EnquiryListQuery, "page" | "pageSize">;

/** GET /api/admin/enquiries/export: format plus the list's filters. */
export const enquiryExportQuery = z
  .object({
    ...enquiryFilterShape,
    format: z.enum(["csv", "xlsx"], { error: enquiryMessages.format }),
  })
  .refine(datesInOrder, { message: enquiryMessages.dateOrder, path: ["to"] });

/** The path of one enquiry: /api/admin/enquiries/{type}/{id}. */
export const enquiryParams = z.object({
  type: z.enum(ENQUIRY_TYPES, { error: enquiryMessages.type }),
  id: z
    .string({ error: enquiryMessages.id })
    .regex(/^[1-9]\d{0,14}$/, enquiryMessages.id)
    .transform(Number),
});

/** PATCH /api/admin/enquiries/{type}/{id}: the version loaded, and a new status and/or assignee. */
export const enquiryUpdateBody = z
  .object({
    version: z.int({ error: enquiryMessages.version }).min(1, enquiryMessages.version),
    status: z.enum(ENQUIRY_STATUSES, { error: enquiryMessages.status }).optional(),
    assigneeId: z
      .int({ error: enquiryMessages.assignee })
      .min(1, enquiryMessages.assignee)
      .nullable()
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    message: enquiryMessages.nothingToChange,
    path: ["status"],
  });

/** POST /api/admin/enquiries/{type}/{id}/notes. */
export const enquiryNoteBody = z.object({
  body: z
    .string({ error: enquiryMessages.note })
    .trim()
    .min(1, enquiryMessages.note)
    .max(MAX_ENQUIRY_NOTE_LENGTH, enquiryMessages.note),
});

/** POST /api/admin/enquiries/purge (admins only): what to delete, confirmed. */
export const enquiryPurgeBody = z.object({
  scope: z.enum(["spam", "older"], { error: enquiryMessages.scope }),
  confirm: z.literal(true, { error: enquiryMessages.confirm }),
});

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
export interface EnquiryListAnswer {
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
