// npm start behind a proxy: Cloudflare's visitor location headers read in the shape of Netlify's
// context.geo, and nothing from what is not a country.
import { describe, expect, it } from "vitest";
import { proxyGeo } from "../../src/server/standalone/proxy-geo.ts";

const headers = (given: Record<string, string>) => (name: string) => given[name];

describe("proxyGeo", () => {
  it("reads country, region code, region and city", () => {
    expect(
      proxyGeo(
        headers({
          "cf-ipcountry": "IN",
          "cf-region-code": "MH",
          "cf-region": "Maharashtra",
          "cf-ipcity": "Pune",
        }),
      ),
    ).toEqual({
      country: { code: "IN" },
      subdivision: { code: "MH", name: "Maharashtra" },
      city: "Pune",
    });
  });

  it("takes a country alone, in any case", () => {
    expect(proxyGeo(headers({ "cf-ipcountry": " in " }))).toEqual({ country: { code: "IN" } });
  });

  it.each([
    ["no headers", {}],
    ["an unknown country (XX)", { "cf-ipcountry": "XX", "cf-ipcity": "Pune" }],
    ["Tor (T1)", { "cf-ipcountry": "T1" }],
    ["not a two-letter code", { "cf-ipcountry": "IND", "cf-ipcity": "Pune" }],
    ["a city without a country", { "cf-ipcity": "Pune" }],
  ])("gives nothing for %s", (_case, given: Record<string, string>) => {
    expect(proxyGeo(headers(given))).toEqual({});
  });
});
