// The admin area's client-side routes (document 3 §2.2): which screen a path under /admin opens
// and which sidebar tab it marks active. Pure, so the table is tested without a browser.
import { ENQUIRY_TYPES, type EnquiryType } from "../../lib/enquiries/enquiries.ts";

/**
 * The sidebar's entries, in order: document 3 §2.2's nine, and Enquiries (the leads issue), next
 * to the dashboard because it is the inbox staff open most.
 */
export const SIDEBAR_TABS = [
  { tab: "dashboard", label: "Dashboard" },
  { tab: "enquiries", label: "Enquiries" },
  { tab: "products", label: "Products" },
  { tab: "categories", label: "Categories" },
  { tab: "subcategories", label: "Subcategories" },
  { tab: "brands", label: "Brands" },
  { tab: "drivers", label: "Drivers" },
  { tab: "blogs", label: "Blogs" },
  { tab: "jobs", label: "Jobs" },
  { tab: "import", label: "Import" },
] as const;

/** A tab of the shell: a sidebar entry or one of the tabs without content. */
export type AdminTab = (typeof SIDEBAR_TABS)[number]["tab"];

/** The record kinds with an overview, an add form and an edit form. */
export const MANAGED_KINDS = [
  "products",
  "categories",
  "subcategories",
  "brands",
  "drivers",
  "blogs",
] as const;

/** One of the record kinds with list and form screens. */
export type ManagedKind = (typeof MANAGED_KINDS)[number];

/** The screens of the account menu. */
export const ACCOUNT_SCREENS = ["staff", "password", "profile"] as const;

/** One of the account menu's screens. */
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number];

/** What a path under /admin shows. */
export type AdminRoute =
  | { screen: "redirect"; to: string }
  | { screen: "dashboard" }
  | { screen: "list"; kind: ManagedKind }
  | { screen: "new"; kind: ManagedKind }
  | { screen: "edit"; kind: ManagedKind; id: number }
  | { screen: "jobs" }
  | { screen: "applications" }
  | { screen: "import" }
  | { screen: "enquiries" }
  | { screen: "enquiry"; type: EnquiryType; id: number }
  | { screen: "city-names" }
  | { screen: "search-synonyms" }
  | { screen: AccountScreen }
  | { screen: "not-found"; tab: AdminTab | undefined };

/** Where /admin itself leads once signed in. */
export const DASHBOARD_PATH = "/admin/dashboard";

/** The synonyms staff add to the search, beside the dashboard's search report. */
export const SEARCH_SYNONYMS_PATH = `${DASHBOARD_PATH}/search-synonyms`;

/** The enquiries inbox, and one enquiry: /admin/enquiries/{type}/{id}. */
export const ENQUIRIES_PATH = "/admin/enquiries";
export const enquiryPath = (type: EnquiryType, id: number) => `${ENQUIRIES_PATH}/${type}/${id}`;

/**
 * The other names of cities (Bangalore for Bengaluru), beside the inbox: the city search that
 * fills an enquiry's city knows them.
 */
export const CITY_NAMES_PATH = `${ENQUIRIES_PATH}/city-names`;

/** Job Management (a list with a modal form) and the job applications beside it. */
export const JOBS_PATH = "/admin/jobs";
export const APPLICATIONS_PATH = "/admin/jobs/applications";

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

const sidebarTab = (segment: string | undefined): AdminTab | undefined =>
  SIDEBAR_TABS.find((entry) => entry.tab === segment)?.tab;

// A record id as the API hands them out: a positive integer without leading zeros.
const recordId = (segment: string | undefined) =>
  segment !== undefined && /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : undefined;

// An enquiry is named by its type and its id within that type.
function enquiriesRoute(rest: string[]): AdminRoute {
  if (rest.length === 0) return { screen: "enquiries" };
  if (rest.length === 1 && rest[0] === "city-names") return { screen: "city-names" };
  const [type, segment] = rest;
  const id = recordId(segment);
  if (rest.length === 2 && isOneOf(ENQUIRY_TYPES, type) && id !== undefined) {
    return { screen: "enquiry", type, id };
  }
  return { screen: "not-found", tab: "enquiries" };
}

function managedRoute(kind: ManagedKind, rest: string[]): AdminRoute {
  if (rest.length === 0) return { screen: "list", kind };
  if (rest.length === 1 && rest[0] === "new") return { screen: "new", kind };
  const id = recordId(rest[0]);
  if (rest.length === 2 && rest[1] === "edit" && id !== undefined) {
    return { screen: "edit", kind, id };
  }
  return { screen: "not-found", tab: kind };
}

/**
 * The route of a pathname under /admin. The listed tabs without content (analytics, webpages,
 * hero-settings, …) and any unknown path show 'Page not found' inside the shell.
 */
export function resolveAdminRoute(pathname: string): AdminRoute {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] !== "admin") return { screen: "not-found", tab: undefined };
  const [tab, ...rest] = segments.slice(1);
  if (tab === undefined) return { screen: "redirect", to: DASHBOARD_PATH };
  if (tab === "dashboard" && rest.length === 0) return { screen: "dashboard" };
  if (tab === "dashboard" && rest.length === 1 && rest[0] === "search-synonyms") {
    return { screen: "search-synonyms" };
  }
  if (isOneOf(MANAGED_KINDS, tab)) return managedRoute(tab, rest);
  if (tab === "enquiries") return enquiriesRoute(rest);
  if (tab === "jobs" && rest.length === 0) return { screen: "jobs" };
  if (tab === "import" && rest.length === 0) return { screen: "import" };
  if (tab === "jobs" && rest.length === 1 && rest[0] === "applications") {
    return { screen: "applications" };
  }
  if (isOneOf(ACCOUNT_SCREENS, tab) && rest.length === 0) return { screen: tab };
  return { screen: "not-found", tab: sidebarTab(tab) };
}

/** The sidebar entry to mark active for a route, if any. */
export function activeTabOf(route: AdminRoute): AdminTab | undefined {
  switch (route.screen) {
    case "dashboard":
    case "search-synonyms":
      return "dashboard";
    case "list":
    case "new":
    case "edit":
      return route.kind;
    case "jobs":
    case "applications":
      return "jobs";
    case "import":
      return "import";
    case "enquiries":
    case "enquiry":
    case "city-names":
      return "enquiries";
    case "not-found":
      return route.tab;
    default:
      return undefined;
  }
}

/** The path of a kind's overview, add form or a record's edit form. */
export const adminPaths = {
  list: (kind: ManagedKind) => `/admin/${kind}`,
  add: (kind: ManagedKind) => `/admin/${kind}/new`,
  edit: (kind: ManagedKind, id: number) => `/admin/${kind}/${id}/edit`,
};
