// The query strings and bodies of /api/admin/enquiries* (the issue "Leads"), checked with zod by
// the function, and the messages they answer with (enquiries.ts has the kinds and statuses).
import { z } from "zod";
import { MAX_PAGE, MAX_SEARCH_LENGTH } from "../catalogue/catalogue-query.ts";
import {
  ENQUIRY_DEFAULT_PAGE_SIZE,
  ENQUIRY_MAX_PAGE_SIZE,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  MAX_ENQUIRY_NOTE_LENGTH,
} from "./enquiries.ts";

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
const enquiryFilterShape = {
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
