// The checks of the API answers the public islands read (location, search, jobs, drivers): an
// answer as the API gives it passes, cut to what the page uses; a changed answer is refused with
// the place that changed.
import { describe, expect, it } from "vitest";
import { ResponseShapeError, type Check } from "../../src/lib/response-checks.ts";
import { checkDriverList } from "../../src/lib/drivers/drivers.ts";
import { checkJobList } from "../../src/lib/jobs/jobs.ts";
import {
  checkCitySearchHits,
  checkCountries,
  checkDirectoryRows,
  checkNetworkSummary,
} from "../../src/lib/locations/location-responses.ts";
import { checkDetection, checkPlace } from "../../src/lib/locations/location.ts";
import { checkSearchProducts, checkSuggestions } from "../../src/lib/search/search-responses.ts";

const PUNE = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 867, name: "Pune", slug: "pune" },
};
// A city search hit also carries the city's label: its name, or "Official (Other name)".
const PUNE_HIT = { ...PUNE, city: { ...PUNE.city, label: "Pune" } };
const BENGALURU_HIT = {
  ...PUNE,
  state: { id: 17, name: "Karnataka" },
  city: { id: 5, name: "Bengaluru", slug: "bengaluru", label: "Bengaluru (Bangalore)" },
};
const JOB = {
  id: 3,
  slug: "service-engineer",
  title: "Service Engineer",
  company: "Acme",
  location: "Pune",
  description: "Repairs printers",
  job_type: "full-time",
  experience_level: "mid",
  salary_range: null,
  featured: false,
  views: 12,
  created_at: "2026-11-01T10:00:00.000Z",
};
const DRIVER = {
  id: 7,
  name: "ZDesigner",
  version: "10.1",
  category: "printer",
  operatingSystem: "windows",
  fileSize: "25 MB",
  description: "Printer driver",
  downloadUrl: "/api/drivers/7/download",
  releaseDate: "2025-01-15",
  compatibility: null,
  fileName: "zd.exe",
};
const PRODUCT = {
  id: 12,
  slug: "zebra-zt230",
  name: "Zebra ZT230",
  shortDescription: null,
  image: "/images/zt230.webp",
  price: 52000,
  category: "barcode-printers",
  category_display_name: "Barcode Printers",
};

describe("answers as the API gives them", () => {
  it.each<[string, Check<unknown>, unknown, unknown]>([
    ["a detected place", checkDetection, { location: PUNE }, { location: PUNE }],
    ["no detected place", checkDetection, { location: null }, { location: null }],
    [
      "a place known only by country",
      checkPlace,
      { country: { id: null, name: "Nepal", code: "NP" }, state: null, city: null },
      { country: { id: null, name: "Nepal", code: "NP" }, state: null, city: null },
    ],
    [
      "countries, without their extra columns",
      checkCountries,
      [{ id: 101, name: "India", sortname: "IN", phonecode: 91 }],
      [{ id: 101, name: "India", sortname: "IN" }],
    ],
    ["a city search hit", checkCitySearchHits, [PUNE_HIT], [PUNE_HIT]],
    ["a city found by another name", checkCitySearchHits, [BENGALURU_HIT], [BENGALURU_HIT]],
    [
      "a directory row",
      checkDirectoryRows,
      [
        {
          country_id: 101,
          country_name: "India",
          country_code: "IN",
          state_id: 21,
          state_name: "Maharashtra",
          city_id: 867,
          city_name: "Pune",
          city_slug: "pune",
        },
      ],
      [
        {
          country_id: 101,
          country_name: "India",
          country_code: "IN",
          state_id: 21,
          state_name: "Maharashtra",
          city_id: 867,
          city_name: "Pune",
          city_slug: "pune",
        },
      ],
    ],
    [
      "the network counts",
      checkNetworkSummary,
      { totals: { countries: 2, states: 5, cities: 40 }, countries: [] },
      { totals: { countries: 2, states: 5, cities: 40 } },
    ],
    [
      "a suggestion without a category display name",
      checkSuggestions,
      [{ name: "Zebra ZT230", slug: "zebra-zt230", brand: null, category: "barcode-printers" }],
      [{ name: "Zebra ZT230", slug: "zebra-zt230", brand: null, category: "barcode-printers" }],
    ],
    ["a product with a numeric price", checkSearchProducts, [PRODUCT], [PRODUCT]],
    [
      "a product whose price and id come as text (numeric and bigint columns)",
      checkSearchProducts,
      [{ ...PRODUCT, id: "12", price: "52000.00" }],
      [{ ...PRODUCT, id: "12", price: 52000 }],
    ],
    [
      "a product without a price",
      checkSearchProducts,
      [{ ...PRODUCT, price: "" }],
      [{ ...PRODUCT, price: null }],
    ],
    [
      "jobs, cut to what a card shows",
      checkJobList,
      { jobs: [{ ...JOB, requirements: "…", status: "active" }], pagination: { page: 1 } },
      { jobs: [JOB] },
    ],
    ["drivers", checkDriverList, [DRIVER], [DRIVER]],
  ])("%s", (_, check, answer, expected) => {
    expect(check(answer)).toEqual(expected);
  });
});

describe("changed answers", () => {
  it.each<[string, Check<unknown>, unknown, string]>([
    ["a place without a country", checkDetection, { location: {} }, "answer.location.country"],
    [
      "a country code as a number",
      checkPlace,
      { ...PUNE, country: { id: 101, name: "India", code: 356 } },
      "answer.country.code should be a string",
    ],
    ["countries as an object", checkCountries, { countries: [] }, "answer should be a list"],
    [
      "a city search hit without its state",
      checkCitySearchHits,
      [{ ...PUNE_HIT, state: null }],
      "answer[0].state should be an object",
    ],
    [
      "a city search hit without its label",
      checkCitySearchHits,
      [PUNE],
      "answer[0].city.label should be a string",
    ],
    [
      "a suggestion without a slug",
      checkSuggestions,
      [{ name: "Zebra ZT230", brand: null, category: "barcode-printers" }],
      "answer[0].slug should be a string",
    ],
    [
      "a product with a price of true",
      checkSearchProducts,
      [{ ...PRODUCT, price: true }],
      "answer[0].price should be a number",
    ],
    [
      "a job of an unknown type",
      checkJobList,
      { jobs: [{ ...JOB, job_type: "gig" }] },
      "answer.jobs[0].job_type should be one of full-time, part-time, contract, internship",
    ],
    [
      "a driver for an unknown system",
      checkDriverList,
      [DRIVER, { ...DRIVER, operatingSystem: "beos" }],
      "answer[1].operatingSystem should be one of windows, macos, linux, android, ios",
    ],
  ])("%s is refused", (_, check, answer, message) => {
    expect(() => check(answer)).toThrow(ResponseShapeError);
    expect(() => check(answer)).toThrow(message);
  });
});
