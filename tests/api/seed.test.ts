// The demo data the foundation promises, and that seeding twice duplicates nothing.
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();

const PRESET_SUBCATEGORY_ROUTES = [
  "labels",
  "ribbons",
  "handheld-scanners",
  "fixed-mount-scanners",
  "ultra-rugged-scanners",
  "multi-plane-scanners",
  "hands-free-scanners",
  "oem-scan-engines",
  "desktop-printers",
  "industrial-printers",
  "id-card-printers",
  "mobile-printers",
  "healthcare-printers",
  "print-engines",
  "handheld-rfid",
  "fixed-rfid",
  "rfid-antennas",
  "rfid-printers",
  "handheld-computers",
  "vehicle-mounted-computers",
  "wearable-computers",
  "healthcare-mobile-computers",
  "zebra-rfid-cards",
];

async function counts() {
  const [row] = await sql`
    select (select count(*)::int from categories) as categories, (select count(*)::int from subcategories) as subcategories,
           (select count(*)::int from brands) as brands, (select count(*)::int from products) as products,
           (select count(*)::int from blogs) as blogs, (select count(*)::int from jobs) as jobs,
           (select count(*)::int from drivers) as drivers, (select count(*)::int from contact_info) as contact_info,
           (select count(*)::int from countries) as countries, (select count(*)::int from states) as states,
           (select count(*)::int from cities) as cities`;
  return row!;
}

describe("demo data", () => {
  it("has the catalogue, content and geography the site needs", async () => {
    const c = await counts();
    expect(c.categories).toBe(9);
    expect(c.products).toBeGreaterThanOrEqual(60);
    expect(c.blogs).toBe(10);
    expect(c.jobs).toBe(5);
    expect(c.drivers).toBe(6);
    expect(c.countries).toBeGreaterThanOrEqual(195);
    expect(c.cities).toBeGreaterThanOrEqual(1500);
  });

  it("puts every preset subcategory route of document 3 under its right parent", async () => {
    const rows = await sql<{ name: string; parent: string }[]>`
      select s.name, c.name as parent from subcategories s join categories c on c.id = s.category_id
       where s.name in ${sql(PRESET_SUBCATEGORY_ROUTES)}`;
    const parentOf = Object.fromEntries(rows.map((row) => [row.name, row.parent]));
    expect(Object.keys(parentOf).sort()).toEqual([...PRESET_SUBCATEGORY_ROUTES].sort());
    expect(parentOf).toMatchObject({
      labels: "supplies",
      ribbons: "supplies",
      "handheld-scanners": "scanners",
      "oem-scan-engines": "scanners",
      "desktop-printers": "printers",
      "print-engines": "printers",
      "handheld-rfid": "rfid",
      "rfid-printers": "rfid",
      "handheld-computers": "mobile-computers",
      "healthcare-mobile-computers": "mobile-computers",
      "zebra-rfid-cards": "rfid-cards",
    });
  });

  it("keeps the ids the spec names", async () => {
    const places = await sql<{ id: number; name: string; state: string; country: string }[]>`
      select ci.id, ci.name, s.name as state, co.name as country
        from cities ci join states s on s.id = ci.state_id join countries co on co.id = s.country_id
       where ci.id in (18, 859, 867, 1, 2) order by ci.id`;
    expect(places.map((p) => [p.id, p.name, p.state])).toEqual([
      [1, "Houston", "Texas"],
      [2, "New York", "New York"],
      [18, "New Delhi", "Delhi"],
      [859, "Mumbai", "Maharashtra"],
      [867, "Pune", "Maharashtra"],
    ]);
    const [india] = await sql`select id, name from countries where id = 101`;
    expect(india).toEqual({ id: 101, name: "India" });
    const [delhi] = await sql`select id, name, country_id from states where id = 9`;
    expect(delhi).toEqual({ id: 9, name: "Delhi", country_id: 101 });
  });

  it("flags at least 50 Indian service cities and the preset cities, each with a unique slug", async () => {
    const [row] = await sql<{ india: number }[]>`
      select count(*)::int as india from cities ci join states s on s.id = ci.state_id
       where ci.is_service_city and s.country_id = 101`;
    expect(row!.india).toBeGreaterThanOrEqual(50);
    const presets =
      await sql`select id from cities where id in (18, 859, 867, 1, 2) and is_service_city`;
    expect(presets).toHaveLength(5);
    const [dupes] =
      await sql`select count(*)::int as n from (select slug from cities group by slug having count(*) > 1) d`;
    expect(dupes).toEqual({ n: 0 });
  });

  it("mixes priced and unpriced, featured and datasheet products, all with an image", async () => {
    const [row] = await sql`
      select count(*) filter (where price is not null)::int as priced, count(*) filter (where price is null)::int as unpriced,
             count(*) filter (where featured)::int as featured, count(*) filter (where pdf is not null)::int as with_pdf,
             count(*) filter (where image is null)::int as without_image
        from products`;
    expect(row).toMatchObject({ without_image: 0 });
    expect(row!.priced).toBeGreaterThan(0);
    expect(row!.unpriced).toBeGreaterThan(0);
    expect(row!.featured).toBeGreaterThan(0);
    expect(row!.with_pdf).toBeGreaterThan(0);
  });

  it("is idempotent: seeding again changes no count", async () => {
    const before = await counts();
    await seedDemoData(sql, { quiet: true });
    expect(await counts()).toEqual(before);
  });
});
