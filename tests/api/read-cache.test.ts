// The read cache through the real handlers on the real database: a public read is answered from
// the instance's cache (a row another instance changed shows up to 5 s later), a write through
// a handler of this instance shows at once, and staff requests always read the database.
import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, PNG, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let fields: Record<string, string>;
let product: { id: number; slug: string };

beforeAll(async () => {
  staff = await signedInStaff(db());
  const idOf = async (table: string, name: string) =>
    String((await db().unsafe(`select id from ${table} where name = $1`, [name]))[0]!.id);
  fields = {
    name: "Cache Test Printer",
    category: await idOf("categories", "printers"),
    subcategory: await idOf("subcategories", "desktop-printers"),
    shortDescription: "As first saved",
    description: "A printer the read cache tests edit",
    sku: "CACHE-TEST-1",
    status: "active",
    featured: "false",
  };
  const form = formOf(fields, { image: { bytes: PNG, name: "printer.png", type: "image/png" } });
  const created = await send(products, "/api/products", {
    method: "POST",
    cookie: staff.cookie,
    form,
  });
  expect(created.status).toBe(201);
  product = created.body.product;
});

// The short description as a visitor (or, with `cookie`, a signed-in staff member) reads it.
const shortDescription = async (path: string, cookie?: string) => {
  const { status, body } = await send(products, path, { cookie, origin: null });
  expect(status).toBe(200);
  return body.shortDescription as string;
};
const bySlug = () => `/api/products/slug/${product.slug}`;
// A write made by another instance: straight to the database, this instance's cache untouched.
const elsewhere = (text: string) =>
  db()`update products set short_description = ${text} where id = ${product.id}`;

describe("public reads and writes on one instance", () => {
  it("answers a repeated read from the cache, then shows this instance's write at once", async () => {
    expect(await shortDescription(bySlug())).toBe("As first saved");
    await elsewhere("Changed by another instance");
    expect(await shortDescription(bySlug())).toBe("As first saved");

    const { version } = (await db()`select version from products where id = ${product.id}`)[0]!;
    const saved = await send(products, `/api/products/${product.id}`, {
      method: "PUT",
      cookie: staff.cookie,
      form: formOf({
        ...fields,
        shortDescription: "Edited in the admin",
        version: String(version),
      }),
    });
    expect(saved.status).toBe(200);
    expect(await shortDescription(bySlug())).toBe("Edited in the admin");
    expect(await shortDescription(`/api/products/${product.id}`)).toBe("Edited in the admin");
  });

  it("reads the database for a staff request, and never keeps what it read", async () => {
    const byId = `/api/products/${product.id}`;
    await elsewhere("Read by staff");
    expect(await shortDescription(byId, staff.cookie)).toBe("Read by staff");
    await elsewhere("Seen by the next visitor");
    expect(await shortDescription(byId)).toBe("Seen by the next visitor");
    await elsewhere("Seen by staff at once");
    expect(await shortDescription(byId, staff.cookie)).toBe("Seen by staff at once");
    expect(await shortDescription(byId)).toBe("Seen by the next visitor");
  });
});
