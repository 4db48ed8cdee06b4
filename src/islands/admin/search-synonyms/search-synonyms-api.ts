// The staff calls for the synonyms of the search: the list, adding one and removing one.
import { z } from "zod";
import type { SearchSynonym } from "../../../lib/search/search-synonym-form.ts";
import { adminFetch } from "../admin-api.ts";

const listSchema = z.object({
  synonyms: z.array(z.object({ id: z.number(), term: z.string(), means: z.string() })),
});

/** Every synonym staff added. */
export function fetchSearchSynonyms(signal: AbortSignal): Promise<SearchSynonym[]> {
  return adminFetch("/api/admin/search-synonyms", {
    signal,
    parse: (body) => listSchema.parse(body).synonyms,
  });
}

/** Adds a synonym (the server folds both sides as the search compares them). */
export async function addSearchSynonym(form: { term: string; means: string }): Promise<void> {
  await adminFetch("/api/admin/search-synonyms", { method: "POST", json: form });
}

/** Removes a synonym. */
export async function removeSearchSynonym(id: number): Promise<void> {
  await adminFetch(`/api/admin/search-synonyms/${id}`, { method: "DELETE" });
}

/** The query key of the list. */
export const searchSynonymsKey = ["admin", "search-synonyms"] as const;
