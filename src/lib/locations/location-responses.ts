// Checks of the location API's answers (document 1 §7, document 2 §3, document 3 §7.4): the
// picker's lists, the city search and the network directory; detection's is in location.ts. Written
// by hand (response-checks.ts) so that the picker brings no zod with it.
import { arrayOf, number, object, string, type Check, type Checked } from "../response-checks.ts";
import type { DirectoryRow } from "./network-tree.ts";
import type { CityOption, CountryOption, Option } from "./picker-state.ts";

const checkOption = object({ id: number, name: string });

/** GET /api/locations/countries. */
export const checkCountries: Check<CountryOption[]> = arrayOf(
  object({ id: number, name: string, sortname: string }),
);
/** GET /api/locations/states/{countryId}. */
export const checkStates: Check<Option[]> = arrayOf(checkOption);
/** GET /api/locations/cities/{stateId}. */
export const checkCities: Check<CityOption[]> = arrayOf(
  object({ id: number, name: string, slug: string }),
);

/**
 * GET /api/locations/search?type=cities: each hit holds all three parts, as a pick fills them, and
 * the city's label ("Bengaluru (Bangalore)" when found by another name).
 */
export const checkCitySearchHits = arrayOf(
  object({
    city: object({ id: number, name: string, slug: string, label: string }),
    state: checkOption,
    country: object({ id: number, name: string, code: string }),
  }),
);
/** A city search hit. */
export type CitySearchHit = Checked<typeof checkCitySearchHits>[number];

/** GET /api/network/all-locations. */
export const checkDirectoryRows: Check<DirectoryRow[]> = arrayOf(
  object({
    country_id: number,
    country_name: string,
    country_code: string,
    state_id: number,
    state_name: string,
    city_id: number,
    city_name: string,
    city_slug: string,
  }),
);

/** GET /api/network/countries-summary (the counts the directory's header shows). */
export const checkNetworkSummary = object({
  totals: object({ countries: number, states: number, cities: number }),
});
