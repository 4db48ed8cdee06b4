// The write handlers of /api/categories, /api/subcategories and /api/brands: one multipart form
// per kind (with an optional image or logo), the same steps for each (document 3 §7.2).
import type { z } from "zod";
import { deleteQuery, recordIdParams } from "../../lib/admin/admin-query.ts";
import { queryOf } from "../../lib/catalogue/catalogue-query.ts";
import { staffOnly } from "../auth/guard.ts";
import type { TaxonomyWrites } from "../catalogue/taxonomy-writes.ts";
import { db } from "../db/client.ts";
import { readMultipartForm } from "../http/form-data.ts";
import { privateJson } from "../http/handler.ts";
import type { RouteHandler } from "../http/function-app.ts";
import { createRecord, deleteRecord, updateRecord } from "./record-writes.ts";
import { formRules, imageRules, writeWithUploads } from "./uploads.ts";

/** POST on the collection; PUT and DELETE on /{id}. */
export interface TaxonomyRoutes {
  create: RouteHandler;
  update: RouteHandler;
  remove: RouteHandler;
}

/**
 * The handlers of one kind: `key` names the record in answers ({success, category}), the schemas
 * check the forms; on edit the stored file is kept unless a new one comes or its removal flag.
 */
export function taxonomyRoutes<Form, U extends Form & { version: number }>(options: {
  key: "category" | "subcategory" | "brand";
  createSchema: z.ZodType<Form>;
  updateSchema: z.ZodType<U>;
  writes: TaxonomyWrites<Form>;
}): TaxonomyRoutes {
  const { key, createSchema, updateSchema, writes } = options;
  const { field, label, folder, column, removeFlag } = writes.file;
  const rules = formRules({ [field]: imageRules(label, false) });
  const folders = { [field]: folder };
  const idOf = (params: Record<string, string>) =>
    recordIdParams(key[0]!.toUpperCase() + key.slice(1)).parse(params).id;

  const create = staffOnly(async (req, user) => {
    const { fields, files } = await readMultipartForm(req, createSchema, rules);
    const id = await writeWithUploads(files, folders, (urls) =>
      createRecord(db(), writes.kind, user, fields, {
        ...writes.columns(fields),
        [column]: urls[field] ?? null,
      }),
    );
    return privateJson({ success: true, [key]: await writes.read(db(), id) }, 201);
  });

  const update = staffOnly(async (req, user, params) => {
    const id = idOf(params);
    const { fields, files } = await readMultipartForm(req, updateSchema, rules);
    const removed = (fields as Record<string, unknown>)[removeFlag] === true;
    await writeWithUploads(files, folders, (urls) =>
      updateRecord(db(), writes.kind, user, { id, version: fields.version }, fields, (before) => ({
        ...writes.columns(fields),
        [column]: urls[field] ?? (removed ? null : before[column]),
      })),
    );
    return privateJson({ success: true, [key]: await writes.read(db(), id) });
  });

  const remove = staffOnly(async (req, user, params) => {
    const id = idOf(params);
    const { version } = deleteQuery.parse(queryOf(req.url));
    await deleteRecord(db(), writes.kind, user, { id, version });
    return privateJson({ success: true });
  });

  return { create, update, remove };
}
