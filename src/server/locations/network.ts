// Reads of the network directory /network (document 2 §2.10, §3): every city with its state and
// country, and how many states and cities each country has. ~1,600 rows is ~250 KB of JSON
// (~30 KB compressed), small enough to answer whole and filter in the browser.
import type { Sql } from "../db/client.ts";
import { byName } from "./locations.ts";

/** One city of the directory with its state and country (document 2 §3 "Directory rows"). */
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

/** How many states and cities a country has (document 2 §3 "country summary"). */
export interface CountrySummary {
  country_id: number;
  country_name: string;
  country_code: string;
  state_count: number;
  city_count: number;
}

/** The countries having states, and the directory's header counts. */
export interface NetworkSummary {
  countries: CountrySummary[];
  totals: { countries: number; states: number; cities: number };
}

/**
 * Every city with its state and country, by country, state and city name. Each country's and
 * state's name is folded once, before the join, and the cities' folded names are stored
 * (`name_folded`, the same folding as byName): folding all three for each of ~1,600 joined rows
 * was most of the call (~23 ms on the embedded database).
 */
export async function listAllLocations(sql: Sql): Promise<DirectoryRow[]> {
  return sql<DirectoryRow[]>`
    with k as (select id, name, code, ${byName(sql, "name")} as sort from countries),
         s as (select id, name, country_id, ${byName(sql, "name")} as sort from states)
    select k.id as country_id, k.name as country_name, k.code as country_code,
           s.id as state_id, s.name as state_name, c.id as city_id, c.name as city_name, c.slug as city_slug
      from cities c join s on s.id = c.state_id join k on k.id = s.country_id
     order by k.sort, k.id, s.sort, s.id, c.name_folded collate "C", c.id`;
}

/** Each country that has states, by name, with its counts of states and cities, and the totals. */
export async function countriesSummary(sql: Sql): Promise<NetworkSummary> {
  const countries = await sql<CountrySummary[]>`
    select k.id as country_id, k.name as country_name, k.code as country_code,
           count(distinct s.id)::int as state_count, count(c.id)::int as city_count
      from countries k join states s on s.country_id = k.id left join cities c on c.state_id = s.id
     group by k.id
     order by ${byName(sql, "k.name")}, k.id`;
  const sum = (key: "state_count" | "city_count") =>
    countries.reduce((total, country) => total + country[key], 0);
  return {
    countries,
    totals: { countries: countries.length, states: sum("state_count"), cities: sum("city_count") },
  };
}
