// The staff calls for the other names of cities (Bangalore for Bengaluru) the city search knows:
// the list, adding one and removing one.
import { z } from "zod";
import type { CityAliasForm } from "../../../lib/locations/city-alias-form.ts";
import { adminFetch } from "../admin-api.ts";

const aliasSchema = z.object({
  id: z.number(),
  alias: z.string(),
  city_id: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

/** One other name with its city, as the list shows it. */
export type CityAlias = z.infer<typeof aliasSchema>;

const listSchema = z.object({ aliases: z.array(aliasSchema) });

/** Every other name, by city. */
export function fetchCityAliases(signal: AbortSignal): Promise<CityAlias[]> {
  return adminFetch("/api/admin/city-aliases", {
    signal,
    parse: (body) => listSchema.parse(body).aliases,
  });
}

/** Adds an other name to a city. */
export async function addCityAlias(form: CityAliasForm): Promise<void> {
  await adminFetch("/api/admin/city-aliases", { method: "POST", json: form });
}

/** Removes an other name. */
export async function removeCityAlias(id: number): Promise<void> {
  await adminFetch(`/api/admin/city-aliases/${id}`, { method: "DELETE" });
}

/** The query key of the list. */
export const cityAliasesKey = ["admin", "city-aliases"] as const;
