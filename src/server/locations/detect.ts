// Where the visitor is, as the site's own server sees it (document 1 §4): the hosting platform's
// geolocation of the request (Netlify's context.geo: country code, subdivision, city), or the
// browser's position, mapped to our countries, states and cities. Only what our data holds is
// answered; a country we do not know means no answer.
import { z } from "zod";
import type { Sql } from "../db/client.ts";
import { folded } from "./locations.ts";

/** A detected location: the country, and the state and city where our data has them. */
export interface DetectedLocation {
  country: { id: number; name: string; code: string };
  state: { id: number; name: string } | null;
  city: { id: number; name: string; slug: string } | null;
}

/** How far (km) a position may be from a city for that city to be the visitor's. */
const NEAREST_CITY_MAX_KM = 100;

const name = z.string().trim().min(1).max(200).optional().catch(undefined);

/** The parts of Netlify's context.geo we use, checked: a bad or missing part is left out. */
export const platformGeo = z.object({
  city: name,
  country: z.object({ code: name, name }).optional().catch(undefined),
  subdivision: z.object({ code: name, name }).optional().catch(undefined),
});

/** The geolocation the platform gave a request, as platformGeo reads it. */
export type PlatformGeo = z.infer<typeof platformGeo>;

interface Row {
  id: number;
  name: string;
}

async function findState(sql: Sql, countryId: number, geo: PlatformGeo): Promise<Row | null> {
  const { code, name: stateName } = geo.subdivision ?? {};
  if (!code && !stateName) return null;
  const [row] = await sql<Row[]>`
    select id, name from states
     where country_id = ${countryId}
       and (upper(code) = upper(${code ?? ""}) or ${folded(sql, sql`name`)} = ${folded(sql, sql`${stateName ?? ""}::text`)})
     order by ${folded(sql, sql`name`)} = ${folded(sql, sql`${stateName ?? ""}::text`)} desc, id
     limit 1`;
  return row ?? null;
}

async function findCityIn(
  sql: Sql,
  countryId: number,
  stateId: number | null,
  cityName: string,
): Promise<(Row & { slug: string; state_id: number; state: string }) | null> {
  const [row] = await sql<(Row & { slug: string; state_id: number; state: string })[]>`
    select c.id, c.name, c.slug, s.id as state_id, s.name as state
      from cities c join states s on s.id = c.state_id
     where s.country_id = ${countryId}
       and ${folded(sql, sql`c.name`)} = ${folded(sql, sql`${cityName}::text`)}
     order by (s.id = ${stateId ?? 0}) desc, c.is_service_city desc, c.id
     limit 1`;
  return row ?? null;
}

/** The platform's view of a request mapped to our data, or null when its country is unknown. */
export async function locationFromGeo(
  sql: Sql,
  geo: PlatformGeo,
): Promise<DetectedLocation | null> {
  const code = geo.country?.code;
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const [country] = await sql<DetectedLocation["country"][]>`
    select id, name, code from countries where code = ${code.toUpperCase()}`;
  if (!country) return null;
  const state = await findState(sql, country.id, geo);
  const city = geo.city ? await findCityIn(sql, country.id, state?.id ?? null, geo.city) : null;
  // A city found in another state than the platform named is trusted with its own state.
  const cityState = city ? { id: city.state_id, name: city.state } : state;
  return {
    country,
    state: cityState,
    city: city ? { id: city.id, name: city.name, slug: city.slug } : null,
  };
}

/**
 * The city nearest to a position, within NEAREST_CITY_MAX_KM, with its state and country, or null.
 * Distances use the equirectangular approximation: exact enough at city scale, and it needs no
 * extension (~1,600 cities are scanned in a few milliseconds).
 */
export async function nearestCity(
  sql: Sql,
  position: { latitude: number; longitude: number },
): Promise<DetectedLocation | null> {
  const { latitude, longitude } = position;
  const [row] = await sql<
    {
      id: number;
      name: string;
      slug: string;
      state_id: number;
      state: string;
      country_id: number;
      country: string;
      code: string;
      km: number;
    }[]
  >`
    with distances as (
      select c.id, c.name, c.slug, c.state_id,
             6371 * sqrt(power(radians(c.latitude::float8 - ${latitude}::float8), 2)
               + power(radians(c.longitude::float8 - ${longitude}::float8)
                       * cos(radians((c.latitude::float8 + ${latitude}::float8) / 2)), 2)) as km
        from cities c
       where c.latitude is not null and c.longitude is not null
    )
    select d.id, d.name, d.slug, s.id as state_id, s.name as state, k.id as country_id,
           k.name as country, k.code, d.km
      from distances d join states s on s.id = d.state_id join countries k on k.id = s.country_id
     order by d.km, d.id
     limit 1`;
  if (!row || row.km > NEAREST_CITY_MAX_KM) return null;
  return {
    country: { id: row.country_id, name: row.country, code: row.code },
    state: { id: row.state_id, name: row.state },
    city: { id: row.id, name: row.name, slug: row.slug },
  };
}
