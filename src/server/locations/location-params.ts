// The path parameters and query strings of the location, network and location-SEO API
// (document 3 §7.4), checked with zod by the functions.
import { z } from "zod";
import { KEY_PATTERN, limitParam, searchTerm } from "../../lib/catalogue/catalogue-query.ts";

/** How many cities a search answers unless the query asks for another number (at most 100). */
const CITY_SEARCH_LIMIT = 20;

/** The messages of the checks below (tests compare against them). */
export const messages = {
  id: (what: string) => `${what} id must be a positive whole number`,
  searchTooShort: "Search needs at least 2 characters",
  type: "type must be cities",
  slug: "Location slug must be lowercase letters, digits and hyphens",
  latitude: "lat must be a number between -90 and 90",
  longitude: "lng must be a number between -180 and 180",
  position: "lat and lng must be given together",
} as const;

// Up to 15 digits: a well-formed id the database does not hold is a 404, not a 400; the
// repositories compare ids as bigint so that ids beyond Postgres' integer range stay 404s too.
const positiveId = (what: string) =>
  z
    .string({ error: messages.id(what) })
    .regex(/^[1-9]\d{0,14}$/, messages.id(what))
    .transform(Number);

/** The path parameter of /api/locations/states/{countryId}. */
export const countryIdParams = z.object({ countryId: positiveId("Country") });

/** The path parameter of /api/locations/cities/{stateId}. */
export const stateIdParams = z.object({ stateId: positiveId("State") });

/** The path parameter of /api/locations/city/{id}, /api/location-seo/{cityId} and location-content. */
export const cityIdParams = z.object({ cityId: positiveId("City") });

/** The path parameter of /api/location-seo-by-slug/{slug}: a city slug (document 2 §5). */
export const citySlugParams = z.object({
  slug: z
    .string({ error: messages.slug })
    .max(200, messages.slug)
    .regex(KEY_PATTERN, messages.slug),
});

/**
 * The query of /api/locations/search: q (2 to 100 characters once trimmed; control characters,
 * which Postgres text cannot hold, count as spaces), type (only "cities", the default) and limit.
 */
export const citySearchQuery = z.object({
  q: z
    .string({ error: messages.searchTooShort })
    .transform((text) => text.replace(/\p{Cc}/gu, " "))
    .pipe(searchTerm),
  type: z.literal("cities", { error: messages.type }).default("cities"),
  limit: limitParam(CITY_SEARCH_LIMIT),
});

/** The query of /network?q=… without script: the term, blank allowed (the whole directory). */
export const networkPageQuery = z.object({
  q: z
    .string()
    .default("")
    .transform((text) => text.replace(/\p{Cc}/gu, " ").trim())
    .pipe(z.string().max(100, "Search must be at most 100 characters")),
});

const coordinate = (limit: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));

/**
 * The query of /api/locations/detect: nothing (the platform's view of the request), or the
 * browser's position as lat and lng in degrees, both or neither.
 */
export const detectQuery = z
  .object({
    lat: coordinate(90, messages.latitude).optional(),
    lng: coordinate(180, messages.longitude).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    error: messages.position,
    path: ["lat"],
  });
