import { describe, expect, it } from "vitest";
import {
  calendarDay,
  enquiriesApiPath,
  enquiriesExportPath,
  enquiryListFromQuery,
  enquiryListToQuery,
  INITIAL_ENQUIRY_LIST,
  isFiltered,
} from "../../src/islands/admin/enquiries/enquiry-list-query.ts";

const everything = {
  type: "quote" as const,
  status: "contacted" as const,
  from: "2026-11-01",
  to: "2026-11-30",
  city: "Pune",
  q: "zebra labels",
  page: 3,
  pageSize: 50,
};

describe("the enquiries inbox's address", () => {
  it("defaults to page 1 of 25, every enquiry", () => {
    expect(enquiryListFromQuery(new URLSearchParams())).toEqual(INITIAL_ENQUIRY_LIST);
    expect(enquiryListToQuery(INITIAL_ENQUIRY_LIST)).toBe("");
    expect(isFiltered(INITIAL_ENQUIRY_LIST)).toBe(false);
  });

  it("round-trips every filter in the API's own names", () => {
    const query = enquiryListToQuery(everything);
    expect(query).toBe(
      "?type=quote&status=contacted&from=2026-11-01&to=2026-11-30&city=Pune&q=zebra+labels&page=3&pageSize=50",
    );
    expect(enquiryListFromQuery(new URLSearchParams(query))).toEqual(everything);
    expect(isFiltered(everything)).toBe(true);
  });

  it.each([
    ["?type=order", { type: "" }],
    ["?status=archived", { status: "" }],
    ["?from=2026-02-30", { from: "" }],
    ["?to=30-11-2026", { to: "" }],
    ["?page=0", { page: 1 }],
    ["?page=2.5", { page: 1 }],
    ["?pageSize=10", { pageSize: 25 }],
    ["?pageSize=101", { pageSize: 25 }],
    ["?city=%20Delhi%20", { city: "Delhi" }],
    [`?city=${"y".repeat(150)}`, { city: "y".repeat(100) }],
    [`?q=${"x".repeat(150)}`, { q: "x".repeat(100) }],
  ])("corrects %s", (query, expected) => {
    expect(enquiryListFromQuery(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe("the enquiries API addresses", () => {
  it("asks for a page with its size always, filters only when set", () => {
    expect(enquiriesApiPath(INITIAL_ENQUIRY_LIST)).toBe("/api/admin/enquiries?page=1&pageSize=25");
    expect(enquiriesApiPath({ ...INITIAL_ENQUIRY_LIST, type: "driver", city: "  " })).toBe(
      "/api/admin/enquiries?type=driver&page=1&pageSize=25",
    );
  });

  it("exports the filtered list, every page of it", () => {
    expect(enquiriesExportPath(everything, "xlsx")).toBe(
      "/api/admin/enquiries/export?format=xlsx&type=quote&status=contacted&from=2026-11-01&to=2026-11-30&city=Pune&q=zebra+labels",
    );
    expect(enquiriesExportPath(INITIAL_ENQUIRY_LIST, "csv")).toBe(
      "/api/admin/enquiries/export?format=csv",
    );
  });
});

describe("calendarDay", () => {
  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2024-02-29", "2024-02-29"],
    ["2026-02-29", ""],
    ["2026-13-01", ""],
    ["2026-1-1", ""],
    ["", ""],
  ])("%s → %s", (value, expected) => {
    expect(calendarDay(value)).toBe(expected);
  });
});
