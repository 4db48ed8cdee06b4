// The search-engine texts and section headings of a city's page (document 1 §3, document 2 §3):
// a city's own row in location_seo / location_content where it has one, field by field, and the
// generated wording of src/lib/locations/location-wording.ts for whatever the row leaves empty.
import { z } from "zod";
import type { Sql } from "../db/client.ts";
import {
  locationContentWording,
  locationJsonLd,
  locationSeoWording,
  type LocationContentWording,
  type LocationSeoWording,
} from "../../lib/locations/location-wording.ts";
import { findCity, LocationNotFoundError, type CityLocation } from "./locations.ts";

/**
 * The city a location answer is about (document 1 §3). `id` and `slug` repeat city_id and add the
 * page's key, because the location page reads location.id (document 2 §7).
 */
export interface SeoLocation {
  id: number;
  city_id: number;
  city: string;
  slug: string;
  state_id: number;
  state: string;
  country_id: number;
  country: string;
  country_code: string;
}

/** The answer of /api/location-seo/{cityId} and /api/location-seo-by-slug/{slug}. */
export interface LocationSeoResponse {
  location: SeoLocation;
  seo: LocationSeoWording & { structured_data: object };
}

/** The answer of /api/location-content/{cityId}. */
export interface LocationContentResponse {
  content: LocationContentWording;
}

// Rows are read back through zod because structured_data is JSON that staff may have edited.
const text = z.string().nullable();
const seoRow = z.object({
  title: text,
  description: text,
  keywords: text,
  h1: text,
  structured_data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable(),
});

/** The columns of location_content a page shows. */
export const CONTENT_FIELDS = [
  "banner_title",
  "banner_subtitle",
  "hero_title",
  "hero_subtitle",
  "services_title",
  "services_subtitle",
  "contact_title",
  "contact_subtitle",
  "testimonials_title",
  "testimonials_subtitle",
] as const;

// A stored text wins unless it is missing or blank.
const stored = (value: string | null | undefined, generated: string) =>
  value?.trim() ? value : generated;

async function cityOrNotFound(
  sql: Sql,
  key: { id: number } | { slug: string },
): Promise<CityLocation> {
  const city = await findCity(sql, key);
  if (!city) throw new LocationNotFoundError("Location not found");
  return city;
}

const seoLocationOf = (city: CityLocation): SeoLocation => ({
  id: city.id,
  city_id: city.id,
  city: city.city,
  slug: city.slug,
  state_id: city.state_id,
  state: city.state,
  country_id: city.country_id,
  country: city.country,
  country_code: city.country_code,
});

/** A city's own location_seo row (any field may be blank), as the merges below take it. */
export type SeoRow = z.infer<typeof seoRow>;
/** A city's own location_content row (any field may be blank or missing). */
export type ContentRow = Partial<Record<(typeof CONTENT_FIELDS)[number], string | null>>;

/** Checks a location_seo row read back from the database. */
export const parseSeoRow = (raw: unknown): SeoRow => seoRow.parse(raw);

/** The SEO answer of a city: its own row's texts where filled, else the generated wording. */
export function seoResponseOf(
  city: CityLocation,
  row: SeoRow | undefined,
  siteUrl?: string | URL,
): LocationSeoResponse {
  const generated = locationSeoWording(city);
  const description = stored(row?.description, generated.description);
  return {
    location: seoLocationOf(city),
    seo: {
      title: stored(row?.title, generated.title),
      description,
      keywords: stored(row?.keywords, generated.keywords),
      location: generated.location,
      h1: stored(row?.h1, generated.h1),
      structured_data:
        row?.structured_data ??
        locationJsonLd(city, { description, ...(siteUrl ? { siteUrl } : {}) }),
    },
  };
}

/** The section headings of a city: its own row's where filled, else the generated wording. */
export function contentResponseOf(
  city: CityLocation,
  row: ContentRow | undefined,
): LocationContentResponse {
  const generated = locationContentWording(city);
  const content = { ...generated };
  for (const field of CONTENT_FIELDS) content[field] = stored(row?.[field], generated[field]);
  return { content };
}

/**
 * The location and SEO texts of a city's page, by city id or slug; `siteUrl` puts the page's
 * address in the structured data. Throws LocationNotFoundError ("Location not found").
 */
export async function getLocationSeo(
  sql: Sql,
  key: { id: number } | { slug: string },
  siteUrl?: string | URL,
): Promise<LocationSeoResponse> {
  const city = await cityOrNotFound(sql, key);
  const [raw] = await sql`
    select title, description, keywords, h1, structured_data from location_seo where city_id = ${city.id}`;
  return seoResponseOf(city, raw ? parseSeoRow(raw) : undefined, siteUrl);
}

/** The section headings of a city's page; throws LocationNotFoundError ("Location not found"). */
export async function getLocationContent(
  sql: Sql,
  cityId: number,
): Promise<LocationContentResponse> {
  const city = await cityOrNotFound(sql, { id: cityId });
  const [row] = await sql<ContentRow[]>`
    select ${sql([...CONTENT_FIELDS])} from location_content where city_id = ${city.id}`;
  return contentResponseOf(city, row);
}
