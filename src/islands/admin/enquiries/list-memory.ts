// The inbox's last filters and page, so "Back to Enquiries" on an enquiry returns to the list as it
// was left, also after the enquiry was reloaded: kept in this tab's session storage (a tab of its
// own starts from the whole inbox).
import { ENQUIRIES_PATH } from "../admin-routes.ts";

const KEY = "admin-enquiries-list";

/** Remembers the query of the list on screen ("" for none). */
export function rememberListQuery(query: string): void {
  try {
    sessionStorage.setItem(KEY, query);
  } catch {
    // Storage refused (private mode, quota): Back then leads to the whole inbox.
  }
}

// Only a query this screen wrote: "?" and the API's parameter names.
function rememberedQuery(): string {
  try {
    const query = sessionStorage.getItem(KEY) ?? "";
    return query.startsWith("?") ? query : "";
  } catch {
    return "";
  }
}

/** The address of the inbox as it was last shown in this tab. */
export const lastListPath = () => `${ENQUIRIES_PATH}${rememberedQuery()}`;
