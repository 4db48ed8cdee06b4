// A list's last search, filters and page, so that leaving a record (Back to Enquiries, an editor's
// Cancel, Back or save) returns to the list as it was left, also after the record's page was
// reloaded: kept per list in this tab's session storage (a tab of its own starts from page 1).
import { navigate } from "./navigation.tsx";

const keyOf = (listPath: string) => `admin-list:${listPath}`;

/** Remembers the query ("" for none) of the list at `listPath` on screen. */
export function rememberListQuery(listPath: string, query: string): void {
  try {
    sessionStorage.setItem(keyOf(listPath), query);
  } catch {
    // Storage refused (private mode, quota): leaving a record then leads to the list's first page.
  }
}

// Only a query a list wrote: it starts with "?", so it can never change the path.
function rememberedQuery(listPath: string): string {
  try {
    const query = sessionStorage.getItem(keyOf(listPath)) ?? "";
    return query.startsWith("?") ? query : "";
  } catch {
    return "";
  }
}

/** The address of the list at `listPath` as it was last shown in this tab. */
export const lastListPath = (listPath: string) => `${listPath}${rememberedQuery(listPath)}`;

/**
 * Goes to the list at `listPath` as last shown after a record was saved, in place of the form's
 * history entry: Back then does not reopen the form just saved.
 */
export function returnToList(listPath: string): void {
  navigate(lastListPath(listPath), { replace: true });
}
