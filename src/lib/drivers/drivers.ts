// The driver as the API answers it (document 2 §3), its filter values (§2.4) and the page's pure
// filtering, shared by the functions, the build and the drivers island. The check is hand-written
// (response-checks.ts) to keep zod out of the island's bundle.
import {
  arrayOf,
  nullable,
  number,
  object,
  oneOf,
  string,
  type Checked,
} from "../response-checks.ts";

/** The driver categories, in the spec's order. */
export const DRIVER_CATEGORIES = ["printer", "scanner", "mobile", "utility"] as const;
/** The operating systems, in the spec's order. */
export const DRIVER_OPERATING_SYSTEMS = ["windows", "macos", "linux", "android", "ios"] as const;

/** One of the driver categories. */
export type DriverCategory = (typeof DRIVER_CATEGORIES)[number];
/** One of the operating systems. */
export type OperatingSystem = (typeof DRIVER_OPERATING_SYSTEMS)[number];

/** Reads a driver in the API's shape; `downloadUrl` answers only with a token from a request. */
export const checkDriver = object({
  id: number,
  name: string,
  version: string,
  category: oneOf(DRIVER_CATEGORIES),
  operatingSystem: oneOf(DRIVER_OPERATING_SYSTEMS),
  fileSize: nullable(string),
  description: string,
  downloadUrl: string,
  releaseDate: nullable(string),
  compatibility: nullable(string),
  fileName: nullable(string),
});

/** A driver as the page and the API use it. */
export type Driver = Checked<typeof checkDriver>;

/** Reads the list answer of GET /api/drivers. */
export const checkDriverList = arrayOf(checkDriver);

/** The address a driver's file is served from (GET, with ?token=). */
export function driverDownloadPath(id: number): string {
  return `/api/drivers/${id}/download`;
}

/** True for a category value of the spec. */
function isDriverCategory(value: unknown): value is DriverCategory {
  return (DRIVER_CATEGORIES as readonly unknown[]).includes(value);
}

/** What the page filters by; "all" means no filter. */
export interface DriverFilters {
  search: string;
  category: DriverCategory | "all";
  operatingSystem: OperatingSystem | "all";
}

/** The filters a visit starts with. */
export const NO_FILTERS: DriverFilters = { search: "", category: "all", operatingSystem: "all" };

/** The category `?category=` preselects: a valid category, else "all" (document 2 §2.4). */
export function categoryFromQuery(search: string): DriverCategory | "all" {
  const value = new URLSearchParams(search).get("category")?.trim().toLowerCase();
  return isDriverCategory(value) ? value : "all";
}

// The text a search looks through: what a visitor would type (a model, a system, a version).
function searchableText(driver: Driver): string {
  return [
    driver.name,
    driver.version,
    driver.description,
    driver.compatibility ?? "",
    driver.fileName ?? "",
  ]
    .join(" ")
    .toLowerCase();
}

/** The drivers matching every filter; the search matches when every word appears somewhere. */
export function filterDrivers(drivers: readonly Driver[], filters: DriverFilters): Driver[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return drivers.filter(
    (driver) =>
      (filters.category === "all" || driver.category === filters.category) &&
      (filters.operatingSystem === "all" || driver.operatingSystem === filters.operatingSystem) &&
      words.every((word) => searchableText(driver).includes(word)),
  );
}

const RELEASE_DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A release date "2025-01-15" as "15 Jan 2025"; anything unreadable is shown as it is. */
export function formatReleaseDate(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : RELEASE_DATE.format(time);
}
