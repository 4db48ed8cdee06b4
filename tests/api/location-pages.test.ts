// What the static city pages are built from (document 2 §2.9): every city of India and every
// service city, with the same texts the location-SEO API answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLocationContent, getLocationSeo } from "../../src/server/locations/location-seo.ts";
import { listLocationPages } from "../../src/server/locations/location-pages.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const SITE = "https://www.example.in";
const DWARKA_DELHI = 1270;

describe("listLocationPages", () => {
  beforeAll(async () => {
    await sql`insert into location_seo (city_id, title, h1) values (${DWARKA_DELHI}, 'Own title', '  ')`;
    await sql`insert into location_content (city_id, hero_subtitle) values (${DWARKA_DELHI}, 'Own subtitle')`;
  });
  afterAll(async () => {
    await sql`delete from location_seo where city_id = ${DWARKA_DELHI}`;
    await sql`delete from location_content where city_id = ${DWARKA_DELHI}`;
  });

  it("lists every Indian city and every service city once", async () => {
    const pages = await listLocationPages(sql, SITE);
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from cities c join states s on s.id = c.state_id join countries k on k.id = s.country_id
       where k.code = 'IN' or c.is_service_city`;
    expect(pages).toHaveLength(row!.n);
    expect(new Set(pages.map((page) => page.city.slug)).size).toBe(row!.n);
    expect(pages.map((page) => page.city.city)).toEqual(
      expect.arrayContaining(["New Delhi", "Houston", "New York"]),
    );
  });

  it("gives each page the texts the location-SEO API answers, stored ones winning", async () => {
    const pages = await listLocationPages(sql, SITE);
    for (const id of [DWARKA_DELHI, 867, 1]) {
      const page = pages.find((item) => item.city.id === id)!;
      const seo = await getLocationSeo(sql, { id }, SITE);
      expect(page.seo).toEqual(seo.seo);
      expect(page.content).toEqual((await getLocationContent(sql, id)).content);
    }
    const dwarka = pages.find((item) => item.city.id === DWARKA_DELHI)!;
    expect(dwarka.seo.title).toBe("Own title");
    expect(dwarka.seo.h1).toBe("Barcode Printers, Scanners & RFID Solutions in Dwarka");
    expect(dwarka.content.hero_subtitle).toBe("Own subtitle");
    expect(dwarka.seo.structured_data).toMatchObject({
      "@type": "LocalBusiness",
      url: `${SITE}/location/dwarka-delhi`,
    });
  });
});
