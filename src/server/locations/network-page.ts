// /network?q={term} without script (netlify.toml rewrites it to the network-page route): the
// prebuilt /network page with its plain directory filtered as the island filters it, the matches
// opened and the term kept in the search box. With script, the island does the same in the page.
import { escapeHtml } from "../../lib/html-text.ts";
import { plainDirectoryHtml, PLAIN_DIRECTORY_CLASS } from "../../lib/locations/network-plain.ts";
import { buildNetworkTree, filterNetwork } from "../../lib/locations/network-tree.ts";
import type { Sql } from "../db/client.ts";
import { seeOther } from "../http/form-post.ts";
import {
  fetchSitePage,
  notFoundPage,
  sitePageResponse,
  type SitePage,
} from "../http/site-pages.ts";
import { log } from "../log/logger.ts";
import { listAllLocations } from "./network.ts";

const PLAIN_DIRECTORY = new RegExp(`<div class="${PLAIN_DIRECTORY_CLASS}">[\\s\\S]*?</div>`);
// The directory's search form as rendered (the header's product search has a q too): its box's
// value is always empty there.
const SEARCH_FORM = /<form\b[^>]*\baction="\/network"[\s\S]*?<\/form>/;

/** The page's HTML with the directory filtered by `term`, or null when the page has no directory. */
export function withNetworkSearch(
  html: string,
  network: Parameters<typeof plainDirectoryHtml>[0],
  term: string,
): string | null {
  if (!PLAIN_DIRECTORY.test(html)) return null;
  return html
    .replace(PLAIN_DIRECTORY, () => plainDirectoryHtml(network, term))
    .replace(SEARCH_FORM, (form) =>
      form.replace(' value=""', () => ` value="${escapeHtml(term)}"`),
    );
}

/** The /network page for `term`; `origin` is the site's own configured address. */
export async function networkSearchPage(sql: Sql, origin: string, term: string): Promise<Response> {
  const [page, rows] = await Promise.all([
    fetchSitePage(new URL("/network.html", origin)).catch((error: unknown): SitePage | null => {
      log().warn({ err: error }, "the /network page could not be fetched");
      return null;
    }),
    listAllLocations(sql),
  ]);
  // The site did not answer: the visitor gets the whole directory rather than an error.
  if (!page) return seeOther(new URL("/network", origin).href);
  if (!page.ok) return notFoundPage(origin);
  const html = withNetworkSearch(page.html, filterNetwork(buildNetworkTree(rows), term), term);
  if (html === null) console.error("The /network page has no plain directory to filter.");
  return sitePageResponse(page, 200, html ?? page.html);
}
