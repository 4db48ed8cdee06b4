import { describe, expect, it } from "vitest";
import { company } from "../../src/lib/company.ts";
import {
  DEFAULT_COORDINATES,
  DEFAULT_REGION,
  locationContentWording,
  locationJsonLd,
  locationPath,
  locationSeoWording,
  placeLabel,
  type Place,
} from "../../src/lib/locations/location-wording.ts";

const mumbai: Place = {
  city: "Mumbai",
  state: "Maharashtra",
  country: "India",
  slug: "mumbai",
  state_code: "MH",
  country_code: "IN",
  latitude: 19.076,
  longitude: 72.8777,
};

describe("placeLabel", () => {
  it.each([
    [mumbai, "Mumbai, Maharashtra, India"],
    [
      { city: "Houston", state: "Texas", country: "United States" },
      "Houston, Texas, United States",
    ],
    [{ city: "Mumbai", state: "", country: "India" }, "Mumbai, India"],
  ])("names %j as %j", (place, expected) => {
    expect(placeLabel(place)).toBe(expected);
  });
});

describe("locationSeoWording", () => {
  it("titles the page with the city, state and company name", () => {
    expect(locationSeoWording(mumbai)).toEqual({
      title: `Barcode Printers, Scanners & RFID in Mumbai, Maharashtra | ${company.name}`,
      description: expect.stringContaining("in Mumbai, Maharashtra"),
      keywords: expect.stringContaining("barcode printer Mumbai"),
      location: "Mumbai, Maharashtra, India",
      h1: "Barcode Printers, Scanners & RFID Solutions in Mumbai",
    });
  });

  it("keeps the description within what search engines show", () => {
    expect(locationSeoWording(mumbai).description.length).toBeLessThanOrEqual(200);
  });
});

describe("locationContentWording", () => {
  it("fills all ten headings, each naming the city or its state", () => {
    const content = locationContentWording(mumbai);
    expect(Object.keys(content)).toEqual([
      "banner_title",
      "banner_subtitle",
      "hero_title",
      "hero_subtitle",
      "services_title",
      "services_subtitle",
      "contact_title",
      "contact_subtitle",
      "testimonials_title",
      "testimonials_subtitle",
    ]);
    for (const text of Object.values(content)) expect(text).toMatch(/Mumbai|Maharashtra/);
    expect(content.hero_title).toBe("Your Barcode Partner in Mumbai");
  });
});

describe("locationPath", () => {
  it.each([
    ["mumbai", "/location/mumbai"],
    ["aurangabad-bihar", "/location/aurangabad-bihar"],
  ])("puts %j under /location/", (slug, expected) => {
    expect(locationPath(slug)).toBe(expected);
  });
});

describe("locationJsonLd", () => {
  it("describes the business in the city at the city's coordinates", () => {
    expect(locationJsonLd(mumbai, { siteUrl: "https://example.in/any/page" })).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: `${company.name} - Mumbai`,
      url: "https://example.in/location/mumbai",
      address: { addressLocality: "Mumbai", addressRegion: "MH", addressCountry: "IN" },
      geo: { "@type": "GeoCoordinates", latitude: 19.076, longitude: 72.8777 },
      areaServed: { "@type": "City", name: "Mumbai" },
      openingHours: "Mo-Fr 09:00-18:00",
    });
  });

  it("uses the given description, else the generated one", () => {
    expect(locationJsonLd(mumbai, { description: "Own text" })).toMatchObject({
      description: "Own text",
    });
    expect(locationJsonLd(mumbai)).toMatchObject({
      description: locationSeoWording(mumbai).description,
    });
  });

  it.each([
    ["no coordinates", { latitude: null, longitude: null }],
    ["half the coordinates", { latitude: 19.076, longitude: null }],
  ])("falls back to New Delhi's coordinates with %s", (_case, coordinates) => {
    const data = locationJsonLd({ ...mumbai, ...coordinates });
    expect(data).toMatchObject({
      geo: { latitude: DEFAULT_COORDINATES.latitude, longitude: DEFAULT_COORDINATES.longitude },
    });
    expect(DEFAULT_COORDINATES).toEqual({ latitude: 28.6139, longitude: 77.209 });
  });

  it("falls back to region DL and country IN, and leaves out the url without a site or slug", () => {
    const data = locationJsonLd({
      city: "Somewhere",
      state: "Nowhere",
      country: "India",
      state_code: null,
    });
    expect(DEFAULT_REGION).toBe("DL");
    expect(data).toMatchObject({ address: { addressRegion: "DL", addressCountry: "IN" } });
    expect(data).not.toHaveProperty("url");
  });
});
