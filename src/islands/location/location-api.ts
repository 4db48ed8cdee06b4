// The location calls the islands make (document 1 §7, document 3 §7.4), answers checked at the
// boundary with zod/mini so a changed API fails loudly instead of drawing nonsense.
import * as z from "zod/mini";
import { apiGet } from "../../lib/api-client.ts";
import { placeSchema, type Place } from "../../lib/location/location.ts";
import type { CityOption, CountryOption, Option } from "../../lib/location/picker-state.ts";
import type { Coordinates } from "../../lib/location/browser-position.ts";
import type { DirectoryRow } from "../../lib/location/network-tree.ts";

/** A city search needs this many trimmed characters (document 1 §4, §5). */
export const MIN_CITY_SEARCH_LENGTH = 2;

const countries = z.array(z.object({ id: z.number(), name: z.string(), sortname: z.string() }));
const states = z.array(z.object({ id: z.number(), name: z.string() }));
const cities = z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() }));
const searchHits = z.array(
  z.object({
    city: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
    state: z.object({ id: z.number(), name: z.string() }),
    country: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  }),
);
const detection = z.object({ location: z.nullable(placeSchema) });

/** A city search hit: all three parts of a location, as a pick fills them. */
export type CitySearchHit = z.infer<typeof searchHits>[number];

/** Every country, alphabetically. */
export function fetchCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  return apiGet("/api/locations/countries", { signal, parse: countries.parse });
}

/** The states of a country. */
export function fetchStates(countryId: number, signal?: AbortSignal): Promise<Option[]> {
  return apiGet(`/api/locations/states/${countryId}`, { signal, parse: states.parse });
}

/** The cities of a state. */
export function fetchCities(stateId: number, signal?: AbortSignal): Promise<CityOption[]> {
  return apiGet(`/api/locations/cities/${stateId}`, { signal, parse: cities.parse });
}

/** Cities matching a term of at least 2 characters. */
export function searchCities(term: string, signal?: AbortSignal): Promise<CitySearchHit[]> {
  const query = new URLSearchParams({ q: term.trim(), type: "cities" });
  return apiGet(`/api/locations/search?${query}`, { signal, parse: searchHits.parse });
}

/** Where the site's server places this visitor, or null when it cannot tell. */
export async function fetchServerLocation(signal?: AbortSignal): Promise<Place | null> {
  return (await apiGet("/api/locations/detect", { signal, parse: detection.parse })).location;
}

/** The city nearest to the browser's position, or null when none is near. */
export async function fetchNearestLocation(position: Coordinates): Promise<Place | null> {
  const query = new URLSearchParams({
    lat: position.latitude.toFixed(5),
    lng: position.longitude.toFixed(5),
  });
  return (await apiGet(`/api/locations/detect?${query}`, { parse: detection.parse })).location;
}

const directoryRows = z.array(
  z.object({
    country_id: z.number(),
    country_name: z.string(),
    country_code: z.string(),
    state_id: z.number(),
    state_name: z.string(),
    city_id: z.number(),
    city_name: z.string(),
    city_slug: z.string(),
  }),
);
const summary = z.object({
  totals: z.object({ countries: z.number(), states: z.number(), cities: z.number() }),
});

/** The network directory: every city row, and the header's counts. */
export interface NetworkData {
  rows: DirectoryRow[];
  totals: { countries: number; states: number; cities: number };
}

/** Both network calls (document 2 §7 "all locations; countries summary"); fails if either does. */
export async function fetchNetwork(signal?: AbortSignal): Promise<NetworkData> {
  const [rows, { totals }] = await Promise.all([
    apiGet("/api/network/all-locations", { signal, parse: directoryRows.parse }),
    apiGet("/api/network/countries-summary", { signal, parse: summary.parse }),
  ]);
  return { rows, totals };
}
