// The staff-only calls for categories, subcategories and brands (contract: GET /api/admin/{kind},
// POST/PUT/DELETE /api/{kind}[/{id}], multipart), with the rows checked.
import { z } from "zod";
import { adminFetch } from "../admin-api.ts";
import type { TaxonomyKind } from "./taxonomy-kinds.ts";

const text = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

const rowSchema = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    display_name: z.string(),
    version: z.number(),
  })
  .transform((row) => {
    // Every other column as text, so the table and the form read any of them the same way.
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(row)) fields[key] = text.parse(value);
    return { id: row.id, version: row.version, fields };
  });

/** One category, subcategory or brand: its id, version and columns as text. */
export type TaxonomyRow = z.infer<typeof rowSchema>;

// The list may come bare or wrapped in its kind's name ({ categories: [...] }).
const listOf = (kind: TaxonomyKind) =>
  z.union([z.array(rowSchema), z.object({ [kind]: z.array(rowSchema) }).transform((o) => o[kind])]);

/** Every record of a kind, with versions. */
export function fetchTaxonomy(kind: TaxonomyKind, signal: AbortSignal): Promise<TaxonomyRow[]> {
  const schema = listOf(kind);
  return adminFetch(`/api/admin/${kind}`, {
    signal,
    parse: (body) => schema.parse(body) as TaxonomyRow[],
  });
}

/** Adds (no id) or updates a record from the form's multipart body. */
export async function saveTaxonomy(kind: TaxonomyKind, id: number | null, form: FormData) {
  const path = id === null ? `/api/${kind}` : `/api/${kind}/${id}`;
  await adminFetch(path, { method: id === null ? "POST" : "PUT", form });
}

/** Deletes one record, refused (409) when it changed since the list showed `version`. */
export async function deleteTaxonomy(kind: TaxonomyKind, row: TaxonomyRow): Promise<void> {
  await adminFetch(`/api/${kind}/${row.id}?version=${row.version}`, { method: "DELETE" });
}

const historySchema = z.object({
  entries: z.array(
    z.object({ action: z.string(), actor_username: z.string().nullish(), created_at: z.string() }),
  ),
});

/** Who created and changed record `id`, newest first. */
export function fetchTaxonomyHistory(kind: TaxonomyKind, id: number, signal: AbortSignal) {
  return adminFetch(`/api/admin/${kind}/${id}/history`, {
    signal,
    parse: (body) => historySchema.parse(body).entries,
  });
}

/** The query key of a kind's list. */
export const taxonomyKey = (kind: TaxonomyKind) => ["admin", "taxonomy", kind] as const;
