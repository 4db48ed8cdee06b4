import { describe, expect, it } from "vitest";
import locations from "../../netlify/functions/locations.mts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

interface SearchHit {
  city: { id: number; name: string; slug: string; alias: string | null; label: string };
  state: { id: number; name: string };
  country: { id: number; name: string; code: string };
}

const search = async (query: string) => call(locations, `/api/locations/search?${query}`);
const hits = async (q: string) =>
  (await search(`q=${encodeURIComponent(q)}&type=cities`)).body as SearchHit[];
const folded = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const isAlphabetical = (names: string[]) =>
  names.every((name, i) => i === 0 || folded(names[i - 1]!) <= folded(name));

describe("GET /api/locations/countries", () => {
  it("answers every country alphabetically, with its ISO code as sortname and phone code", async () => {
    const { status, headers, body } = await call(locations, "/api/locations/countries");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=3600/);
    const countries = body as {
      id: number;
      name: string;
      sortname: string;
      phone_code: string | null;
    }[];
    expect(countries).toHaveLength(await countOf(sql`select count(*)::int as n from countries`));
    expect(countries.find((c) => c.id === 101)).toEqual({
      id: 101,
      name: "India",
      sortname: "IN",
      phone_code: "91",
    });
    expect(isAlphabetical(countries.map((c) => c.name))).toBe(true);
    expect(countries[1]!.name).toBe("Åland Islands");
  });
});

describe("GET /api/locations/states/{countryId}", () => {
  it("answers India's 36 states and union territories alphabetically, Delhi among them", async () => {
    const { status, body } = await call(locations, "/api/locations/states/101");
    expect(status).toBe(200);
    const states = body as { id: number; name: string; country_id: number; country: string }[];
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({
      id: 9,
      name: "Delhi",
      code: "DL",
      country_id: 101,
      country: "India",
    });
    expect(isAlphabetical(states.map((s) => s.name))).toBe(true);
  });

  it("answers an empty list for a known country without states", async () => {
    const { status, body } = await call(locations, "/api/locations/states/1");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("GET /api/locations/cities/{stateId}", () => {
  it("answers Delhi's cities alphabetically with their slugs, state and country", async () => {
    const { status, body } = await call(locations, "/api/locations/cities/9");
    expect(status).toBe(200);
    const cities = body as { id: number; name: string }[];
    expect(cities).toHaveLength(
      await countOf(sql`select count(*)::int as n from cities where state_id = 9`),
    );
    expect(cities).toContainEqual({
      id: 18,
      name: "New Delhi",
      slug: "new-delhi",
      state_id: 9,
      state: "Delhi",
      country_id: 101,
      country: "India",
    });
    expect(isAlphabetical(cities.map((c) => c.name))).toBe(true);
  });
});

describe("GET /api/locations/city/{id}", () => {
  it("answers Mumbai with its state, country, codes and coordinates", async () => {
    const { status, body } = await call(locations, "/api/locations/city/859");
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 859,
      city: "Mumbai",
      slug: "mumbai",
      state_id: 21,
      state: "Maharashtra",
      state_code: "MH",
      country_id: 101,
      country: "India",
      country_code: "IN",
      latitude: 19.076,
      longitude: 72.8777,
    });
  });
});

describe.each([
  ["states", "Country", "Country not found"],
  ["cities", "State", "State not found"],
  ["city", "City", "City not found"],
])("GET /api/locations/%s/{id} with a bad id", (route, what, notFound) => {
  it.each(["abc", "-1", "0", "1.5", "01", "1e3", "%20"])(
    "refuses %j with 400 and the error shape",
    async (id) => {
      const { status, body } = await call(locations, `/api/locations/${route}/${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject(errorShape);
      expect(body).toMatchObject({
        error: { message: `${what} id must be a positive whole number` },
      });
    },
  );

  it.each(["99999999", "99999999999", "999999999999999"])(
    "answers 404 %j for the unknown id %s",
    async (id) => {
      const { status, body } = await call(locations, `/api/locations/${route}/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: "not_found", message: notFound } });
    },
  );
});

describe("GET /api/locations/search", () => {
  it.each([
    ["pun", 867, "Pune"],
    ["mumb", 859, "Mumbai"],
    ["new d", 18, "New Delhi"],
    ["NEW DELHI", 18, "New Delhi"],
    ["Púne", 867, "Pune"],
    ["  pune  ", 867, "Pune"],
    ["delhi", 18, "New Delhi"],
    ["mumbia", 859, "Mumbai"],
  ])("finds %j with %s (%s) first", async (q, id, name) => {
    expect((await hits(q))[0]!.city).toMatchObject({ id, name });
  });

  it.each([
    ["Bangalore", 1530, "Bengaluru (Bangalore)"],
    ["bang", 1530, "Bengaluru (Bangalore)"],
    ["Banglore", 1530, "Bengaluru (Bangalore)"],
    ["Bombay", 859, "Mumbai (Bombay)"],
    ["bomb", 859, "Mumbai (Bombay)"],
    ["Madras", 2138, "Chennai (Madras)"],
    ["Calcutta", 2462, "Kolkata (Calcutta)"],
    ["Culcutta", 2462, "Kolkata (Calcutta)"],
    ["Gurgaon", 1398, "Gurugram (Gurgaon)"],
    ["Gurgoan", 1398, "Gurugram (Gurgaon)"],
    ["Poona", 867, "Pune (Poona)"],
    ["Baroda", 1357, "Vadodara (Baroda)"],
    ["Trivandrum", 1600, "Thiruvananthapuram (Trivandrum)"],
    ["Cochin", 1606, "Kochi (Cochin)"],
    ["Mysore", 1533, "Mysuru (Mysore)"],
    ["Vizag", 1011, "Visakhapatnam (Vizag)"],
    ["Benares", 2385, "Varanasi (Benares)"],
    ["Allahabad", 2307, "Prayagraj (Allahabad)"],
    ["Bengaluru", 1530, "Bengaluru"],
  ])("finds %j by the names people use: %s first, shown as %j", async (q, id, label) => {
    expect((await hits(q))[0]!.city).toMatchObject({ id, label });
  });

  it("answers a city once, by its official name when that matches as well as an alias", async () => {
    const found = await hits("mum");
    expect(found.filter((hit) => hit.city.id === 859)).toHaveLength(1);
    expect(found[0]!.city).toMatchObject({ id: 859, alias: null, label: "Mumbai" });
  });

  it("answers each hit with its city, state and country, to fill all three selectors", async () => {
    const { status, headers, body } = await search("q=pune&type=cities");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=300/);
    expect((body as SearchHit[])[0]).toEqual({
      city: { id: 867, name: "Pune", slug: "pune", alias: null, label: "Pune" },
      state: { id: 21, name: "Maharashtra" },
      country: { id: 101, name: "India", code: "IN" },
    });
  });

  it("puts names starting with the term before names containing it, and served cities first", async () => {
    const names = (await hits("pun")).map((hit) => hit.city.name);
    expect(names.slice(0, 4)).toEqual(["Pune", "Punalur", "Punganur", "Punjabi Bagh"]);
    expect(names).toContain("Tripunithura");
    expect(names.indexOf("Tripunithura")).toBeGreaterThan(names.indexOf("Punjabi Bagh"));
  });

  it("defaults type to cities and answers at most 20 hits, or the limit asked for", async () => {
    expect(((await search("q=de")).body as SearchHit[]).length).toBe(20);
    expect(((await search("q=de&limit=5")).body as SearchHit[]).length).toBe(5);
  });

  it.each([
    ["a 1-character term", "q=p&type=cities", "Search needs at least 2 characters"],
    ["a blank term", "q=%20%20%20&type=cities", "Search needs at least 2 characters"],
    ["no term", "type=cities", "Search needs at least 2 characters"],
    ["a 500-character term", `q=${"a".repeat(500)}`, "Search must be at most 100 characters"],
    ["type states", "q=delhi&type=states", "type must be cities"],
    ["a limit of 0", "q=delhi&limit=0", "limit must be between 1 and 100"],
  ])("refuses %s with 400 and the spec's message", async (_case, query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: "invalid_request", message } });
  });

  it.each([
    "%",
    "%%",
    "__",
    "_u",
    "'; drop table cities; --",
    "\\",
    "pu%e",
    "दिल्ली",
    "🙂🙂",
    "\u0000\u0000pu",
    "a\u0301b",
  ])("answers %j with 200 or 400, never 500, and treats wildcards literally", async (q) => {
    const { status, body } = await search(`q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(status);
    if (status === 200 && /[%_]/.test(q)) expect(body).toEqual([]);
    if (status === 400) expect(body).toMatchObject(errorShape);
  });

  it("still has its cities table after a quote-laden term", async () => {
    expect(await countOf(sql`select count(*)::int as n from cities`)).toBeGreaterThan(1500);
  });
});

describe("routing", () => {
  it.each([
    "/api/locations",
    "/api/locations/unknown",
    "/api/locations/states",
    "/api/locations/states/101/extra",
  ])("answers 404 for %s", async (path) => {
    const { status, body } = await call(locations, path);
    expect(status).toBe(404);
    expect(body).toMatchObject(errorShape);
  });

  it.each(["POST", "PUT", "DELETE"])("refuses %s with 405 in the error shape", async (method) => {
    const { status, headers, body } = await call(locations, "/api/locations/countries", { method });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
    expect(body).toMatchObject(errorShape);
  });
});
