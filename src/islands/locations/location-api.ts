// The location picker's and the network directory's calls (document 1 §7, document 3 §7.4; the
// banner's detection call is in detect-api.ts, which every page loads), answers checked at the
// boundary (src/lib/locations/location-responses.ts) so a changed API fails loudly instead of drawing
// nonsense.
import { apiGet } from "../../lib/api-client.ts";
import {
  checkCities,
  checkCitySearchHits,
  checkCountries,
  checkDirectoryRows,
  checkNetworkSummary,
  checkStates,
  type CitySearchHit,
} from "../../lib/locations/location-responses.ts";
import type { Coordinates } from "../../lib/locations/browser-position.ts";
import { checkDetection, type Place } from "../../lib/locations/location.ts";
import type { CityOption, CountryOption, Option } from "../../lib/locations/picker-state.ts";
import type { DirectoryRow } from "../../lib/locations/network-tree.ts";

export type { CitySearchHit };

/** A city search needs this many trimmed characters (document 1 §4, §5). */
export const MIN_CITY_SEARCH_LENGTH = 2;

/** Every country, alphabetically. */
export function fetchCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  return apiGet("/api/locations/countries", { signal, parse: checkCountries });
}

/** The states of a country. */
export function fetchStates(countryId: number, signal?: AbortSignal): Promise<Option[]> {
  return apiGet(`/api/locations/states/${countryId}`, { signal, parse: checkStates });
}

/** The cities of a state. */
export function fetchCities(stateId: number, signal?: AbortSignal): Promise<CityOption[]> {
  return apiGet(`/api/locations/cities/${stateId}`, { signal, parse: checkCities });
}

/** Cities matching a term of at least 2 characters. */
export function searchCities(term: string, signal?: AbortSignal): Promise<CitySearchHit[]> {
  const query = new URLSearchParams({ q: term.trim(), type: "cities" });
  return apiGet(`/api/locations/search?${query}`, { signal, parse: checkCitySearchHits });
}

/** The city nearest to the browser's position, or null when none is near. */
export async function fetchNearestLocation(position: Coordinates): Promise<Place | null> {
  const query = new URLSearchParams({
    lat: position.latitude.toFixed(5),
    lng: position.longitude.toFixed(5),
  });
  return (await apiGet(`/api/locations/detect?${query}`, { parse: checkDetection })).location;
}

/** The network directory: every city row, and the header's counts. */
export interface NetworkData {
  rows: DirectoryRow[];
  totals: { countries: number; states: number; cities: number };
}

/** Both network calls (document 2 §7 "all locations; countries summary"); fails if either does. */
export async function fetchNetwork(signal?: AbortSignal): Promise<NetworkData> {
  const [rows, { totals }] = await Promise.all([
    apiGet("/api/network/all-locations", { signal, parse: checkDirectoryRows }),
    apiGet("/api/network/countries-summary", { signal, parse: checkNetworkSummary }),
  ]);
  return { rows, totals };
}
