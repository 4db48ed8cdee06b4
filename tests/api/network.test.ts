import { describe, expect, it } from "vitest";
import network from "../../netlify/functions/network.mts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();

interface DirectoryRow {
  country_id: number;
  country_name: string;
  country_code: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
  city_slug: string;
}

interface Summary {
  countries: {
    country_id: number;
    country_name: string;
    country_code: string;
    state_count: number;
    city_count: number;
  }[];
  totals: { countries: number; states: number; cities: number };
}

const count = async (table: "states" | "cities") =>
  (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`)[0]!.n;

describe("GET /api/network/all-locations", () => {
  it("answers every city once, with its state, country and slug", async () => {
    const { status, headers, body } = await call(network, "/api/network/all-locations");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=3600/);
    const rows = body as DirectoryRow[];
    expect(rows).toHaveLength(await count("cities"));
    expect(new Set(rows.map((row) => row.city_id)).size).toBe(rows.length);
    expect(rows).toContainEqual({
      country_id: 101,
      country_name: "India",
      country_code: "IN",
      state_id: 9,
      state_name: "Delhi",
      city_id: 18,
      city_name: "New Delhi",
      city_slug: "new-delhi",
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        city_id: 1,
        city_name: "Houston",
        state_name: "Texas",
        country_code: "US",
      }),
    );
  });

  it("orders the rows by country, then state, then city", async () => {
    const rows = (await call(network, "/api/network/all-locations")).body as DirectoryRow[];
    const keys = rows.map((row) =>
      [row.country_name, row.state_name, row.city_name]
        .map((name) => name.toLowerCase())
        .join("\u0000"),
    );
    expect(keys).toEqual([...keys].sort());
    expect(rows[0]!.country_name).toBe("India");
    expect(rows.at(-1)!.country_name).toBe("United States");
  });
});

describe("GET /api/network/countries-summary", () => {
  it("counts the states and cities of each country that has states, matching the database", async () => {
    const { status, headers, body } = await call(network, "/api/network/countries-summary");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public, max-age=3600/);
    const summary = body as Summary;
    expect(summary.countries).toEqual([
      {
        country_id: 101,
        country_name: "India",
        country_code: "IN",
        state_count: 36,
        city_count: (await count("cities")) - 2,
      },
      {
        country_id: 237,
        country_name: "United States",
        country_code: "US",
        state_count: 2,
        city_count: 2,
      },
    ]);
    expect(summary.totals).toEqual({
      countries: 2,
      states: await count("states"),
      cities: await count("cities"),
    });
  });

  it("agrees with the directory rows", async () => {
    const rows = (await call(network, "/api/network/all-locations")).body as DirectoryRow[];
    const summary = (await call(network, "/api/network/countries-summary")).body as Summary;
    for (const country of summary.countries) {
      const own = rows.filter((row) => row.country_id === country.country_id);
      expect(own).toHaveLength(country.city_count);
      expect(new Set(own.map((row) => row.state_id)).size).toBe(country.state_count);
    }
  });
});

describe("routing", () => {
  it.each(["/api/network", "/api/network/unknown", "/api/network/all-locations/1"])(
    "answers 404 for %s",
    async (path) => {
      const { status, body } = await call(network, path);
      expect(status).toBe(404);
      expect(body).toMatchObject(errorShape);
    },
  );

  it.each([
    ["POST", "/api/network/all-locations"],
    ["DELETE", "/api/network/countries-summary"],
  ])("refuses %s %s with 405 in the error shape", async (method, path) => {
    const { status, headers, body } = await call(network, path, { method });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
    expect(body).toMatchObject(errorShape);
  });
});
