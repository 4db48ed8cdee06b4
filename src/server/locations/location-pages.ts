// What the static city pages /location/{citySlug} show (document 2 §2.9): every city of India and
// every service city, each with its SEO texts and section headings merged exactly as the
// location-SEO API merges them. Read in one query per build, never per page (DESIGN.md).
import type { Sql } from "../db/client.ts";
import { db } from "../db/client.ts";
import type { LocationContentWording } from "../../lib/locations/location-wording.ts";
import type { CityLocation } from "./locations.ts";
import {
  contentResponseOf,
  parseSeoRow,
  seoResponseOf,
  type ContentRow,
  type LocationSeoResponse,
} from "./location-seo.ts";
import { listAllLocations, type DirectoryRow } from "./network.ts";

/** One city page's data. */
export interface LocationPage {
  city: CityLocation;
  seo: LocationSeoResponse["seo"];
  content: LocationContentWording;
}

/** The country whose every city gets a page (document 2 §2.9); other countries' service cities do too. */
export const HOME_COUNTRY_CODE = "IN";

/** Every city page, by city id; `siteUrl` puts each page's address in its structured data. */
export async function listLocationPages(sql: Sql, siteUrl?: string | URL): Promise<LocationPage[]> {
  const rows = await sql<(CityLocation & { seo_row: unknown; content_row: ContentRow | null })[]>`
    select c.id, c.name as city, c.slug, s.id as state_id, s.name as state, s.code as state_code,
           k.id as country_id, k.name as country, k.code as country_code,
           c.latitude::float8 as latitude, c.longitude::float8 as longitude,
           to_jsonb(ls) as seo_row, to_jsonb(lc) as content_row
      from cities c
      join states s on s.id = c.state_id
      join countries k on k.id = s.country_id
      left join location_seo ls on ls.city_id = c.id
      left join location_content lc on lc.city_id = c.id
     where k.code = ${HOME_COUNTRY_CODE} or c.is_service_city
     order by c.id`;
  return rows.map(({ seo_row, content_row, ...city }) => ({
    city,
    seo: seoResponseOf(city, seo_row ? parseSeoRow(seo_row) : undefined, siteUrl).seo,
    content: contentResponseOf(city, content_row ?? undefined).content,
  }));
}

let pages: Promise<LocationPage[]> | undefined;
let directory: Promise<DirectoryRow[]> | undefined;

/** The city pages, read on first use in this build. */
export function buildLocationPages(siteUrl?: string | URL): Promise<LocationPage[]> {
  pages ??= listLocationPages(db(), siteUrl);
  return pages;
}

/** The network directory's rows, read on first use in this build. */
export function buildNetworkDirectory(): Promise<DirectoryRow[]> {
  directory ??= listAllLocations(db());
  return directory;
}
