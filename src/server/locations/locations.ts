// Reads of countries, states and cities: the location picker's lists, one city's details and the
// picker's city search (document 1 §3-§4, document 2 §3). Every list is in alphabetical order of
// its names (accents folded, byte order, so every database sorts alike); a country known to the
// data but holding no states answers an empty list, an unknown id a 404.
import type { Fragment } from "postgres";
import type { Sql } from "../db/client.ts";
import { cityLabel } from "../../lib/locations/city-label.ts";
import { HttpError } from "../http/errors.ts";

/** A country of the picker; `sortname` is its ISO 3166-1 alpha-2 code (document 1 §3). */
export interface CountryOption {
  id: number;
  name: string;
  sortname: string;
  phone_code: string | null;
}

/** A state of the picker, with its country's name. */
export interface StateOption {
  id: number;
  name: string;
  code: string | null;
  country_id: number;
  country: string;
}

/** A city of the picker, with its state's and country's names. */
export interface CityOption {
  id: number;
  name: string;
  slug: string;
  state_id: number;
  state: string;
  country_id: number;
  country: string;
}

/** One city with its state and country (document 2 §3 "Location"). */
export interface CityLocation {
  id: number;
  city: string;
  slug: string;
  state_id: number;
  state: string;
  state_code: string | null;
  country_id: number;
  country: string;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A search hit, shaped like the picker's selection so a pick fills all three selectors; the city
 * carries the other name it was found by (`alias`, or null) and the text to show (`label`).
 */
export interface CitySearchResult {
  city: { id: number; name: string; slug: string; alias: string | null; label: string };
  state: { id: number; name: string };
  country: { id: number; name: string; code: string };
}

/** An id or slug that names no country, state or city: 404 with `message`. */
export class LocationNotFoundError extends HttpError {
  override name = "LocationNotFoundError";
  constructor(message: string) {
    super(404, "not_found", message);
  }
}

/**
 * Text folded for comparing: lower case, accents removed. It calls unaccent itself, not
 * public.immutable_unaccent: that wrapper's `set search_path` costs each call a settings
 * save and restore, which made a scan of the cities ten times slower (measured: ~25 ms against
 * ~2 ms on PostgreSQL 15). The wrapper is only needed where Postgres demands immutability.
 */
export const folded = (sql: Sql, text: Fragment) =>
  sql`lower(extensions.unaccent('extensions.unaccent'::regdictionary, ${text}))`;

/** Alphabetical order of a name column (accents folded, byte order): alike on every database. */
export const byName = (sql: Sql, column: string) =>
  sql`${folded(sql, sql`${sql(column)}`)} collate "C"`;

/** Every country in alphabetical order. */
export async function listCountries(sql: Sql): Promise<CountryOption[]> {
  return sql<CountryOption[]>`
    select id, name, code as sortname, phone_code from countries order by ${byName(sql, "name")}, id`;
}

/** The states of a country in alphabetical order; throws LocationNotFoundError for an unknown country. */
export async function listStates(sql: Sql, countryId: number): Promise<StateOption[]> {
  const rows = await sql<StateOption[]>`
    select s.id, s.name, s.code, s.country_id, k.name as country
      from states s join countries k on k.id = s.country_id
     where s.country_id = ${countryId}::bigint
     order by ${byName(sql, "s.name")}, s.id`;
  if (rows.length === 0 && !(await exists(sql, "countries", countryId))) {
    throw new LocationNotFoundError("Country not found");
  }
  return rows;
}

/** The cities of a state in alphabetical order; throws LocationNotFoundError for an unknown state. */
export async function listCities(sql: Sql, stateId: number): Promise<CityOption[]> {
  const rows = await sql<CityOption[]>`
    select c.id, c.name, c.slug, c.state_id, s.name as state, s.country_id, k.name as country
      from cities c join states s on s.id = c.state_id join countries k on k.id = s.country_id
     where c.state_id = ${stateId}::bigint
     order by ${byName(sql, "c.name")}, c.id`;
  if (rows.length === 0 && !(await exists(sql, "states", stateId))) {
    throw new LocationNotFoundError("State not found");
  }
  return rows;
}

/** One city with its state and country, by id or by slug, or null when there is none. */
export async function findCity(
  sql: Sql,
  key: { id: number } | { slug: string },
): Promise<CityLocation | null> {
  const condition = "id" in key ? sql`c.id = ${key.id}::bigint` : sql`c.slug = ${key.slug}`;
  const [row] = await sql<CityLocation[]>`
    select c.id, c.name as city, c.slug, s.id as state_id, s.name as state, s.code as state_code,
           k.id as country_id, k.name as country, k.code as country_code,
           c.latitude::float8 as latitude, c.longitude::float8 as longitude
      from cities c join states s on s.id = c.state_id join countries k on k.id = s.country_id
     where ${condition}`;
  return row ?? null;
}

/** One city with its state and country; throws LocationNotFoundError when there is none. */
export async function getCity(sql: Sql, id: number): Promise<CityLocation> {
  const city = await findCity(sql, { id });
  if (!city) throw new LocationNotFoundError("City not found");
  return city;
}

async function exists(sql: Sql, table: "countries" | "states", id: number): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from ${sql(table)} where id = ${id}::bigint) as found`;
  return row!.found;
}

/** `text` with LIKE's wildcards and escape character taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Cities whose name or one of whose other names (city_aliases: Bangalore for Bengaluru) matches
 * `text` (the caller has checked its length), accents and case ignored: the whole name, then
 * names with a word starting with it, then names containing it, then names within trigram
 * similarity (typos). Each city is answered once, by its best matching name; `alias` is the other
 * name that matched, null when the official one did. Among equals, the cities the business serves
 * come first (the data holds no population; the served cities are the large ones), then names
 * starting with the text, then the closest and alphabetical. The names are compared folded as
 * stored (cities.name_folded, city_aliases.alias_folded), whose trigram indexes find the matches:
 * folding the ~1,600 names on each call cost 5 ms of the embedded database's time, the index
 * 0.3-0.5. The term is folded once (materialized): where PostgreSQL scans the cities instead, it
 * folded the term per row.
 */
export async function searchCities(
  sql: Sql,
  text: string,
  limit = 20,
): Promise<CitySearchResult[]> {
  const rows = await sql<(CityOption & { country_code: string; alias: string | null })[]>`
    with term as materialized (
      select ${folded(sql, sql`${text}::text`)} as folded, ${folded(sql, sql`${likeLiteral(text)}::text`)} as literal
    ),
    named as (
      select n.id as city_id, null::text as alias, n.name_folded as folded
        from cities n cross join term t
       where n.name_folded like '%' || t.literal || '%' or n.name_folded operator(extensions.%) t.folded
      union all
      select a.city_id, a.alias, a.alias_folded
        from city_aliases a cross join term t
       where a.alias_folded like '%' || t.literal || '%' or a.alias_folded operator(extensions.%) t.folded
    ),
    scored as (
      select m.city_id, m.alias,
             m.folded = t.folded as whole,
             (m.folded like t.literal || '%' or m.folded like '%' || ' ' || t.literal || '%'
               or m.folded like '%-' || t.literal || '%') as word_start,
             m.folded like t.literal || '%' as starts,
             extensions.similarity(m.folded, t.folded) as closeness
        from named m cross join term t
    ),
    best as (
      select distinct on (city_id) *
        from scored
       order by city_id, whole desc, word_start desc, starts desc, closeness desc, alias is null desc, alias
    )
    select n.id, n.name, n.slug, s.id as state_id, s.name as state,
           k.id as country_id, k.name as country, k.code as country_code, b.alias
      from best b join cities n on n.id = b.city_id
      join states s on s.id = n.state_id join countries k on k.id = s.country_id
     order by b.whole desc, b.word_start desc, n.is_service_city desc, b.starts desc,
              b.closeness desc, n.name, n.id
     limit ${limit}`;
  return rows.map((row) => ({
    city: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      alias: row.alias,
      label: cityLabel(row.name, row.alias),
    },
    state: { id: row.state_id, name: row.state },
    country: { id: row.country_id, name: row.country, code: row.country_code },
  }));
}
