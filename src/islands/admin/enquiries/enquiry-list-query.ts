// The enquiries inbox's state (leads issue): type, status, date range, city, search, page and page
// size, kept in the address with the API's own parameter names, so Back, reload and a copied link
// return to the same list, and the export asks for exactly the filtered list on screen.
import { MAX_SEARCH_LENGTH } from "../../../lib/catalogue/catalogue-query.ts";
import {
  ENQUIRY_DEFAULT_PAGE_SIZE,
  ENQUIRY_MAX_PAGE_SIZE,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryStatus,
  type EnquiryType,
} from "../../../lib/enquiries/enquiries.ts";

/** The page sizes offered (the API takes 1 to 100), the API's default first. */
export const ENQUIRY_PAGE_SIZES = [ENQUIRY_DEFAULT_PAGE_SIZE, 50, ENQUIRY_MAX_PAGE_SIZE] as const;
const DEFAULT_ENQUIRY_PAGE_SIZE = ENQUIRY_DEFAULT_PAGE_SIZE;

/** The longest city the API takes; a search is as long as the catalogue's. */
export const MAX_ENQUIRY_CITY_LENGTH = 100;
export const MAX_ENQUIRY_SEARCH_LENGTH = MAX_SEARCH_LENGTH;

/** What the inbox shows; "" is "any". Dates are YYYY-MM-DD, inclusive. */
export interface EnquiryListState {
  type: EnquiryType | "";
  status: EnquiryStatus | "";
  from: string;
  to: string;
  city: string;
  q: string;
  page: number;
  pageSize: number;
}

/** The inbox with nothing chosen: every enquiry, newest first. */
export const INITIAL_ENQUIRY_LIST: EnquiryListState = {
  type: "",
  status: "",
  from: "",
  to: "",
  city: "",
  q: "",
  page: 1,
  pageSize: DEFAULT_ENQUIRY_PAGE_SIZE,
};

/** The filters all set to "any" (Clear filters). */
export const NO_FILTERS = { type: "", status: "", from: "", to: "", city: "", q: "" } as const;

const choice = <T extends string>(list: readonly T[], value: string | null): T | "" =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : "";

/** A real calendar day written YYYY-MM-DD, else "" (what a date input gives and the API takes). */
export function calendarDay(value: string | null): string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : "";
}

const wholePage = (value: string | null) => {
  const page = Number(value);
  return value !== null && Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

const words = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

/** The state in an address's query; anything unknown or malformed falls back to "any". */
export function enquiryListFromQuery(query: URLSearchParams): EnquiryListState {
  const pageSize = Number(query.get("pageSize"));
  return {
    type: choice(ENQUIRY_TYPES, query.get("type")),
    status: choice(ENQUIRY_STATUSES, query.get("status")),
    from: calendarDay(query.get("from")),
    to: calendarDay(query.get("to")),
    city: words(query.get("city"), MAX_ENQUIRY_CITY_LENGTH),
    q: words(query.get("q"), MAX_ENQUIRY_SEARCH_LENGTH),
    page: wholePage(query.get("page")),
    pageSize: (ENQUIRY_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_ENQUIRY_PAGE_SIZE,
  };
}

// The filters in the API's names and order, leaving out the ones set to "any".
function filterParams(state: EnquiryListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.type) query.set("type", state.type);
  if (state.status) query.set("status", state.status);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.city.trim()) query.set("city", state.city.trim());
  if (state.q.trim()) query.set("q", state.q.trim());
  return query;
}

/** The address query of a state ("" when everything is at its default). */
export function enquiryListToQuery(state: EnquiryListState): string {
  const query = filterParams(state);
  if (state.page !== 1) query.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_ENQUIRY_PAGE_SIZE) query.set("pageSize", String(state.pageSize));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** GET /api/admin/enquiries for a state: the filters, the page and its size. */
export function enquiriesApiPath(state: EnquiryListState): string {
  const query = filterParams(state);
  query.set("page", String(state.page));
  query.set("pageSize", String(state.pageSize));
  return `/api/admin/enquiries?${query}`;
}

/** The spreadsheet formats of the export. */
export type ExportFormat = "csv" | "xlsx";

/** GET /api/admin/enquiries/export: the whole filtered list (every page) in one file. */
export function enquiriesExportPath(state: EnquiryListState, format: ExportFormat): string {
  const query = new URLSearchParams({ format });
  for (const [name, value] of filterParams(state)) query.set(name, value);
  return `/api/admin/enquiries/export?${query}`;
}

/** Whether any filter or search narrows the list (the empty state says so). */
export const isFiltered = (state: EnquiryListState) => filterParams(state).size > 0;
