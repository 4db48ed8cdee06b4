// The drivers page's pure pieces: filtering, ?category=, dates (document 2 §2.4).
import { describe, expect, it } from "vitest";
import {
  categoryFromQuery,
  filterDrivers,
  formatReleaseDate,
  NO_FILTERS,
  type Driver,
} from "../../src/lib/drivers/drivers.ts";

const driver = (overrides: Partial<Driver>): Driver => ({
  id: 1,
  name: "Driver",
  version: "1.0",
  category: "printer",
  operatingSystem: "windows",
  fileSize: null,
  description: "",
  downloadUrl: "/api/drivers/1/download",
  releaseDate: null,
  compatibility: null,
  fileName: null,
  ...overrides,
});

const DRIVERS = [
  driver({ id: 1, name: "ZDesigner Printer Driver", compatibility: "Zebra ZD421, ZT411" }),
  driver({ id: 2, name: "TSC CUPS Driver", operatingSystem: "macos", version: "1.2.8" }),
  driver({ id: 3, name: "Scanner SDK", category: "scanner", operatingSystem: "linux" }),
  driver({ id: 4, name: "123Scan", category: "utility", description: "Configure Zebra scanners" }),
];
const ids = (list: Driver[]) => list.map((item) => item.id);

describe("filterDrivers", () => {
  it.each([
    ["no filters", NO_FILTERS, [1, 2, 3, 4]],
    ["a category", { ...NO_FILTERS, category: "scanner" as const }, [3]],
    ["a system", { ...NO_FILTERS, operatingSystem: "windows" as const }, [1, 4]],
    [
      "both",
      { ...NO_FILTERS, category: "printer" as const, operatingSystem: "macos" as const },
      [2],
    ],
    ["a name word, any case", { ...NO_FILTERS, search: "zdesigner" }, [1]],
    ["a model in the compatibility", { ...NO_FILTERS, search: "zt411" }, [1]],
    ["a version", { ...NO_FILTERS, search: "1.2.8" }, [2]],
    ["words anywhere, in any order", { ...NO_FILTERS, search: "  scanners zebra " }, [4]],
    [
      "search and filter together",
      { ...NO_FILTERS, search: "zebra", category: "utility" as const },
      [4],
    ],
    ["nothing matching", { ...NO_FILTERS, search: "fax" }, []],
  ])("by %s", (_label, filters, expected) => {
    expect(ids(filterDrivers(DRIVERS, filters))).toEqual(expected);
  });
});

describe("categoryFromQuery", () => {
  it.each([
    ["?category=scanner", "scanner"],
    ["?category=Printer", "printer"],
    ["?category=utility&x=1", "utility"],
    ["?category=printers", "all"],
    ["?category=", "all"],
    ["?category=all", "all"],
    ["", "all"],
    ["?os=windows", "all"],
  ])("%j → %s", (search, expected) => {
    expect(categoryFromQuery(search)).toBe(expected);
  });
});

describe("formatReleaseDate", () => {
  it.each([
    ["2025-01-15", "15 Jan 2025"],
    ["2024-12-31", "31 Dec 2024"],
    ["soon", "soon"],
  ])("%s → %s", (date, expected) => {
    expect(formatReleaseDate(date)).toBe(expected);
  });
});
