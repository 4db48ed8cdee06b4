// GET /api/locations/detect: the platform's geolocation of the request (Netlify's context.geo), or
// the browser's position, mapped to our countries, states and cities (document 1 §4).
import type { Context } from "@netlify/functions";
import { describe, expect, it } from "vitest";
import locations from "../../netlify/functions/locations.mts";
import { call, errorShape, fakeContext } from "../support/api.ts";

const INDIA = { id: 101, name: "India", code: "IN" };
const MAHARASHTRA = { id: 21, name: "Maharashtra" };
const PUNE = { id: 867, name: "Pune", slug: "pune" };

async function detectWithGeo(geo: unknown) {
  const context = { ...fakeContext(), geo } as unknown as Context;
  const response = await locations(
    new Request("http://localhost:8888/api/locations/detect"),
    context,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

describe("GET /api/locations/detect from the platform's geolocation", () => {
  it.each([
    [
      "country, subdivision code and city",
      {
        country: { code: "IN", name: "India" },
        subdivision: { code: "MH", name: "Maharashtra" },
        city: "Pune",
      },
      { country: INDIA, state: MAHARASHTRA, city: PUNE },
    ],
    [
      "names in another case, the subdivision known by name only",
      { country: { code: "in" }, subdivision: { code: "XX", name: "MAHARASHTRA" }, city: "pune" },
      { country: INDIA, state: MAHARASHTRA, city: PUNE },
    ],
    [
      "a city in another state than the platform named: the city's own state",
      { country: { code: "IN" }, subdivision: { code: "DL", name: "Delhi" }, city: "Mumbai" },
      { country: INDIA, state: MAHARASHTRA, city: { id: 859, name: "Mumbai", slug: "mumbai" } },
    ],
    [
      "a city name two states hold: the one in the named state",
      { country: { code: "IN" }, subdivision: { code: "DL", name: "Delhi" }, city: "Dwarka" },
      {
        country: INDIA,
        state: { id: 9, name: "Delhi" },
        city: { id: 1270, name: "Dwarka", slug: "dwarka-delhi" },
      },
    ],
    [
      "a state known and a city not: the state only",
      { country: { code: "IN" }, subdivision: { code: "MH" }, city: "Nowhere Nagar" },
      { country: INDIA, state: MAHARASHTRA, city: null },
    ],
    [
      "the local runtime's mock (San Francisco, California): the country only",
      {
        city: "San Francisco",
        country: { code: "US", name: "United States" },
        subdivision: { code: "CA", name: "California" },
        latitude: 0,
        longitude: 0,
        timezone: "UTC",
      },
      { country: { id: 237, name: "United States", code: "US" }, state: null, city: null },
    ],
  ])("maps %s", async (_case, geo, location) => {
    const { status, headers, body } = await detectWithGeo(geo);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ location });
  });

  it.each([
    ["no geolocation at all", {}],
    ["an unknown country code", { country: { code: "ZZ", name: "Nowhere" }, city: "Pune" }],
    ["a malformed country code", { country: { code: "IND" }, city: "Pune" }],
    ["parts of the wrong type", { country: "IN", subdivision: 7, city: { name: "Pune" } }],
    ["a missing context.geo", undefined],
  ])("answers location null for %s", async (_case, geo) => {
    const { status, body } = await detectWithGeo(geo);
    expect(status).toBe(200);
    expect(body).toEqual({ location: null });
  });
});

describe("GET /api/locations/detect?lat=&lng= from the browser's position", () => {
  it.each([
    ["Pune's own coordinates", "18.5204", "73.8567", PUNE],
    ["a point 5 km from Pune", "18.55", "73.87", PUNE],
    ["Mumbai, with spaces", " 19.07 ", "72.88", { id: 859, name: "Mumbai", slug: "mumbai" }],
  ])("answers the nearest city for %s", async (_case, lat, lng, city) => {
    const { status, body } = await call(
      locations,
      `/api/locations/detect?lat=${encodeURIComponent(lat)}&lng=${lng}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ location: { country: INDIA, city } });
  });

  it("answers location null far from every city (the middle of the Indian Ocean)", async () => {
    const { status, body } = await call(locations, "/api/locations/detect?lat=-10&lng=75");
    expect(status).toBe(200);
    expect(body).toEqual({ location: null });
  });

  it.each([
    ["lat=18.5", "lat and lng must be given together"],
    ["lng=73.8", "lat and lng must be given together"],
    ["lat=91&lng=73", "lat must be a number between -90 and 90"],
    ["lat=18&lng=-180.5", "lng must be a number between -180 and 180"],
    ["lat=abc&lng=73", "lat must be a number between -90 and 90"],
    ["lat=1e2&lng=73", "lat must be a number between -90 and 90"],
    ["lat=&lng=", "lat must be a number between -90 and 90"],
  ])("refuses ?%s with 400: %s", async (query, message) => {
    const { status, body } = await call(locations, `/api/locations/detect?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect((body as { error: { message: string } }).error.message).toBe(message);
  });

  it("answers 405 to a POST", async () => {
    const { status, headers } = await call(locations, "/api/locations/detect", { method: "POST" });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
  });
});
