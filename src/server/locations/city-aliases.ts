// Other names of cities as staff keep them (city_aliases; the seed brings the common ones): the
// list, adding one and removing one, each write audited. No page shows them (the city search reads
// them live), so a write queues no publish request.
import { cityAliasMessages, type CityAliasForm } from "../../lib/locations/city-alias-form.ts";
import { recordWrite, type Snapshot } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";

/** One alias with its city's names, as the editor lists them. */
export interface CityAliasRow {
  id: number;
  alias: string;
  city_id: number;
  city: string;
  state: string;
  country: string;
}

/** Every alias, by city name and alias. */
export async function listCityAliases(sql: Sql): Promise<CityAliasRow[]> {
  return sql<CityAliasRow[]>`
    select a.id, a.alias, c.id as city_id, c.name as city, s.name as state, k.name as country
      from city_aliases a join cities c on c.id = a.city_id
      join states s on s.id = c.state_id join countries k on k.id = s.country_id
     order by c.name_folded collate "C", a.alias_folded collate "C", a.id`;
}

const invalid = (field: keyof CityAliasForm, message: string) =>
  new HttpError(400, "invalid_request", message, { [field]: message });

/** Adds `form.alias` to the city; 400 for an unknown city or its own name, 409 for a repeat. */
export async function addCityAlias(
  sql: Sql,
  actor: StaffUser,
  form: CityAliasForm,
): Promise<CityAliasRow> {
  const id = await sql.begin(async (tx) => {
    const [city] = await tx<{ own: boolean }[]>`
      select c.name_folded = lower(public.immutable_unaccent(${form.alias})) as own
        from cities c where c.id = ${form.cityId}`;
    if (!city) throw invalid("cityId", cityAliasMessages.cityNotFound);
    if (city.own) throw invalid("alias", cityAliasMessages.officialName);
    const [row] = await tx<{ id: number; row: Snapshot }[]>`
      insert into city_aliases (city_id, alias) values (${form.cityId}, ${form.alias})
      on conflict (city_id, alias_folded) do nothing
      returning id, to_jsonb(city_aliases.*) as row`;
    if (!row) {
      const message = cityAliasMessages.duplicate;
      throw new HttpError(409, "duplicate", message, { alias: message });
    }
    await recordWrite(tx, {
      actor,
      action: "create",
      entityType: "city_alias",
      entityId: row.id,
      label: form.alias,
      before: null,
      after: row.row,
      publish: false,
    });
    return row.id;
  });
  return (await listCityAliases(sql)).find((alias) => alias.id === id)!;
}

/** Removes one alias; 404 when there is none. */
export async function removeCityAlias(sql: Sql, actor: StaffUser, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ alias: string; row: Snapshot }[]>`
      delete from city_aliases where id = ${id}
      returning alias, to_jsonb(city_aliases.*) as row`;
    if (!row) throw new HttpError(404, "not_found", "City alias not found");
    await recordWrite(tx, {
      actor,
      action: "delete",
      entityType: "city_alias",
      entityId: id,
      label: row.alias,
      before: row.row,
      after: null,
      publish: false,
    });
  });
}
