// The search dropdown reads a word table the database keeps (product_search_words): a product
// imported, renamed, deactivated, reactivated, edited, deleted or inserted in a batch is suggested, or not, at once.
import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { call } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf, type RowSpec } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

const suggested = async (text: string) => {
  const { status, body } = await call(
    products,
    `/api/products/search-suggestions/${encodeURIComponent(text)}`,
  );
  expect(status).toBe(200);
  return (body as { slug: string }[]).map((suggestion) => suggestion.slug);
};

const imported = async (rows: RowSpec[]) => {
  const form = formOf({}, { file: { bytes: csvBytes(rowsOf(rows)), name: "p.csv", type: "" } });
  const { status, body } = await send(products, "/api/products/bulk-import", {
    method: "POST",
    cookie: staff.cookie,
    form,
  });
  expect(status).toBe(200);
  expect(body).toMatchObject({ failed: [] });
};

const row = (name: string, overrides: RowSpec = {}): RowSpec => ({
  name,
  slug: "quokka-qx500-label-printer",
  category: "printers",
  subcategory: "Desktop Printers",
  shortDescription: "A short description",
  description: "A longer description",
  sku: "FRESH-0001",
  status: "active",
  featured: "false",
  ...overrides,
});

const productRow = async () =>
  (
    await db()<{ id: number; version: number }[]>`
      select id::int as id, version from products where sku = 'FRESH-0001'`
  )[0]!;

describe("suggestions follow every change to the catalogue at once", () => {
  it("finds an imported product by a word, a start of one and its model number however written", async () => {
    await imported([row("Quokka QX500 Label Printer")]);
    for (const text of ["quokka", "quo", "qx500", "QX-500", "qx 500", "quokka label"]) {
      expect(await suggested(text)).toContain("quokka-qx500-label-printer");
    }
  });

  it("finds a renamed product by its new name only", async () => {
    await imported([row("Wombat WB700 Label Printer")]);
    expect(await suggested("quokka")).not.toContain("quokka-qx500-label-printer");
    expect(await suggested("qx500")).not.toContain("quokka-qx500-label-printer");
    expect(await suggested("wombat wb")).toContain("quokka-qx500-label-printer");
  });

  it("drops a deactivated product, and finds it again once active", async () => {
    await imported([row("Wombat WB700 Label Printer", { status: "inactive" })]);
    expect(await suggested("wombat")).toEqual([]);
    await imported([row("Wombat WB700 Label Printer")]);
    expect(await suggested("wombat")).toEqual(["quokka-qx500-label-printer"]);
  });

  it("follows an edit of the SKU by staff, and drops a deleted product", async () => {
    const product = await productRow();
    const edit = formOf(
      {
        name: "Wombat WB700 Label Printer",
        slug: "quokka-qx500-label-printer",
        category: String((await db()`select id from categories where name = 'printers'`)[0]!.id),
        shortDescription: "A short description",
        description: "A longer description",
        sku: "NUMBAT-42",
        status: "active",
        featured: "false",
        version: String(product.version),
      },
      {},
    );
    const put = await send(products, `/api/products/${product.id}`, {
      method: "PUT",
      cookie: staff.cookie,
      form: edit,
    });
    expect(put.status).toBe(200);
    expect(await suggested("numbat 42")).toEqual(["quokka-qx500-label-printer"]);
    const removed = await send(products, `/api/products/${product.id}`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await suggested("wombat")).toEqual([]);
    const [left] = await db()<{ n: number }[]>`
      select count(*)::int as n from product_search_words where product_id = ${product.id}`;
    expect(left!.n).toBe(0);
  });

  it("finds every product of a batch insert, which pays for its words once", async () => {
    await db()`
      insert into products (name, slug, category_id)
      select 'Platypus PL' || n || ' Scanner', 'platypus-pl' || n || '-scanner',
             (select id from categories where name = 'scanners')
        from generate_series(1, 30) n`;
    expect(await suggested("platypus")).toHaveLength(8);
    expect(await suggested("pl17")).toEqual(["platypus-pl17-scanner"]);
    expect(await suggested("platypus pl 23")).toEqual(["platypus-pl23-scanner"]);
  });

  it("suggests what the search page finds when no word starts so: a term of a description", async () => {
    await imported([
      row("Echidna Thermal Label Roll", {
        slug: "echidna-thermal-label-roll",
        sku: "FRESH-0002",
        description: "Labels cut for the Bilby BX9 desktop printer.",
      }),
    ]);
    expect(await suggested("bilby")).toEqual(["echidna-thermal-label-roll"]);
    expect(await suggested("echidna")).toEqual(["echidna-thermal-label-roll"]);
  });
});
