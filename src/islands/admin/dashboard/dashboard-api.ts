// GET /api/admin/dashboard (contract): the four summary cards counted by the database, and the five
// newest products and categories.
import { z } from "zod";
import { adminFetch } from "../admin-api.ts";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

const dashboardSchema = z.object({
  cards: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
  recentProducts: z.array(
    z.looseObject({ id: z.number(), name: z.string(), short_description: text, status: text }),
  ),
  recentCategories: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      display_name: text,
      description: text,
      status: text,
    }),
  ),
});

/** The dashboard's data. */
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Reads the dashboard. */
export function fetchDashboard(signal: AbortSignal): Promise<Dashboard> {
  return adminFetch("/api/admin/dashboard", { signal, parse: dashboardSchema.parse });
}
