// The inbox's last filters and page, so "Back to Enquiries" on an enquiry returns to the list as it
// was left (the detail is reached by a link, and may be opened on its own from a copied address).
import { ENQUIRIES_PATH } from "../admin-routes.ts";

let lastQuery = "";

/** Remembers the query of the list on screen ("" for none). */
export function rememberListQuery(query: string): void {
  lastQuery = query;
}

/** The address of the inbox as it was last shown. */
export const lastListPath = () => `${ENQUIRIES_PATH}${lastQuery}`;
