// GET /api/admin/dashboard (contract): the four summary cards counted by the database, and the five
// newest products and categories. Checked without zod: the first screen after sign-in.
import { adminFetch } from "../admin-api.ts";
import { listOf, number, shape, text, textOrEmpty } from "../response-readers.ts";

/** A summary card. */
export interface DashboardCard {
  key: string;
  label: string;
  count: number;
}

/** A recent product. */
export interface RecentProduct {
  id: number;
  name: string;
  short_description: string;
  status: string;
}

/** A recent category. */
export interface RecentCategory {
  id: number;
  name: string;
  display_name: string;
  description: string;
  status: string;
}

/** The dashboard's data. */
export interface Dashboard {
  cards: DashboardCard[];
  recentProducts: RecentProduct[];
  recentCategories: RecentCategory[];
}

/** Reads the dashboard answer; fields the screen does not show are left out. */
export const readDashboard = shape<Dashboard>({
  cards: listOf(shape<DashboardCard>({ key: text, label: text, count: number })),
  recentProducts: listOf(
    shape<RecentProduct>({
      id: number,
      name: text,
      short_description: textOrEmpty,
      status: textOrEmpty,
    }),
  ),
  recentCategories: listOf(
    shape<RecentCategory>({
      id: number,
      name: text,
      display_name: textOrEmpty,
      description: textOrEmpty,
      status: textOrEmpty,
    }),
  ),
});

/** Reads the dashboard. */
export function fetchDashboard(signal: AbortSignal): Promise<Dashboard> {
  return adminFetch("/api/admin/dashboard", {
    signal,
    parse: (body) => readDashboard(body, "answer"),
  });
}
