// The admin's form for another name of a city (Bangalore for Bengaluru): the city by id and the
// name people use. Shared by the editor and the function that checks it.
import { z } from "zod";

/** The form's messages (tests compare against them). */
export const cityAliasMessages = {
  city: "Choose the city this name belongs to",
  alias: "Enter the other name, 2 to 100 characters",
  duplicate: "This city already has that name",
  officialName: "That is the city's own name",
  cityNotFound: "City not found",
} as const;

/** POST /api/admin/city-aliases. */
export const cityAliasForm = z.object({
  cityId: z
    .number({ error: cityAliasMessages.city })
    .int(cityAliasMessages.city)
    .positive(cityAliasMessages.city),
  alias: z
    .string({ error: cityAliasMessages.alias })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(2, cityAliasMessages.alias).max(100, cityAliasMessages.alias)),
});

/** A checked alias form. */
export type CityAliasForm = z.infer<typeof cityAliasForm>;
