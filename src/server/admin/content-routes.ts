// The write handlers of /api/blogs and /api/jobs (document 3 §7.2: "blog fields", "job fields"):
// JSON or a multipart form without files, the same steps for both. Each answer carries the record
// as the admin screens read it, with its new version.
import type { z } from "zod";
import { deleteQuery, recordIdParams } from "../../lib/admin/admin-query.ts";
import { queryOf } from "../../lib/catalogue/catalogue-query.ts";
import { staffOnly } from "../auth/guard.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import { db, type Sql } from "../db/client.ts";
import { readFormOrJson } from "../http/form-or-json.ts";
import { privateJson } from "../http/handler.ts";
import type { RouteHandler } from "../http/function-app.ts";

/** A blog's content may be long: 200,000 characters of any script, with room for the rest. */
const CONTENT_FORM_MAX_BYTES = 1024 * 1024;
/** What a form past that limit is told (413). */
const CONTENT_FORM_TOO_LARGE = "The form is too large to send: keep it under 1 MB of text.";

/** How one kind of content record is written and read back. */
export interface ContentWrites<Form, U extends Form & { version: number }> {
  /** The record's key in answers ({success, blog}) and its name in the id message ("Blog"). */
  key: "blog" | "job";
  noun: string;
  createSchema: z.ZodType<Form>;
  updateSchema: z.ZodType<U>;
  create(sql: Sql, actor: StaffUser, form: Form): Promise<number>;
  update(
    sql: Sql,
    actor: StaffUser,
    target: { id: number; version: number },
    form: U,
  ): Promise<void>;
  remove(
    sql: Sql,
    actor: StaffUser,
    target: { id: number; version?: number | undefined },
  ): Promise<void>;
  read(sql: Sql, id: number): Promise<unknown>;
}

/** POST on the collection; PUT and DELETE on /{param} (the path parameter holding the id). */
export function contentRoutes<Form, U extends Form & { version: number }>(
  writes: ContentWrites<Form, U>,
  param: string,
): { create: RouteHandler; update: RouteHandler; remove: RouteHandler } {
  const limits = { maxBytes: CONTENT_FORM_MAX_BYTES, tooLargeMessage: CONTENT_FORM_TOO_LARGE };
  const idOf = (params: Record<string, string>) =>
    recordIdParams(writes.noun).parse({ id: params[param] }).id;

  const create = staffOnly(async (req, user) => {
    const form = await readFormOrJson(req, writes.createSchema, limits);
    const id = await writes.create(db(), user, form);
    return privateJson({ success: true, [writes.key]: await writes.read(db(), id) }, 201);
  });

  const update = staffOnly(async (req, user, params) => {
    const id = idOf(params);
    const form = await readFormOrJson(req, writes.updateSchema, limits);
    await writes.update(db(), user, { id, version: form.version }, form);
    return privateJson({ success: true, [writes.key]: await writes.read(db(), id) });
  });

  const remove = staffOnly(async (req, user, params) => {
    const id = idOf(params);
    const { version } = deleteQuery.parse(queryOf(req.url));
    await writes.remove(db(), user, { id, version });
    return privateJson({ success: true });
  });

  return { create, update, remove };
}
