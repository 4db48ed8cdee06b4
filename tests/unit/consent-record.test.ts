// The consent record (document 1 §3, §4, §9): one year of validity, then cleared; stored values
// that are garbled or forged count as no choice at all, so the banner asks again.
import { describe, expect, it } from "vitest";
import {
  ALL_ALLOWED,
  allows,
  CONSENT_VALIDITY_MS,
  createConsentRecord,
  newestRecord,
  NONE_ALLOWED,
  parseConsentRecord,
} from "../../src/lib/consent/consent-record.ts";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;

describe("createConsentRecord", () => {
  it("lasts exactly one year (31,536,000,000 ms)", () => {
    const record = createConsentRecord(ALL_ALLOWED, NOW);
    expect(CONSENT_VALIDITY_MS).toBe(31_536_000_000);
    expect(record).toEqual({
      accepted: true,
      timestamp: NOW,
      expires: NOW + 31_536_000_000,
      preferences: ALL_ALLOWED,
    });
  });

  it.each([
    ["everything rejected", NONE_ALLOWED, false],
    ["only functional", { ...NONE_ALLOWED, functional: true }, true],
    ["everything allowed", ALL_ALLOWED, true],
  ])("sets accepted from the categories: %s", (_case, preferences, accepted) => {
    expect(createConsentRecord(preferences, NOW).accepted).toBe(accepted);
  });

  it("keeps essential on whatever it is given", () => {
    const forced = { ...NONE_ALLOWED, essential: false } as unknown as typeof NONE_ALLOWED;
    expect(createConsentRecord(forced, NOW).preferences.essential).toBe(true);
  });
});

describe("parseConsentRecord", () => {
  const good = createConsentRecord({ ...NONE_ALLOWED, performance: true }, NOW);

  it("reads back what was stored, as text or as a value", () => {
    expect(parseConsentRecord(JSON.stringify(good), NOW)).toEqual(good);
    expect(parseConsentRecord(good, NOW + 100 * DAY)).toEqual(good);
  });

  it("holds until the last millisecond of the year, then is gone", () => {
    expect(parseConsentRecord(good, good.expires - 1)).toEqual(good);
    expect(parseConsentRecord(good, good.expires)).toBeNull();
    expect(parseConsentRecord(good, NOW + 366 * DAY)).toBeNull();
  });

  const garbled: [string, unknown][] = [
    ["nothing", null],
    ["an empty string", ""],
    ["broken JSON", '{"accepted":true'],
    ["the word true", "true"],
    ["a number", 42],
    ["an array", [good]],
    ["accepted as text", { ...good, accepted: "true" }],
    ["no timestamp", { ...good, timestamp: undefined }],
    ["a timestamp as text", { ...good, timestamp: String(NOW) }],
    [
      "a fractional time",
      { ...good, timestamp: NOW + 0.5, expires: NOW + 0.5 + CONSENT_VALIDITY_MS },
    ],
    ["no preferences", { ...good, preferences: undefined }],
    ["essential switched off", { ...good, preferences: { ...good.preferences, essential: false } }],
    ["a category as text", { ...good, preferences: { ...good.preferences, targeting: "no" } }],
    [
      "a category missing",
      { ...good, preferences: { essential: true, performance: true, functional: false } },
    ],
  ];
  it.each(garbled)("treats %s as no choice", (_case, stored) => {
    expect(parseConsentRecord(stored, NOW)).toBeNull();
  });

  const forged: [string, unknown][] = [
    ["an expiry ten years out", { ...good, expires: good.timestamp + 10 * CONSENT_VALIDITY_MS }],
    ["an expiry shortened", { ...good, expires: good.timestamp + DAY }],
    ["a timestamp in the future", createConsentRecord(ALL_ALLOWED, NOW + 30 * DAY)],
    ["accepted false with a category on", { ...good, accepted: false }],
    [
      "accepted true with every category off",
      { ...createConsentRecord(NONE_ALLOWED, NOW), accepted: true },
    ],
  ];
  it.each(forged)("treats a forged record as no choice: %s", (_case, stored) => {
    expect(parseConsentRecord(JSON.stringify(stored), NOW)).toBeNull();
  });

  it("tolerates a clock a few hours behind the one that stored the choice", () => {
    const stored = createConsentRecord(ALL_ALLOWED, NOW + 3 * 60 * 60 * 1000);
    expect(parseConsentRecord(stored, NOW)).toEqual(stored);
  });

  it("ignores extra fields someone added", () => {
    expect(parseConsentRecord({ ...good, admin: true }, NOW)).toEqual(good);
  });
});

describe("allows", () => {
  it("always allows essential, even with no choice", () => {
    expect(allows(null, "essential")).toBe(true);
    expect(allows(createConsentRecord(NONE_ALLOWED, NOW), "essential")).toBe(true);
  });

  it("allows nothing optional without a choice", () => {
    expect(allows(null, "performance")).toBe(false);
    expect(allows(null, "functional")).toBe(false);
    expect(allows(null, "targeting")).toBe(false);
  });

  it("follows the choice per category", () => {
    const record = createConsentRecord({ ...NONE_ALLOWED, functional: true }, NOW);
    expect(allows(record, "functional")).toBe(true);
    expect(allows(record, "performance")).toBe(false);
  });
});

describe("newestRecord", () => {
  it("picks the most recent valid reading", () => {
    const older = createConsentRecord(ALL_ALLOWED, NOW - DAY);
    const newer = createConsentRecord(NONE_ALLOWED, NOW);
    expect(newestRecord(older, newer)).toBe(newer);
    expect(newestRecord(newer, older)).toBe(newer);
    expect(newestRecord(null, older)).toBe(older);
    expect(newestRecord(null, null)).toBeNull();
  });
});
