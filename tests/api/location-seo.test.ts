import { afterAll, beforeAll, describe, expect, it } from "vitest";
import locationSeo from "../../netlify/functions/location-seo.mts";
import { company } from "../../src/lib/company.ts";
import {
  locationContentWording,
  locationSeoWording,
} from "../../src/lib/locations/location-wording.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();

interface SeoAnswer {
  location: Record<string, unknown>;
  seo: {
    title: string;
    description: string;
    keywords: string;
    location: string;
    h1: string;
    structured_data: Record<string, unknown>;
  };
}

const newDelhi = { city: "New Delhi", state: "Delhi", country: "India" };

describe("GET /api/location-seo/{cityId}", () => {
  it("answers New Delhi's location and generated SEO texts with LocalBusiness data at its coordinates", async () => {
    const { status, headers, body } = await call(locationSeo, "/api/location-seo/18");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=3600/);
    const answer = body as SeoAnswer;
    expect(answer.location).toEqual({
      id: 18,
      city_id: 18,
      city: "New Delhi",
      slug: "new-delhi",
      state_id: 9,
      state: "Delhi",
      country_id: 101,
      country: "India",
      country_code: "IN",
    });
    expect(answer.seo).toMatchObject({
      ...locationSeoWording(newDelhi),
      location: "New Delhi, Delhi, India",
    });
    expect(answer.seo.title).toBe(
      `Barcode Printers, Scanners & RFID in New Delhi, Delhi | ${company.name}`,
    );
    expect(answer.seo.structured_data).toMatchObject({
      "@type": "LocalBusiness",
      url: expect.stringMatching(/\/location\/new-delhi$/),
      address: { addressLocality: "New Delhi", addressRegion: "DL", addressCountry: "IN" },
      geo: { latitude: 28.6139, longitude: 77.209 },
    });
  });

  it("uses the state's code and the city's own coordinates elsewhere", async () => {
    const answer = (await call(locationSeo, "/api/location-seo/1")).body as SeoAnswer;
    expect(answer.location).toMatchObject({
      city: "Houston",
      state: "Texas",
      country: "United States",
      country_code: "US",
    });
    expect(answer.seo.structured_data).toMatchObject({
      address: { addressRegion: "TX", addressCountry: "US" },
      geo: { latitude: 29.7604, longitude: -95.3698 },
    });
  });
});

describe("a city with its own SEO and content rows", () => {
  const ownData = { "@context": "https://schema.org", "@type": "Store", name: "Pune branch" };
  beforeAll(async () => {
    await sql`insert into location_seo (city_id, title, description, keywords, h1, structured_data)
              values (867, 'Own Pune title', '   ', null, 'Own Pune heading', ${sql.json(ownData)})`;
    await sql`insert into location_content (city_id, hero_title, contact_subtitle) values (867, 'Own hero', '')`;
  });
  afterAll(async () => {
    await sql`delete from location_seo where city_id = 867`;
    await sql`delete from location_content where city_id = 867`;
  });

  it("answers the stored SEO texts, and the generated ones where the row is empty or blank", async () => {
    const answer = (await call(locationSeo, "/api/location-seo/867")).body as SeoAnswer;
    const generated = locationSeoWording({ city: "Pune", state: "Maharashtra", country: "India" });
    expect(answer.seo).toEqual({
      title: "Own Pune title",
      description: generated.description,
      keywords: generated.keywords,
      location: "Pune, Maharashtra, India",
      h1: "Own Pune heading",
      structured_data: ownData,
    });
  });

  it("answers the stored headings, and the generated ones where the row is empty or blank", async () => {
    const { body } = await call(locationSeo, "/api/location-content/867");
    expect(body).toEqual({
      content: {
        ...locationContentWording({ city: "Pune", state: "Maharashtra", country: "India" }),
        hero_title: "Own hero",
      },
    });
  });
});

describe("GET /api/location-seo-by-slug/{slug}", () => {
  it.each([
    [18, "new-delhi"],
    [859, "mumbai"],
    [867, "pune"],
    [1, "houston"],
    [2, "new-york"],
    [1270, "dwarka-delhi"],
    [1384, "dwarka-gujarat"],
  ])("answers city %i the same by its slug %j", async (id, slug) => {
    const byId = await call(locationSeo, `/api/location-seo/${id}`);
    const bySlug = await call(locationSeo, `/api/location-seo-by-slug/${slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect((bySlug.body as SeoAnswer).location).toMatchObject({ id, slug });
  });

  it.each(["atlantis", "dwarka", "new-delhi-x"])(
    "answers 404 Location not found for the unknown slug %j",
    async (slug) => {
      const { status, body } = await call(locationSeo, `/api/location-seo-by-slug/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: "not_found", message: "Location not found" } });
    },
  );

  it.each([
    "Mumbai",
    "new_delhi",
    "-pune",
    "pune-",
    "new--delhi",
    "%20",
    "'",
    "%25",
    "x".repeat(201),
  ])("refuses the malformed slug %j with 400", async (slug) => {
    const { status, body } = await call(locationSeo, `/api/location-seo-by-slug/${slug}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { message: "Location slug must be lowercase letters, digits and hyphens" },
    });
  });
});

describe("GET /api/location-content/{cityId}", () => {
  it("answers Mumbai's ten generated headings", async () => {
    const { status, headers, body } = await call(locationSeo, "/api/location-content/859");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=3600/);
    expect(body).toEqual({
      content: locationContentWording({ city: "Mumbai", state: "Maharashtra", country: "India" }),
    });
    expect((body as { content: { banner_title: string } }).content.banner_title).toBe(
      "Barcode Solutions in Mumbai",
    );
  });
});

describe.each(["location-seo", "location-content"])(
  "GET /api/%s/{cityId} with a bad id",
  (route) => {
    it.each(["abc", "-1", "0", "1.5", "1e3"])(
      "refuses %j with 400 and the error shape",
      async (id) => {
        const { status, body } = await call(locationSeo, `/api/${route}/${id}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({
          ...errorShape,
          error: { message: "City id must be a positive whole number" },
        });
      },
    );

    it.each(["99999999", "999999999999999"])(
      "answers 404 Location not found for the unknown id %s",
      async (id) => {
        const { status, body } = await call(locationSeo, `/api/${route}/${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ error: { code: "not_found", message: "Location not found" } });
      },
    );
  },
);

describe("routing", () => {
  it.each([
    "/api/location-seo",
    "/api/location-seo/18/extra",
    "/api/location-content",
    "/api/location-seo-by-slug",
  ])("answers 404 for %s", async (path) => {
    const { status, body } = await call(locationSeo, path);
    expect(status).toBe(404);
    expect(body).toMatchObject(errorShape);
  });

  it.each(["POST", "PUT", "DELETE"])("refuses %s with 405 in the error shape", async (method) => {
    const { status, headers, body } = await call(locationSeo, "/api/location-seo/18", { method });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
    expect(body).toMatchObject(errorShape);
  });
});
