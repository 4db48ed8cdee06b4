// POST /api/{categories,subcategories,brands}, PUT and DELETE …/{id}: their forms' rules
// (document 3 §2.6, §5), optimistic concurrency, the audit entry and publish request of each write,
// and what may not be deleted.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import brands from "../../netlify/functions/brands.mts";
import categories from "../../netlify/functions/categories.mts";
import subcategories from "../../netlify/functions/subcategories.mts";
import { taxonomyPlacementMessages } from "../../src/lib/catalogue/taxonomy-forms.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, PNG, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let printersId = 0;
beforeAll(async () => {
  staff = await signedInStaff(db());
  printersId = (await db()`select id::int as id from categories where name = 'printers'`)[0]!.id;
});

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

type Handler = Parameters<typeof send>[0];
interface Kind {
  key: "category" | "subcategory" | "brand";
  path: string;
  handler: Handler;
  table: string;
  file: "image" | "logo";
  fields: () => Record<string, string>;
}

const KINDS: Kind[] = [
  {
    key: "category",
    path: "/api/categories",
    handler: categories,
    table: "categories",
    file: "image",
    fields: () => ({ name: `test-category-${unique()}`, display_name: "Test Category" }),
  },
  {
    key: "subcategory",
    path: "/api/subcategories",
    handler: subcategories,
    table: "subcategories",
    file: "image",
    fields: () => ({
      name: `test-subcategory-${unique()}`,
      display_name: "Test Subcategory",
      category_id: String(printersId),
    }),
  },
  {
    key: "brand",
    path: "/api/brands",
    handler: brands,
    table: "brands",
    file: "logo",
    fields: () => ({
      name: `Test Brand ${unique()}`,
      display_name: "Test Brand",
      website: "https://brand.example",
    }),
  },
];

const write = (kind: Kind, method: string, path: string, form: FormData) =>
  send(kind.handler, path, { method, cookie: staff.cookie, form });

async function created(kind: Kind, fields = kind.fields(), withFile = false) {
  const files = withFile ? { [kind.file]: { bytes: PNG, name: "Picture.png" } } : {};
  const { status, body } = await write(kind, "POST", kind.path, formOf(fields, files));
  expect(status).toBe(201);
  return body[kind.key] as Record<string, unknown> & { id: number; version: number };
}

const rowOf = async (kind: Kind, id: number) =>
  (await db().unsafe(`select * from ${kind.table} where id = $1`, [id]))[0];
const historyOf = (kind: Kind, id: number) => db()`
  select a.actor_username, a.action, a.changes, r.reason, r.status
    from audit_log a
    join publish_requests r on r.entity_type = a.entity_type and r.entity_id = a.entity_id
                           and r.created_at = a.created_at
   where a.entity_type = ${kind.key} and a.entity_id = ${String(id)}
   order by a.id`;

const storedFile = (url: string) =>
  join(process.env.DATA_DIR!, "storage", "public", url.replace(`${SITE}/api/storage/public/`, ""));

describe.each(KINDS)("$path", (kind) => {
  it("POST adds one, with its file, an audit entry and a publish request", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields, true);
    expect(record).toMatchObject({
      name: fields.name,
      display_name: fields.display_name,
      id: expect.any(Number),
      version: 1,
    });
    const url = record[kind.file] as string;
    expect(url).toMatch(
      new RegExp(`/api/storage/public/[a-z]+/\\d{4}/\\d{2}/[0-9a-f-]{36}-picture\\.png$`),
    );
    expect(existsSync(storedFile(url))).toBe(true);
    expect(await rowOf(kind, record.id)).toMatchObject({ name: fields.name });
    const [entry] = await historyOf(kind, record.id);
    expect(entry).toMatchObject({
      actor_username: staff.user.username,
      action: "create",
      status: "queued",
      reason: `${kind.key[0]!.toUpperCase()}${kind.key.slice(1)} "${fields.display_name}" created`,
    });
    expect(entry!.changes.name).toEqual({ from: null, to: fields.name });
  });

  it.each([
    ["no name", "name", "Name is required"],
    ["no display name", "display_name", "Display name is required"],
  ])("POST refuses %s with 400 naming the field", async (_label, field, message) => {
    const fields: Record<string, string | undefined> = kind.fields();
    fields[field] = undefined;
    const { status, body } = await write(kind, "POST", kind.path, formOf(fields));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_request", fields: { [field]: message } });
  });

  it("POST refuses a name another one has with 409", async () => {
    const fields = kind.fields();
    await created(kind, fields);
    const { status, body } = await write(kind, "POST", kind.path, formOf(fields));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "duplicate",
      fields: { name: `Another ${kind.key} already uses this name` },
    });
  });

  it("POST refuses a file that is not an image with 415", async () => {
    const files = { [kind.file]: { bytes: "%PDF-1.4 not an image", name: "x.png" } };
    const { status, body } = await write(kind, "POST", kind.path, formOf(kind.fields(), files));
    expect(status).toBe(415);
    const label = kind.file === "logo" ? "Logo" : "Image";
    expect(body.error.fields).toEqual({
      [kind.file]: `${label} must be a JPEG, PNG, WebP, GIF or SVG image`,
    });
  });

  it("POST stores an SVG as the PNG it draws, without its script", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100"/>' +
      '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script></svg>';
    const files = { [kind.file]: { bytes: svg, name: "Logo.svg" } };
    const { status, body } = await write(kind, "POST", kind.path, formOf(kind.fields(), files));
    expect(status).toBe(201);
    const url = body[kind.key][kind.file] as string;
    expect(url).toMatch(/-logo\.w320-640-960-1280\.png$/);
    const stored = readFileSync(storedFile(url));
    expect(stored.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(stored.toString("latin1")).not.toMatch(/script|<svg/i);
  });

  it("PUT changes it, keeps its file, bumps the version and audits the change", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields, true);
    const path = `${kind.path}/${record.id}`;
    const { status, body } = await write(
      kind,
      "PUT",
      path,
      formOf({ ...fields, display_name: "Renamed", description: "Now described", version: "1" }),
    );
    expect(status).toBe(200);
    expect(body[kind.key]).toMatchObject({
      display_name: "Renamed",
      description: "Now described",
      [kind.file]: record[kind.file],
      version: 2,
    });
    const [, entry] = await historyOf(kind, record.id);
    expect(entry).toMatchObject({
      action: "update",
      reason: expect.stringMatching(/"Renamed" updated$/),
    });
    expect(Object.keys(entry!.changes).sort()).toEqual(["description", "display_name"]);
  });

  it("GET /api/admin/{kind}/{id}/history lists who created and changed it, newest first", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields);
    const changed = { ...fields, display_name: "Changed", version: "1" };
    await write(kind, "PUT", `${kind.path}/${record.id}`, formOf(changed));
    const adminPath = `/api/admin/${kind.table}/${record.id}/history`;
    const { status, body } = await send(admin, adminPath, { cookie: staff.cookie });
    expect(status).toBe(200);
    expect(body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "update",
      "create",
    ]);
    expect(body.entries[0]).toMatchObject({ actor_username: staff.user.username });
    expect((await send(admin, adminPath)).status).toBe(401);
    const bad = await send(admin, `/api/admin/${kind.table}/x/history`, { cookie: staff.cookie });
    expect(bad.status).toBe(400);
  });

  it("PUT that changes nothing answers as a save but writes no audit entry and asks no publish", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields, true);
    const path = `${kind.path}/${record.id}`;
    const { status, body } = await write(kind, "PUT", path, formOf({ ...fields, version: "1" }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, [kind.key]: record });
    expect(await rowOf(kind, record.id)).toMatchObject({ version: 1 });
    expect((await historyOf(kind, record.id)).map((entry) => entry.action)).toEqual(["create"]);
    const requests = await db()`
      select 1 from publish_requests where entity_type = ${kind.key} and entity_id = ${String(record.id)}`;
    expect(requests).toHaveLength(1);
  });

  it("PUT with the removal flag drops the file", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields, true);
    const flag = kind.file === "logo" ? "removeLogo" : "removeImage";
    const { body } = await write(
      kind,
      "PUT",
      `${kind.path}/${record.id}`,
      formOf({ ...fields, version: "1", [flag]: "true" }),
    );
    expect(body[kind.key][kind.file]).toBeNull();
  });

  it("PUT refuses a stale version with 409 and changes nothing", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields);
    const path = `${kind.path}/${record.id}`;
    await write(kind, "PUT", path, formOf({ ...fields, display_name: "First", version: "1" }));
    const { status, body } = await write(
      kind,
      "PUT",
      path,
      formOf({ ...fields, display_name: "Second", version: "1" }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      error: {
        code: "conflict",
        message: `This ${kind.key} was changed by someone else since you opened it. Reload to see their changes, then edit again.`,
      },
    });
    expect(await rowOf(kind, record.id)).toMatchObject({ display_name: "First", version: 2 });
  });

  it("PUT answers 404 for one that does not exist", async () => {
    const { status } = await write(
      kind,
      "PUT",
      `${kind.path}/999999999`,
      formOf({ ...kind.fields(), version: "1" }),
    );
    expect(status).toBe(404);
  });

  it("DELETE removes it with an audit entry and a publish request, then answers 404", async () => {
    const record = await created(kind);
    const path = `${kind.path}/${record.id}`;
    const { status, body } = await send(kind.handler, path, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await rowOf(kind, record.id)).toBeUndefined();
    expect((await historyOf(kind, record.id)).map((entry) => entry.action)).toEqual([
      "create",
      "delete",
    ]);
    expect(
      (await send(kind.handler, path, { method: "DELETE", cookie: staff.cookie })).status,
    ).toBe(404);
  });
});

describe("category and subcategory names are URL keys", () => {
  it("puts a typed name through the slug rule", async () => {
    const record = await created(KINDS[0]!, {
      name: `  Barcode Printers ${unique()} `,
      display_name: "X",
    });
    expect(record.name).toMatch(/^barcode-printers-\d+-\d+$/);
  });

  it("refuses a name with no letters or digits", async () => {
    const { status, body } = await write(
      KINDS[0]!,
      "POST",
      "/api/categories",
      formOf({ name: "!!", display_name: "X" }),
    );
    expect(status).toBe(400);
    expect(body.error.fields.name).toBe(
      "Name must contain letters or digits (it becomes the web address, e.g. barcode-printers)",
    );
  });
});

describe.each([KINDS[0]!, KINDS[1]!])("the position and visibility of a $key", (kind) => {
  it("are stored as sent, and a form without them puts it at 0 and shown", async () => {
    const record = await created(kind, { ...kind.fields(), sort_order: " -5 ", is_hidden: "true" });
    expect(record).toMatchObject({ sort_order: -5, is_hidden: true });
    const form = formOf({
      name: String(record.name),
      display_name: "Moved",
      ...(kind.key === "subcategory" ? { category_id: String(printersId) } : {}),
      version: String(record.version),
    });
    const { status, body } = await write(kind, "PUT", `${kind.path}/${record.id}`, form);
    expect(status).toBe(200);
    expect(body[kind.key]).toMatchObject({ sort_order: 0, is_hidden: false });
  });

  it.each(["first", "1.5", "12345", "- 3"])("refuse the position %j with 400", async (position) => {
    const { status, body } = await write(
      kind,
      "POST",
      kind.path,
      formOf({ ...kind.fields(), sort_order: position }),
    );
    expect(status).toBe(400);
    expect(body.error.fields.sort_order).toBe(taxonomyPlacementMessages.position);
  });
});

describe("deleting a category", () => {
  it("refuses one that still has products and subcategories with 409 saying so", async () => {
    const [use] = await db()`
      select (select count(*)::int from products where category_id = ${printersId}) as products,
             (select count(*)::int from subcategories where category_id = ${printersId}) as subs`;
    const { status, body } = await send(categories, `/api/categories/${printersId}`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: "in_use",
      message: `This category still has ${use!.products} products and ${use!.subs} subcategories. Move or delete them first, then delete the category.`,
    });
    expect(await rowOf(KINDS[0]!, printersId)).toBeDefined();
  });

  it("refuses one with a single subcategory, naming it in the singular", async () => {
    const category = await created(KINDS[0]!);
    await created(KINDS[1]!, { ...KINDS[1]!.fields(), category_id: String(category.id) });
    const { status, body } = await send(categories, `/api/categories/${category.id}`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(status).toBe(409);
    expect(body.error.message).toBe(
      "This category still has 1 subcategory. Move or delete them first, then delete the category.",
    );
  });
});

describe("subcategories", () => {
  it("refuses a parent category that does not exist, or none, with 400", async () => {
    const kind = KINDS[1]!;
    const missing = await write(
      kind,
      "POST",
      kind.path,
      formOf({ ...kind.fields(), category_id: "999999" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      category_id: "Parent category not found: choose one from the list",
    });
    const none = await write(
      kind,
      "POST",
      kind.path,
      formOf({ ...kind.fields(), category_id: "" }),
    );
    expect(none.body.error.fields).toEqual({ category_id: "Parent category is required" });
  });

  it("deleting one leaves its products in their category, without a subcategory", async () => {
    const subcategory = await created(KINDS[1]!);
    const [product] = await db()`
      update products set subcategory_id = ${subcategory.id}
       where id = (select id from products where category_id = ${printersId} limit 1)
      returning id::int as id`;
    const { status } = await send(subcategories, `/api/subcategories/${subcategory.id}`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(status).toBe(200);
    const [row] =
      await db()`select category_id::int as c, subcategory_id from products where id = ${product!.id}`;
    expect(row).toEqual({ c: printersId, subcategory_id: null });
  });
});

describe("brands", () => {
  it.each(["brand.example", "ftp://brand.example", "javascript:alert(1)"])(
    "refuses the website %s with 400",
    async (website) => {
      const kind = KINDS[2]!;
      const { status, body } = await write(
        kind,
        "POST",
        kind.path,
        formOf({ ...kind.fields(), website }),
      );
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({
        website: "Website must be a web address such as https://www.zebra.com",
      });
    },
  );

  it("takes no website at all", async () => {
    const record = await created(KINDS[2]!, { ...KINDS[2]!.fields(), website: "" });
    expect(record.website).toBeNull();
  });
});
