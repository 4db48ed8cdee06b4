// POST /api/products, PUT and DELETE /api/products/{id}: the product form's rules (document 3 §5),
// files checked by content and stored, optimistic concurrency, and the audit entry and publish
// request every write leaves in the same transaction.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { FORM_TOO_LARGE_MESSAGE } from "../../src/server/admin/uploads.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, PDF, PNG, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
const STALE =
  "This product was changed by someone else since you opened it. Reload to see their changes, then edit again.";
let staff: Awaited<ReturnType<typeof signedInStaff>>;
const ids = { printers: 0, scanners: 0, desktopPrinters: 0, handheldScanners: 0, brand: 0 };

beforeAll(async () => {
  staff = await signedInStaff(db());
  const idOf = async (table: string, name: string) =>
    (await db().unsafe(`select id::int as id from ${table} where name = $1`, [name]))[0]!.id;
  ids.printers = await idOf("categories", "printers");
  ids.scanners = await idOf("categories", "scanners");
  ids.desktopPrinters = await idOf("subcategories", "desktop-printers");
  ids.handheldScanners = await idOf("subcategories", "handheld-scanners");
  ids.brand = await idOf("brands", "Zebra");
});

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

/** The text fields of a valid new product (sku and name unique per call). */
function productFields(overrides: Record<string, string | undefined> = {}) {
  const n = unique();
  return {
    name: `Test Printer ${n}`,
    category: String(ids.printers),
    subcategory: String(ids.desktopPrinters),
    shortDescription: "A short description",
    description: "A longer description",
    sku: `TEST-${n}`,
    status: "inactive",
    featured: "false",
    ...overrides,
  };
}

const image = { image: { bytes: PNG, name: "Photo of printer.PNG", type: "image/png" } };

const post = (form: FormData, options: { cookie?: string; origin?: string } = {}) =>
  send(products, "/api/products", { method: "POST", cookie: staff.cookie, form, ...options });
const put = (id: number, form: FormData) =>
  send(products, `/api/products/${id}`, { method: "PUT", cookie: staff.cookie, form });
const del = (path: string) => send(products, path, { method: "DELETE", cookie: staff.cookie });

async function created(fields = productFields(), files: Parameters<typeof formOf>[1] = image) {
  const { status, body } = await post(formOf(fields, files));
  expect(status).toBe(201);
  return body.product as { id: number; version: number; image: string; pdf: string | null };
}

const rowOf = async (id: number) => (await db()`select * from products where id = ${id}`)[0];
const productCount = async () =>
  (await db()`select count(*)::int as n from products`)[0]!.n as number;
const auditOf = (id: number) => db()`
  select actor_id::int as actor_id, actor_username, action, changes from audit_log
   where entity_type = 'product' and entity_id = ${String(id)} order by id`;
const publishOf = (id: number) => db()`
  select status, reason, requested_by::int as requested_by from publish_requests
   where entity_type = 'product' and entity_id = ${String(id)} order by id`;

// Local storage: <DATA_DIR>/storage/public/<path>, the path being what follows the public base URL.
const storedFile = (url: string) =>
  join(process.env.DATA_DIR!, "storage", "public", url.replace(`${SITE}/api/storage/public/`, ""));
const filesIn = (folder: string) => {
  const root = join(process.env.DATA_DIR!, "storage", "public", folder);
  return existsSync(root)
    ? readdirSync(root, { recursive: true }).filter((name) => !String(name).endsWith(".json"))
        .length
    : 0;
};

describe("POST /api/products", () => {
  it("adds the product, stores its files, and records the audit entry and publish request", async () => {
    const fields = productFields({
      slug: undefined,
      brand: String(ids.brand),
      price: "12,499.50",
      featured: "true",
      keyFeatures: "Fast\n\n  Quiet  \n",
      specifications: "Speed: 6 ips",
    });
    const { status, body, headers } = await post(
      formOf(fields, { ...image, pdf: { bytes: PDF, name: "sheet.pdf" } }),
    );
    expect(status).toBe(201);
    expect(headers.get("cache-control")).toBe("no-store");
    const product = body.product;
    expect(body.success).toBe(true);
    expect(product).toMatchObject({
      name: fields.name,
      slug: `test-printer-${fields.name.split(" ").pop()}`,
      category: "printers",
      category_id: ids.printers,
      subcategory: "desktop-printers",
      brand_id: ids.brand,
      price: 12499.5,
      featured: true,
      status: "inactive",
      features: ["Fast", "Quiet"],
      version: 1,
      audit: [{ action: "create", actor_username: staff.user.username }],
    });
    expect(product.image).toMatch(
      /^http:\/\/localhost:8888\/api\/storage\/public\/products\/\d{4}\/\d{2}\/[0-9a-f-]{36}-photo-of-printer\.png$/,
    );
    expect(product.pdf).toMatch(/\/datasheets\/\d{4}\/\d{2}\/[0-9a-f-]{36}-sheet\.pdf$/);
    expect(existsSync(storedFile(product.image))).toBe(true);
    expect(existsSync(storedFile(product.pdf))).toBe(true);

    expect(await rowOf(product.id)).toMatchObject({
      sku: fields.sku,
      created_by: String(staff.user.id),
    });
    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({ actor_id: staff.user.id, action: "create" });
    expect(audit!.changes.name).toEqual({ from: null, to: fields.name });
    expect(await publishOf(product.id)).toEqual([
      { status: "queued", reason: `Product "${fields.name}" created`, requested_by: staff.user.id },
    ]);
  });

  it("takes the slug typed, put through the slug rule", async () => {
    const product = await created(productFields({ slug: `  My Slug!! ${unique()} ` }));
    expect((await rowOf(product.id))!.slug).toMatch(/^my-slug-\d+-\d+$/);
  });

  it.each<[string, Record<string, string | undefined>, string, string, boolean?]>([
    ["no name", { name: undefined }, "name", "Name is required"],
    ["a blank name", { name: "   " }, "name", "Name is required"],
    ["no category", { category: undefined }, "category", "Category is required"],
    [
      "a category that is not an id",
      { category: "printers" },
      "category",
      "Category must be chosen from the list",
    ],
    [
      "no short description",
      { shortDescription: undefined },
      "shortDescription",
      "Short description is required",
    ],
    ["no description", { description: undefined }, "description", "Description is required"],
    ["no SKU", { sku: undefined }, "sku", "SKU is required"],
    ["another status", { status: "draft" }, "status", "Status must be active or inactive"],
    [
      "featured not true or false",
      { featured: "yes" },
      "featured",
      "Featured must be true or false",
    ],
    [
      "a price that is not an amount",
      { price: "about 500" },
      "price",
      "Price must be an amount in rupees such as 12499 or 12499.50",
    ],
    [
      "a name with nothing to make a slug of",
      { name: "!!!", slug: undefined },
      "slug",
      "Slug is required: the name has no letters or digits to make one from",
    ],
    [
      "a name over 200 characters",
      { name: "x".repeat(201) },
      "name",
      "Name must be at most 200 characters",
    ],
    ["no image", {}, "image", "Image is required", false],
  ])(
    "refuses %s with 400 naming the field, writing nothing",
    async (_label, overrides, field, message, withImage = true) => {
      const before = await productCount();
      const { status, body } = await post(formOf(productFields(overrides), withImage ? image : {}));
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "invalid_request", fields: { [field]: message } });
      expect(await productCount()).toBe(before);
    },
  );

  it("refuses a text value in a file field", async () => {
    const { status, body } = await post(formOf({ ...productFields(), image: "/images/x.png" }));
    expect(status).toBe(400);
    expect(body.error.fields.image).toBe("Image must be a file");
  });

  it.each([
    [
      "a category that does not exist",
      () => ({ category: "999999" }),
      "category",
      "Category not found: choose one from the list",
    ],
    [
      "a subcategory of another category",
      () => ({ subcategory: String(ids.handheldScanners) }),
      "subcategory",
      "Subcategory must belong to the chosen category",
    ],
    [
      "a subcategory that does not exist",
      () => ({ subcategory: "999999" }),
      "subcategory",
      "Subcategory not found: choose one from the list",
    ],
    [
      "a brand that does not exist",
      () => ({ brand: "999999" }),
      "brand",
      "Brand not found: choose one from the list",
    ],
  ])("refuses %s with 400", async (_label, overrides, field, message) => {
    const before = await productCount();
    const { status, body } = await post(formOf(productFields(overrides()), image));
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ [field]: message });
    expect(await productCount()).toBe(before);
  });

  it("refuses a slug or SKU another product has with 409 naming both, storing no file", async () => {
    const first = productFields();
    await created(first);
    const files = filesIn("products");
    const { status, body } = await post(
      formOf(productFields({ slug: first.name, sku: first.sku }), image),
    );
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: "duplicate",
      message: "Another product already uses this slug",
      fields: {
        slug: "Another product already uses this slug",
        sku: "Another product already uses this SKU",
      },
    });
    expect(filesIn("products")).toBe(files);
  });

  it.each(["About", "zebra-rfid-cards"])(
    "refuses the slug %s, the address of a page of the site, with 409",
    async (slug) => {
      const { status, body } = await post(formOf(productFields({ slug }), image));
      expect(status).toBe(409);
      expect(body.error.fields).toEqual({
        slug: "This slug is the address of a page of the site: choose another",
      });
    },
  );

  it.each([
    [
      "an image that is text",
      { image: { bytes: "not an image", name: "x.png" } },
      "image",
      "Image must be a JPEG, PNG, WebP, GIF or SVG image",
    ],
    [
      "an SVG that cannot be drawn (an external entity)",
      {
        image: {
          bytes:
            '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
          name: "x.svg",
        },
      },
      "image",
      "Image must be a JPEG, PNG, WebP, GIF or SVG image",
    ],
    [
      "a PDF that is an image",
      { ...image, pdf: { bytes: PNG, name: "sheet.pdf" } },
      "pdf",
      "PDF must be a PDF document",
    ],
  ])("refuses %s with 415 naming the field", async (_label, files, field, message) => {
    const before = await productCount();
    const { status, body } = await post(formOf(productFields(), files));
    expect(status).toBe(415);
    expect(body.error).toMatchObject({
      code: "unsupported_media_type",
      fields: { [field]: message },
    });
    expect(await productCount()).toBe(before);
  });

  it("accepts an SVG image, stored as the PNG it draws (tests/api/admin-product-images.test.ts)", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    const product = await created(productFields(), { image: { bytes: svg, name: "drawing.svg" } });
    expect(product.image).toMatch(/-drawing\.w320-640-960-1280\.png$/);
  });

  it("refuses an image over 2 MB with 413", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const { status, body } = await post(
      formOf(productFields(), { image: { bytes: big, name: "big.png" } }),
    );
    expect(status).toBe(413);
    expect(body.error.fields).toEqual({ image: "Image must be smaller than 2 MB" });
  });

  it("refuses a form over 4 MB with 413 stating the limits", async () => {
    const big = new Uint8Array(4 * 1024 * 1024);
    const { status, body } = await post(
      formOf(productFields(), { image: { bytes: big, name: "big.png" } }),
    );
    expect(status).toBe(413);
    expect(body.error.message).toBe(FORM_TOO_LARGE_MESSAGE);
  });

  it("refuses a JSON body with 415", async () => {
    const response = await products(
      new Request(`${SITE}/api/products`, {
        method: "POST",
        headers: { origin: SITE, cookie: staff.cookie, "content-type": "application/json" },
        body: JSON.stringify(productFields()),
      }),
      {} as never,
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe("Send the form as multipart/form-data");
  });
});

describe("PUT /api/products/:id", () => {
  it("answers a save that changes nothing as a success, with no audit entry or publish", async () => {
    const fields = productFields();
    const product = await created(fields);
    const { status, body } = await put(product.id, formOf({ ...fields, version: "1" }));
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ id: product.id, name: fields.name, version: 1 });
    expect(await auditOf(product.id)).toHaveLength(1);
    expect(await publishOf(product.id)).toHaveLength(1);
  });

  it("replaces the fields, keeps the files, bumps the version, and audits what changed", async () => {
    const fields = productFields({ specifications: "Old specs", price: "100" });
    const product = await created(fields, { ...image, pdf: { bytes: PDF, name: "a.pdf" } });
    const { status, body } = await put(
      product.id,
      formOf({
        ...fields,
        name: `${fields.name} II`,
        specifications: undefined,
        price: undefined,
        category: String(ids.scanners),
        subcategory: String(ids.handheldScanners),
        version: "1",
      }),
    );
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      name: `${fields.name} II`,
      slug: (await rowOf(product.id))!.slug,
      category: "scanners",
      subcategory: "handheld-scanners",
      specifications: null,
      price: null,
      image: product.image,
      pdf: product.pdf,
      version: 2,
    });
    const [, audit] = await auditOf(product.id);
    expect(audit).toMatchObject({ action: "update", actor_username: staff.user.username });
    expect(Object.keys(audit!.changes).sort()).toEqual([
      "category_id",
      "name",
      "price",
      "slug",
      "specifications",
      "subcategory_id",
    ]);
    expect(audit!.changes.specifications).toEqual({ from: "Old specs", to: null });
    expect((await publishOf(product.id)).map((r) => r.reason)).toEqual([
      `Product "${fields.name}" created`,
      `Product "${fields.name} II" updated`,
    ]);
  });

  it("stores a new image in place of the old one and drops the PDF on removePdf", async () => {
    const fields = productFields();
    const product = await created(fields, { ...image, pdf: { bytes: PDF, name: "a.pdf" } });
    const { body } = await put(
      product.id,
      formOf(
        { ...fields, version: "1", removePdf: "true" },
        { image: { bytes: PNG, name: "new.png" } },
      ),
    );
    expect(body.product.image).toMatch(/-new\.png$/);
    expect(body.product.pdf).toBeNull();
    expect(existsSync(storedFile(body.product.image))).toBe(true);
  });

  it("refuses a stale version with 409, changing nothing and keeping no uploaded file", async () => {
    const fields = productFields();
    const product = await created(fields);
    expect(
      (await put(product.id, formOf({ ...fields, name: "First edit", version: "1" }))).status,
    ).toBe(200);
    const files = filesIn("products");
    const { status, body } = await put(
      product.id,
      formOf(
        { ...fields, name: "Second edit", version: "1" },
        { image: { bytes: PNG, name: "late.png" } },
      ),
    );
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: "conflict", message: STALE } });
    expect(await rowOf(product.id)).toMatchObject({ name: "First edit", version: 2 });
    expect(await auditOf(product.id)).toHaveLength(2);
    expect(filesIn("products")).toBe(files);
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const fields = productFields();
    const product = await created(fields);
    const saves = await Promise.all(
      ["Edit A", "Edit B"].map((name) =>
        put(product.id, formOf({ ...fields, name, version: "1" })),
      ),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const winner = saves.find((save) => save.status === 200)!.body.product.name;
    expect(await rowOf(product.id)).toMatchObject({ name: winner, version: 2 });
    expect(await auditOf(product.id)).toHaveLength(2);
  });

  it.each<[string, () => Record<string, string | undefined>, string, string]>([
    [
      "no version",
      () => ({ version: undefined }),
      "version",
      "Version is required: reload the record and try again",
    ],
    [
      "a new category without a subcategory of it",
      () => ({ version: "1", category: String(ids.scanners) }),
      "subcategory",
      "Subcategory must belong to the chosen category",
    ],
  ])("refuses %s with 400", async (_label, overrides, field, message) => {
    const fields = productFields();
    const product = await created(fields);
    const { status, body } = await put(product.id, formOf({ ...fields, ...overrides() }));
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
    expect((await rowOf(product.id))!.version).toBe(1);
  });

  it.each([
    ["999999999", 404, "Product not found"],
    ["abc", 400, "Product id must be a whole number of 1 or more"],
  ])("answers PUT /api/products/%s with %i", async (id, status, message) => {
    const result = await send(products, `/api/products/${id}`, {
      method: "PUT",
      cookie: staff.cookie,
      form: formOf({ ...productFields(), version: "1" }),
    });
    expect(result.status).toBe(status);
    expect(result.body.error.message).toBe(message);
  });
});

describe("DELETE /api/products/:id", () => {
  it("deletes the product and records the audit entry and publish request", async () => {
    const fields = productFields();
    const product = await created(fields);
    const { status, body } = await del(`/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await rowOf(product.id)).toBeUndefined();
    const audit = await auditOf(product.id);
    expect(audit.map((entry) => entry.action)).toEqual(["create", "delete"]);
    expect(audit[1]!.changes.sku).toEqual({ from: fields.sku, to: null });
    expect((await publishOf(product.id)).at(-1)!.reason).toBe(`Product "${fields.name}" deleted`);
    expect((await del(`/api/products/${product.id}`)).status).toBe(404);
  });

  it("refuses a stale ?version with 409 and keeps the product", async () => {
    const fields = productFields();
    const product = await created(fields);
    await put(product.id, formOf({ ...fields, description: "Changed", version: "1" }));
    const { status, body } = await del(`/api/products/${product.id}?version=1`);
    expect(status).toBe(409);
    expect(body.error.message).toBe(STALE);
    expect(await rowOf(product.id)).toBeDefined();
    expect((await del(`/api/products/${product.id}?version=2`)).status).toBe(200);
  });
});
