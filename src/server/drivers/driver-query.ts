// The query string and path parameters of the public driver API (document 3 §7.2): bad values are
// a 400 naming what is allowed, never a 500 or a silently unfiltered list.
import { z } from "zod";
import { DRIVER_CATEGORIES, DRIVER_OPERATING_SYSTEMS } from "../../lib/drivers/drivers.ts";
import type { DriverListFilters } from "./drivers.ts";

/** The messages of the checks below (tests compare against them). */
const driverQueryMessages = {
  category: `category must be one of all, ${DRIVER_CATEGORIES.join(", ")}`,
  os: `os must be one of all, ${DRIVER_OPERATING_SYSTEMS.join(", ")}`,
  id: "Driver id must be a whole number of 1 or more",
} as const;

// "all" (the page's first option) means no filter; the value is compared in lower case.
function filter<const T extends readonly string[]>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.enum(["all", ...values], { error: message }))
    .transform((value) => (value === "all" ? undefined : (value as T[number])))
    .optional();
}

/** The list query: optional category and os (other keys, such as a cache buster, are ignored). */
export const driverListQuery = z
  .object({
    category: filter(DRIVER_CATEGORIES, driverQueryMessages.category),
    os: filter(DRIVER_OPERATING_SYSTEMS, driverQueryMessages.os),
  })
  .transform((query): DriverListFilters => ({
    category: query.category,
    operatingSystem: query.os,
  }));

/** The {id} of /api/drivers/{id} and /api/drivers/{id}/download. */
export const driverIdParams = z.object({
  id: z
    .string({ error: driverQueryMessages.id })
    .regex(/^[1-9]\d{0,14}$/, driverQueryMessages.id)
    .transform(Number),
});
