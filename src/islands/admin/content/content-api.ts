// The staff-only calls for drivers, blogs and jobs (GET /api/admin/{kind}[/{id}], POST/PUT/DELETE
// /api/{kind}[/{id}] as multipart), with the rows checked.
import { z } from "zod";
import { adminFetch } from "../admin-api.ts";
import type { AuditEntry } from "../products/product-api.ts";
import type { ContentKind, ContentKindSpec } from "./content-kinds.ts";

/** The most records a list shows (document 3 §2.8: the blog list is fetched with a limit of 100). */
export const CONTENT_LIST_LIMIT = 100;

const recordSchema = z.looseObject({ id: z.number() });

/** One driver, blog or job as the API answers it. */
export type ContentRecord = z.infer<typeof recordSchema>;

const auditSchema = z.array(
  z.object({
    action: z.string(),
    actor_username: z.string().nullable(),
    created_at: z.string(),
  }),
);

// Drivers come as a bare list; blogs and jobs as a page ({ blogs: [...] }, { jobs: [...] }).
const listSchema = (kind: ContentKind) =>
  z.union([
    z.array(recordSchema),
    z.object({ [kind]: z.array(recordSchema) }).transform((page) => page[kind]),
  ]);

/** The newest records of a kind (every status), with `search` and `job_type` when given. */
export function fetchContentList(
  kind: ContentKind,
  filters: Record<string, string>,
  signal: AbortSignal,
): Promise<ContentRecord[]> {
  const query = new URLSearchParams({ limit: String(CONTENT_LIST_LIMIT) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const schema = listSchema(kind);
  const path = kind === "drivers" ? `/api/admin/drivers` : `/api/admin/${kind}?${query}`;
  return adminFetch(path, { signal, parse: (body) => schema.parse(body) as ContentRecord[] });
}

/** One record for its edit form, with its history. */
export function fetchContentRecord(
  kind: ContentKind,
  id: number,
  signal: AbortSignal,
): Promise<{ record: ContentRecord; audit: AuditEntry[] }> {
  return adminFetch(`/api/admin/${kind}/${id}`, {
    signal,
    parse: (body) => {
      const record = recordSchema.parse(body);
      return { record, audit: auditSchema.catch([]).parse(record.audit) };
    },
  });
}

/** The version the edit form must send back (a driver's is its row version). */
export function versionOf(spec: ContentKindSpec, record: ContentRecord): number {
  return z.number().parse(record[spec.versionField]);
}

/** Adds (no id) or updates a record from the form's multipart body. */
export async function saveContent(kind: ContentKind, id: number | null, form: FormData) {
  const path = id === null ? `/api/${kind}` : `/api/${kind}/${id}`;
  await adminFetch(path, { method: id === null ? "POST" : "PUT", form });
}

/** Deletes one record. */
export async function deleteContent(kind: ContentKind, id: number): Promise<void> {
  await adminFetch(`/api/${kind}/${id}`, { method: "DELETE" });
}

/** The query key of a kind's lists and records. */
export const contentKey = (kind: ContentKind) => ["admin", "content", kind] as const;
