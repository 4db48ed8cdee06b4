// Seeds countries, states and cities (with their slugs and other names) from the demo data files.
import { citySlugs } from "../../lib/locations/city-slug.ts";
import type { Sql } from "../db/client.ts";
import {
  cityAliasesFile,
  citiesFile,
  countriesFile,
  readSeedFile,
  statesFile,
} from "./seed-files.ts";

function chunks<T>(rows: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Upserts every country, state and city by id; returns how many cities there are. */
export async function seedGeo(sql: Sql): Promise<number> {
  const countries = await readSeedFile("geo/countries.json", countriesFile);
  const states = await readSeedFile("geo/states.json", statesFile);
  const cities = await readSeedFile("geo/cities.json", citiesFile);
  const stateNames = new Map(states.map((state) => [state.id, state.name]));
  const slugs = citySlugs(
    cities.map((city) => ({
      id: city.id,
      name: city.name,
      state: stateNames.get(city.state_id) ?? "",
    })),
  );

  const countryRows = countries.map((c) => ({
    id: c.id,
    name: c.name,
    code: c.code,
    phone_code: c.phone_code == null ? null : String(c.phone_code),
  }));
  for (const rows of chunks(countryRows)) {
    await sql`insert into countries ${sql(rows, "id", "name", "code", "phone_code")}
              on conflict (id) do update set name = excluded.name, code = excluded.code, phone_code = excluded.phone_code`;
  }
  const stateRows = states.map((s) => ({
    id: s.id,
    country_id: s.country_id,
    name: s.name,
    code: s.code ?? null,
  }));
  for (const rows of chunks(stateRows)) {
    await sql`insert into states ${sql(rows, "id", "country_id", "name", "code")}
              on conflict (id) do update set country_id = excluded.country_id, name = excluded.name, code = excluded.code`;
  }
  const cityRows = cities.map((c) => ({ ...c, slug: slugs.get(c.id) ?? String(c.id) }));
  for (const rows of chunks(cityRows)) {
    await sql`insert into cities ${sql(rows, "id", "state_id", "name", "slug", "latitude", "longitude", "is_service_city")}
              on conflict (id) do update set state_id = excluded.state_id, name = excluded.name, slug = excluded.slug,
                latitude = excluded.latitude, longitude = excluded.longitude, is_service_city = excluded.is_service_city`;
  }
  await seedCityAliases(sql);
  return cities.length;
}

/** Adds the other names of cities the data file lists; aliases staff added stay as they are. */
async function seedCityAliases(sql: Sql): Promise<void> {
  const aliases = await readSeedFile("geo/city-aliases.json", cityAliasesFile);
  await sql`insert into city_aliases ${sql(aliases, "city_id", "alias")}
            on conflict (city_id, alias_folded) do nothing`;
}
