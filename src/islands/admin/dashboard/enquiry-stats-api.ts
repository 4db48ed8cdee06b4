// GET /api/admin/enquiries/stats (leads contract): new enquiries this week, the open ones by
// status, twelve weeks of enquiries and job applications by type, and the most requested
// products. Checked without zod, like the rest of the dashboard (its JavaScript budget).
import { adminFetch } from "../admin-api.ts";
import { listOf, number, shape, text } from "../response-readers.ts";

/** The series of the weekly chart: the three enquiry types, and job applications. */
export const WEEK_SERIES = ["contact", "quote", "driver", "application"] as const;
export type WeekSeries = (typeof WEEK_SERIES)[number];

/** One week (Monday to Sunday, India time) and what arrived in it, by series. */
export type EnquiryWeek = { weekStart: string } & Record<WeekSeries, number>;

/** A product and how many quote requests named it. */
export interface RequestedProduct {
  name: string;
  slug: string;
  count: number;
}

/** The answer of the stats call. */
export interface EnquiryStats {
  newThisWeek: number;
  openByStatus: { new: number; contacted: number; quoted: number };
  perWeek: EnquiryWeek[];
  topProducts: RequestedProduct[];
}

const readWeek = shape<EnquiryWeek>({
  weekStart: text,
  contact: number,
  quote: number,
  driver: number,
  application: number,
});

/** Reads the stats answer; fields the dashboard does not show are left out. */
export const readEnquiryStats = shape<EnquiryStats>({
  newThisWeek: number,
  openByStatus: shape({ new: number, contacted: number, quoted: number }),
  perWeek: listOf(readWeek),
  topProducts: listOf(shape<RequestedProduct>({ name: text, slug: text, count: number })),
});

/** Reads the enquiry figures of the dashboard. */
export function fetchEnquiryStats(signal: AbortSignal): Promise<EnquiryStats> {
  return adminFetch("/api/admin/enquiries/stats", {
    signal,
    parse: (body) => readEnquiryStats(body, "answer"),
  });
}
