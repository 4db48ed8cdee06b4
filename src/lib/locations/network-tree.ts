// The network directory (document 2 §2.10) as a tree of countries, states and cities, and its
// search over country, state and city names: a matching country keeps all it holds; a matching
// state keeps all its cities and opens its country; a matching city opens its state and country.

/** One row of /api/network/all-locations (document 2 §3 "Directory rows"). */
export interface DirectoryRow {
  country_id: number;
  country_name: string;
  country_code: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
}

/** A city of the directory. */
export interface NetworkCity {
  id: number;
  name: string;
  slug: string;
}
/** A state of the directory with its cities. */
export interface NetworkState {
  id: number;
  name: string;
  cities: NetworkCity[];
}
/** A country of the directory with its states. */
export interface NetworkCountry {
  id: number;
  name: string;
  code: string;
  states: NetworkState[];
}

/** The directory after a search, and which countries and states the search opens. */
export interface FilteredNetwork {
  countries: NetworkCountry[];
  opened: Set<string>;
}

/** The key of a country or state in `opened` and in the page's expanded set. */
export const countryKey = (id: number) => `country:${id}`;
export const stateKey = (id: number) => `state:${id}`;

/** Text folded for matching: accents removed, lower case, spaces collapsed. */
function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Groups the rows (already in country, state, city order) into the tree. */
export function buildNetworkTree(rows: readonly DirectoryRow[]): NetworkCountry[] {
  const countries = new Map<number, NetworkCountry>();
  const states = new Map<number, NetworkState>();
  for (const row of rows) {
    let country = countries.get(row.country_id);
    if (!country) {
      country = { id: row.country_id, name: row.country_name, code: row.country_code, states: [] };
      countries.set(row.country_id, country);
    }
    let state = states.get(row.state_id);
    if (!state) {
      state = { id: row.state_id, name: row.state_name, cities: [] };
      states.set(row.state_id, state);
      country.states.push(state);
    }
    state.cities.push({ id: row.city_id, name: row.city_name, slug: row.city_slug });
  }
  return [...countries.values()];
}

function filterState(state: NetworkState, term: string, opened: Set<string>): NetworkState | null {
  if (foldText(state.name).includes(term)) return state;
  const cities = state.cities.filter((city) => foldText(city.name).includes(term));
  if (cities.length === 0) return null;
  opened.add(stateKey(state.id));
  return { ...state, cities };
}

/** The countries, states and cities whose names contain `term` (accents and case ignored). */
export function filterNetwork(tree: readonly NetworkCountry[], term: string): FilteredNetwork {
  const folded = foldText(term);
  const opened = new Set<string>();
  if (folded === "") return { countries: [...tree], opened };
  const countries: NetworkCountry[] = [];
  for (const country of tree) {
    if (foldText(country.name).includes(folded)) {
      countries.push(country);
      continue;
    }
    const states = country.states
      .map((state) => filterState(state, folded, opened))
      .filter((state): state is NetworkState => state !== null);
    if (states.length === 0) continue;
    opened.add(countryKey(country.id));
    countries.push({ ...country, states });
  }
  return { countries, opened };
}
