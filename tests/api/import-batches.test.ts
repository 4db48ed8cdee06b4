// How a batch of the bulk import is written: judged in memory and written together, it
// keeps the row-by-row import's outcomes exactly: creations and updates side by side in file order
// with their audit entries; a row the database refuses in the middle of a batch is listed by its
// number while the others are written; rows of one batch that depend on each other (one finds the
// product another changed) read what the earlier one wrote; a product edited while the import
// runs is updated from its edited state, and a form opened before the import gets 409.
import { beforeAll, describe, expect, inject, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { changesOf, type Snapshot } from "../../src/server/admin/audit.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { csvBytes, rowsOf, type RowSpec } from "../support/spreadsheets.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let printers = 0;
beforeAll(async () => {
  staff = await signedInStaff(db());
  printers = (await db()`select id::int as id from categories where name = 'printers'`)[0]!.id;
});

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

function row(overrides: RowSpec = {}): RowSpec {
  const n = unique();
  return {
    name: `Batch Printer ${n}`,
    category: "printers",
    shortDescription: "A short description",
    description: "A longer description",
    sku: `BAT-${n}`,
    status: "active",
    featured: "false",
    ...overrides,
  };
}
const slugOf = (spec: RowSpec) => spec.slug || spec.name!.toLowerCase().replace(/ /g, "-");

const importRows = (rows: RowSpec[], columns?: Parameters<typeof rowsOf>[1]) =>
  send(products, "/api/products/bulk-import", {
    method: "POST",
    cookie: staff.cookie,
    form: formOf({}, { file: { bytes: csvBytes(rowsOf(rows, columns)), name: "batch.csv" } }),
  });

const productBySlug = async (slug: string) =>
  (await db()`select *, id::int as id from products where slug = ${slug}`)[0];
const auditsOf = (id: number) => db()`
  select action, changes from audit_log
   where entity_type = 'product' and entity_id = ${String(id)} order by id`;

describe("a batch of new and known products", () => {
  it("creates and updates them in file order, each with the audit entry of its own write", async () => {
    const known = [row(), row()];
    expect((await importRows(known)).body).toMatchObject({ created: 2 });
    const fresh = [row(), row()];
    const rows = [fresh[0]!, { ...known[0]!, description: "Changed" }, fresh[1]!, known[1]!];
    const { body } = await importRows(rows);
    expect(body).toMatchObject({ successful: 4, created: 2, updated: 1, unchanged: 1, failed: [] });

    const [a, b] = [await productBySlug(slugOf(fresh[0]!)), await productBySlug(slugOf(fresh[1]!))];
    expect(b!.id).toBeGreaterThan(a!.id);
    const changed = await productBySlug(slugOf(known[0]!));
    expect(changed).toMatchObject({ description: "Changed", version: 2 });
    expect(await auditsOf(changed!.id)).toEqual([
      { action: "create", changes: expect.objectContaining({ description: expect.anything() }) },
      {
        action: "update",
        changes: { description: { from: "A longer description", to: "Changed" } },
      },
    ]);
    expect(await auditsOf((await productBySlug(slugOf(known[1]!)))!.id)).toHaveLength(1);
    // A created product's entry holds every field it was created with, as changesOf gives it.
    const [snapshot] = await db()<{ row: Snapshot }[]>`
      select to_jsonb(p) - 'search_vector' - 'search_compact' as row from products p
       where id = ${a!.id}`;
    expect(await auditsOf(a!.id)).toEqual([
      { action: "create", changes: changesOf(null, snapshot!.row) },
    ]);
    expect(changesOf(null, snapshot!.row)).toMatchObject({
      name: { from: null, to: fresh[0]!.name },
      sku: { from: null, to: fresh[0]!.sku },
    });
  });
});

// The batch writer builds a created product's entry from the values it inserts: it must stay what staff saw before, changesOf over the stored row, column for column.
describe("a created product's audit entry", () => {
  const everyColumn = (): RowSpec =>
    row({
      subcategory: "Desktop Printers",
      specifications: "Resolution: 203 dpi\nSpeed: 152 mm/s",
      metaKeywords: "label, printer",
      metaTitle: "Étiquette — printer “quoted”",
      metaDescription: "Line one\nline two ₹ 1,999",
      status: "inactive",
      featured: "true",
      image: "/images/products/desktop-printer.svg",
      pdf: "https://example.com/datasheet.pdf",
    });
  const fewest = (): RowSpec => ({ name: `Batch Printer ${unique()}`, category: "printers" });
  const cases = [
    { label: "every column filled", rows: () => [everyColumn()], columns: undefined },
    {
      label: "only the mandatory columns",
      rows: () => [fewest()],
      columns: ["name", "category"] as const,
    },
    {
      label: "blank optional cells",
      rows: () => [row({ sku: "", description: "" })],
      columns: undefined,
    },
  ];

  it.each(cases)("is changesOf over the stored row: $label", async ({ rows, columns }) => {
    const specs = rows();
    const { body } = await importRows(specs, columns && [...columns]);
    expect(body).toMatchObject({ created: specs.length, failed: [] });
    for (const spec of specs) {
      const { id } = (await productBySlug(slugOf(spec)))!;
      const [snapshot] = await db()<{ row: Snapshot }[]>`
        select to_jsonb(p) - 'search_vector' - 'search_compact' as row from products p
         where id = ${id}`;
      expect(await auditsOf(id)).toEqual([
        { action: "create", changes: changesOf(null, snapshot!.row) },
      ]);
    }
  });
});

describe("a row the database refuses in the middle of a batch", () => {
  it("is listed with its row number while the rows around it are written", async () => {
    // A rule the file's checks do not know: the database alone refuses this row.
    await db().unsafe(`
      create function refuse_batch_test_name() returns trigger language plpgsql as $$
      begin
        if new.name like 'Refused by the database%' then
          raise exception 'name refused' using errcode = '23514';
        end if;
        return new;
      end $$;
      create trigger refuse_batch_test_name before insert on products
        for each row execute function refuse_batch_test_name();`);
    try {
      const rows = [row(), row(), row({ name: `Refused by the database ${unique()}` }), row()];
      const { status, body } = await importRows(rows);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 4, successful: 3, created: 3 });
      expect(body.failed).toEqual([
        {
          rowNumber: 4,
          productName: rows[2]!.name,
          error: "The database refused a value of this row (name refused)",
        },
      ]);
      for (const [index, spec] of rows.entries()) {
        const product = await productBySlug(slugOf(spec));
        if (index === 2) expect(product).toBeUndefined();
        else expect(await auditsOf(product!.id)).toHaveLength(1);
      }
    } finally {
      await db().unsafe(`
        drop trigger refuse_batch_test_name on products;
        drop function refuse_batch_test_name();`);
    }
  });
});

describe("rows of one batch that depend on each other", () => {
  it("reads the product an earlier row of the batch wrote, as the rows one by one did", async () => {
    const stored = row({ slug: `stored-${unique()}` });
    expect((await importRows([stored])).body).toMatchObject({ created: 1 });
    // Found by its SKU, the first row keeps the stored slug; the third names that slug.
    const bySku = { ...stored, name: `${stored.name} Mark II`, slug: "" };
    const other = row();
    const bySlug = { ...row(), slug: stored.slug, sku: "", description: "Third row" };
    const { body } = await importRows([bySku, other, bySlug]);
    expect(body).toMatchObject({ successful: 3, created: 1, updated: 2, failed: [] });
    const product = await productBySlug(stored.slug!);
    expect(product).toMatchObject({
      name: bySlug.name,
      sku: null,
      description: "Third row",
      version: 3,
    });
    expect((await auditsOf(product!.id)).map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
    expect(await productBySlug(slugOf(other))).toBeDefined();
  });

  it("refuses the later of two rows with one slug, whatever their case and spaces", async () => {
    const first = row();
    const rows = [first, row(), row({ slug: ` ${first.name!.toUpperCase()} ` })];
    const { body } = await importRows(rows);
    expect(body).toMatchObject({ successful: 2, created: 2 });
    expect(body.failed).toEqual([
      {
        rowNumber: 4,
        productName: rows[2]!.name,
        error: `Row 2 of this file has the same slug "${slugOf(first)}"`,
      },
    ]);
  });
});

describe("a product edited while the import runs", () => {
  it("is updated from its edited state; a form opened before the import gets 409", async () => {
    const stored = row();
    expect((await importRows([stored])).body).toMatchObject({ created: 1 });
    const { id } = (await productBySlug(slugOf(stored)))!;
    const renamed = { ...stored, name: `${stored.name} renamed`, slug: slugOf(stored) };
    // The file has no description: the import leaves the edited one alone.
    const columns = ["name", "slug", "category", "sku", "status", "featured"] as const;
    let imported: ReturnType<typeof importRows> | undefined;
    await db().begin(async (tx) => {
      await tx`update products set description = 'Edited meanwhile', version = version + 1
                where id = ${id}`;
      imported = importRows([renamed, row()], [...columns]);
      // On PostgreSQL the import waits for this edit's lock; the embedded database runs one
      // transaction at a time, so there it starts once this one ends.
      if (inject("databaseKind") === "postgresql") {
        await expect
          .poll(
            async () =>
              (
                await tx`select count(*)::int as n from pg_stat_activity
                          where wait_event_type = 'Lock'`
              )[0]!.n,
            { timeout: 20_000, interval: 20 },
          )
          .toBeGreaterThan(0);
      }
    });
    const { body } = await imported!;
    expect(body).toMatchObject({ successful: 2, created: 1, updated: 1, failed: [] });
    expect(await productBySlug(slugOf(stored))).toMatchObject({
      name: renamed.name,
      description: "Edited meanwhile",
      version: 3,
    });
    const audits = await auditsOf(id);
    expect(audits.at(-1)).toEqual({
      action: "update",
      changes: { name: { from: stored.name, to: renamed.name } },
    });

    const stale = await send(products, `/api/products/${id}`, {
      method: "PUT",
      cookie: staff.cookie,
      form: formOf({
        name: "Saved from an old form",
        category: String(printers),
        shortDescription: "A short description",
        description: "A longer description",
        sku: stored.sku,
        status: "active",
        featured: "false",
        version: "2",
      }),
    });
    expect(stale.status).toBe(409);
    expect(await productBySlug(slugOf(stored))).toMatchObject({ name: renamed.name, version: 3 });
  });
});
