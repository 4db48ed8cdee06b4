// Where the visitor's location is kept (document 1 §4, §9) and the consent it depends on.
import { beforeEach, describe, expect, it } from "vitest";
import {
  ALL_ALLOWED,
  createConsentRecord,
  NONE_ALLOWED,
} from "../../src/lib/consent/consent-record.ts";
import { hasFunctionalConsent } from "../../src/lib/locations/consent.ts";
import { DEFAULT_LOCATION, locationLabel } from "../../src/lib/locations/location.ts";
import {
  clearLocation,
  DETECTED_MAX_AGE_MS,
  forgetDetectedLocation,
  readDetectedLocation,
  readManualLocation,
  saveDetectedLocation,
  saveManualLocation,
} from "../../src/lib/locations/location-storage.ts";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
const blocked = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const PUNE = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 867, name: "Pune", slug: "pune" },
};
const NOW = Date.parse("2026-11-23T10:00:00Z");
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe("a chosen location", () => {
  it("is saved under userLocation in document 1's shape, flagged by locationManuallySet", () => {
    saveManualLocation(storage, PUNE);
    expect(storage.items.get("locationManuallySet")).toBe("true");
    expect(JSON.parse(storage.items.get("userLocation")!)).toEqual(PUNE);
    expect(readManualLocation(storage)).toEqual(PUNE);
  });

  it("is forgotten by clearing, which removes both keys", () => {
    saveManualLocation(storage, PUNE);
    clearLocation(storage);
    expect([...storage.items.keys()]).toEqual([]);
    expect(readManualLocation(storage)).toBeNull();
  });

  it.each([
    ["no flag", () => storage.setItem("userLocation", JSON.stringify(PUNE))],
    [
      "a damaged value",
      () => (
        storage.setItem("locationManuallySet", "true"),
        storage.setItem("userLocation", "{oops")
      ),
    ],
    [
      "a value of another shape",
      () => (
        storage.setItem("locationManuallySet", "true"),
        storage.setItem("userLocation", '{"city":"Pune"}')
      ),
    ],
  ])("is not read from %s", (_case, arrange) => {
    arrange();
    expect(readManualLocation(storage)).toBeNull();
  });

  it("is neither read nor written where storage is blocked, without throwing", () => {
    expect(() => saveManualLocation(blocked, PUNE)).not.toThrow();
    expect(readManualLocation(blocked)).toBeNull();
    expect(() => clearLocation(blocked)).not.toThrow();
  });
});

describe("a detected location", () => {
  it("is reused for less than one hour", () => {
    saveDetectedLocation(storage, DEFAULT_LOCATION, NOW);
    expect(readDetectedLocation(storage, NOW + DETECTED_MAX_AGE_MS - 1)).toEqual(DEFAULT_LOCATION);
    expect(readDetectedLocation(storage, NOW + DETECTED_MAX_AGE_MS)).toBeNull();
    expect(readManualLocation(storage)).toBeNull();
  });

  it("is removed by forgetDetectedLocation, which leaves a chosen location alone", () => {
    saveDetectedLocation(storage, DEFAULT_LOCATION, NOW);
    forgetDetectedLocation(storage);
    expect(storage.items.has("userLocation")).toBe(false);
    saveManualLocation(storage, PUNE);
    forgetDetectedLocation(storage);
    expect(readManualLocation(storage)).toEqual(PUNE);
  });

  it("never counts a chosen location as a detected one", () => {
    saveManualLocation(storage, PUNE);
    expect(readDetectedLocation(storage, NOW)).toBeNull();
  });
});

describe("hasFunctionalConsent", () => {
  const record = (value: unknown) => storage.setItem("cookieConsent", JSON.stringify(value));
  const chose = (functional: boolean, at = NOW) =>
    createConsentRecord({ ...NONE_ALLOWED, performance: !functional, functional }, at);
  it.each([
    ["no record", undefined, false],
    ["functional allowed", chose(true), true],
    ["functional refused, performance allowed", chose(false), false],
    ["all refused", createConsentRecord(NONE_ALLOWED, NOW), false],
    ["all allowed", createConsentRecord(ALL_ALLOWED, NOW), true],
    ["allowed, expired", chose(true, NOW - 31_536_000_001), false],
    [
      "forged: accepted without a lifetime",
      { accepted: true, preferences: { functional: true } },
      false,
    ],
    ["a damaged record", "accepted", false],
  ])("is %s → %s", (_case, value, expected) => {
    if (value !== undefined) record(value);
    expect(hasFunctionalConsent(storage, NOW)).toBe(expected);
  });

  it("is false where storage is blocked", () => {
    expect(hasFunctionalConsent(blocked, NOW)).toBe(false);
  });
});

describe("locationLabel", () => {
  it.each([
    [PUNE, "Pune, Maharashtra, India"],
    [
      { country: { id: 237, name: "United States", code: "US" }, state: null, city: null },
      "United States",
    ],
    [
      {
        country: { id: 200, name: "Singapore", code: "SG" },
        state: { id: null, name: "Singapore" },
        city: { id: null, name: "Singapore" },
      },
      "Singapore",
    ],
  ])("names %j as %s", (place, label) => {
    expect(locationLabel(place)).toBe(label);
  });
});
