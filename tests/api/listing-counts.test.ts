// The totals of the product listings (the whole catalogue, each category, each subcategory) come
// from counts the database keeps (product_listing_counts, kept by triggers on products): after
// every kind of change (added, imported, deactivated, moved, deleted, a subcategory moved or
// deleted, a change rolled back, two writers at once) each listing's total, as GET
// /api/products/paginated answers it, equals its active products counted anew.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { publicReadCache } from "../../src/server/http/read-cache.ts";
import { call } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();

// Every listing's query string and its active products, counted from the products themselves.
async function countedTotals(): Promise<Record<string, number>> {
  const rows = await db()<{ query: string; n: number }[]>`
    select 'category=all' as query, count(*)::int as n from products where status = 'active'
    union all
    select 'category=' || c.name, count(p.id)::int from categories c
      left join products p on p.category_id = c.id and p.status = 'active' group by c.name
    union all
    select 'subcategory=' || s.name, count(p.id)::int from subcategories s
      left join products p on p.subcategory_id = s.id and p.status = 'active' group by s.name`;
  return Object.fromEntries(rows.map(({ query, n }) => [query, n]));
}

// Every listing's total as the API answers it.
async function answeredTotals(queries: string[]): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const query of queries) {
    const { status, body } = await call(products, `/api/products/paginated?${query}&limit=1`);
    expect(status, query).toBe(200);
    totals[query] = (body as { total: number }).total;
  }
  return totals;
}

async function expectTotalsRight() {
  const counted = await countedTotals();
  expect(await answeredTotals(Object.keys(counted))).toEqual(counted);
  return counted;
}

const idOf = async (table: "categories" | "subcategories", name: string) =>
  (await db()<{ id: number }[]>`select id::int as id from ${db()(table)} where name = ${name}`)[0]!
    .id;

let counter = 0;
// Adds products in one statement; returns their ids.
async function addProducts(
  rows: { category: string; subcategory: string | null; status?: "active" | "inactive" }[],
) {
  const values = await Promise.all(
    rows.map(async (row) => {
      counter += 1;
      return {
        name: `Counted Product ${counter}`,
        slug: `counted-product-${counter}`,
        category_id: await idOf("categories", row.category),
        subcategory_id: row.subcategory ? await idOf("subcategories", row.subcategory) : null,
        status: row.status ?? "active",
      };
    }),
  );
  const added = await db()<{ id: number }[]>`
    insert into products ${db()(values)} returning id::int as id`;
  return added.map((row) => row.id);
}

// Each answer from the database, none kept from before a change.
beforeAll(() => {
  publicReadCache.enabled = false;
});
afterAll(() => {
  publicReadCache.enabled = true;
});

beforeAll(async () => {
  // The seed's own products are counted from the migration's first fill and the seed's inserts.
  await expectTotalsRight();
});

describe("listing totals", () => {
  it("count products added one by one and many in one statement, inactive ones not", async () => {
    const before = await expectTotalsRight();
    await addProducts([{ category: "printers", subcategory: "desktop-printers" }]);
    await addProducts([
      { category: "printers", subcategory: "industrial-printers" },
      { category: "scanners", subcategory: null },
      { category: "printers", subcategory: "desktop-printers", status: "inactive" },
    ]);
    const after = await expectTotalsRight();
    expect(after["category=all"]).toBe(before["category=all"]! + 3);
    expect(after["subcategory=desktop-printers"]).toBe(before["subcategory=desktop-printers"]! + 1);
  });

  it("count products deactivated, reactivated, moved and deleted", async () => {
    const [a, b, c] = await addProducts([
      { category: "printers", subcategory: "desktop-printers" },
      { category: "printers", subcategory: "desktop-printers" },
      { category: "scanners", subcategory: null },
    ]);
    await db()`update products set status = 'inactive' where id = ${a!}`;
    await expectTotalsRight();
    await db()`update products set status = 'active' where id = ${a!}`;
    await expectTotalsRight();
    // To another category and subcategory, then out of any subcategory, in one statement each.
    await db()`
      update products
         set category_id = ${await idOf("categories", "scanners")},
             subcategory_id = ${await idOf("subcategories", "handheld-scanners")}
       where id = ${b!}`;
    await expectTotalsRight();
    await db()`update products set subcategory_id = null where id = ${b!}`;
    await expectTotalsRight();
    // An edit that changes no count, then deletes.
    await db()`update products set name = 'Renamed Counted Product' where id = ${c!}`;
    await expectTotalsRight();
    await db()`delete from products where id in ${db()([a!, c!])}`;
    await expectTotalsRight();
  });

  it("count a subcategory's products moved with it to another category, or left when it goes", async () => {
    const [category] = await db()<{ id: number }[]>`
      insert into categories (name, display_name) values ('counted-category', 'Counted Category')
      returning id::int as id`;
    const [subcategory] = await db()<{ id: number }[]>`
      insert into subcategories (category_id, name, display_name)
      values (${await idOf("categories", "printers")}, 'counted-subcategory', 'Counted Subcategory')
      returning id::int as id`;
    await addProducts([
      { category: "printers", subcategory: "counted-subcategory" },
      { category: "printers", subcategory: "counted-subcategory" },
    ]);
    await expectTotalsRight();
    // The products follow their subcategory (on update cascade).
    await db()`update subcategories set category_id = ${category!.id} where id = ${subcategory!.id}`;
    const moved = await expectTotalsRight();
    expect(moved["category=counted-category"]).toBe(2);
    // They stay in the category, without a subcategory (on delete set null).
    await db()`delete from subcategories where id = ${subcategory!.id}`;
    expect((await expectTotalsRight())["category=counted-category"]).toBe(2);
  });

  it("count what a bulk import creates and deactivates", async () => {
    const staff = await signedInStaff(db());
    const row = (n: number, status: string) => ({
      name: `Imported Counted Printer ${n}`,
      slug: `imported-counted-printer-${n}`,
      sku: `COUNTED-${n}`,
      category: "printers",
      subcategory: "desktop-printers",
      shortDescription: "A short description",
      description: "A longer description",
      status,
    });
    const importRows = async (rows: ReturnType<typeof row>[]) => {
      const form = formOf({}, { file: { bytes: csvBytes(rowsOf(rows)), name: "p.csv", type: "" } });
      const { status } = await send(products, "/api/products/bulk-import", {
        method: "POST",
        cookie: staff.cookie,
        form,
      });
      expect(status).toBe(200);
    };
    const before = await expectTotalsRight();
    await importRows([row(1, "active"), row(2, "active"), row(3, "inactive")]);
    expect((await expectTotalsRight())["category=printers"]).toBe(before["category=printers"]! + 2);
    await importRows([row(1, "inactive"), row(3, "active")]);
    expect((await expectTotalsRight())["category=printers"]).toBe(before["category=printers"]! + 2);
  });

  it("are unchanged by a change rolled back", async () => {
    const before = await expectTotalsRight();
    await expect(
      db().begin(async (tx) => {
        await tx`update products set status = 'inactive' where status = 'active'`;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await expectTotalsRight()).toEqual(before);
  });

  // The embedded database has one session: its connections' transactions take turns.
  it.runIf(inject("databaseKind") === "postgresql")(
    "stay right with two writers at once, neither waiting for the other",
    async () => {
      const first = await db().reserve();
      try {
        const before = await expectTotalsRight();
        // The first writer's change takes the fold's lock and stays uncommitted…
        await first`begin`;
        await first`
        insert into products (name, slug, category_id)
        values ('Counted Later', 'counted-later', ${await idOf("categories", "printers")})`;
        // …while a second one adds and commits its own change, unfolded, without waiting.
        await addProducts([{ category: "printers", subcategory: null }]);
        expect((await expectTotalsRight())["category=printers"]).toBe(
          before["category=printers"]! + 1,
        );
        await first`commit`;
        expect((await expectTotalsRight())["category=printers"]).toBe(
          before["category=printers"]! + 2,
        );
        // The next change folds every key back to one row.
        await addProducts([{ category: "software", subcategory: null }]);
        const [folded] = await db()<{ rows: number; keys: number }[]>`
        select count(*)::int as rows, count(distinct (category_id, subcategory_id))::int as keys
          from product_listing_counts`;
        expect(folded!.rows).toBe(folded!.keys);
        await expectTotalsRight();
      } finally {
        first.release();
      }
    },
  );

  it("are emptied with the products", async () => {
    await db()`truncate products cascade`;
    const totals = await expectTotalsRight();
    expect(totals["category=all"]).toBe(0);
    await addProducts([{ category: "printers", subcategory: "desktop-printers" }]);
    expect((await expectTotalsRight())["category=all"]).toBe(1);
  });
});
