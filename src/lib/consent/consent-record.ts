// The visitor's cookie consent record (document 1 §3, §4, §9): whether they accepted, when, when
// the choice expires (one year later) and the choice per category. Pure, so the browser store, the
// server functions and the tests share one reading of what a stored value means.

/** The four cookie categories; `essential` (Strictly Necessary) is always allowed. */
export const CONSENT_CATEGORIES = ["essential", "performance", "functional", "targeting"] as const;

/** One cookie category. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories the visitor may refuse. */
export const OPTIONAL_CATEGORIES = ["performance", "functional", "targeting"] as const;

/** The choice per category; essential is always true. */
export type ConsentPreferences = { essential: true } & Record<
  (typeof OPTIONAL_CATEGORIES)[number],
  boolean
>;

/** What is stored: accepted (any optional category allowed), when, until when, and the choice. */
export interface ConsentRecord {
  accepted: boolean;
  timestamp: number;
  expires: number;
  preferences: ConsentPreferences;
}

/** How long a choice holds: one year, 31,536,000,000 ms (document 1 §4). */
export const CONSENT_VALIDITY_MS = 31_536_000_000;

/** A stored time this far ahead of the clock is forged, not clock drift. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** Every optional category allowed (Accept All, Allow All). */
export const ALL_ALLOWED: ConsentPreferences = {
  essential: true,
  performance: true,
  functional: true,
  targeting: true,
};

/** Only the strictly necessary category (Reject All, the close button, and the default). */
export const NONE_ALLOWED: ConsentPreferences = {
  essential: true,
  performance: false,
  functional: false,
  targeting: false,
};

/** A fresh record of `preferences` made at `now`, valid for one year. */
export function createConsentRecord(preferences: ConsentPreferences, now: number): ConsentRecord {
  return {
    accepted: OPTIONAL_CATEGORIES.some((category) => preferences[category]),
    timestamp: now,
    expires: now + CONSENT_VALIDITY_MS,
    preferences: { ...preferences, essential: true },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

function readPreferences(value: unknown): ConsentPreferences | null {
  if (!isObject(value) || value.essential !== true) return null;
  const preferences: ConsentPreferences = { ...NONE_ALLOWED };
  for (const category of OPTIONAL_CATEGORIES) {
    if (typeof value[category] !== "boolean") return null;
    preferences[category] = value[category];
  }
  return preferences;
}

/**
 * The record a stored value holds (a JSON string or an already parsed value), or null when there
 * is none, it is garbled, it is forged (a lifetime other than one year, a time far in the future,
 * an accepted flag contradicting the categories) or it has expired at `now`.
 */
export function parseConsentRecord(stored: unknown, now: number): ConsentRecord | null {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (!isObject(value) || typeof value.accepted !== "boolean") return null;
  const { accepted, timestamp, expires } = value;
  if (!isTime(timestamp) || !isTime(expires)) return null;
  if (expires - timestamp !== CONSENT_VALIDITY_MS || timestamp > now + MAX_CLOCK_SKEW_MS) {
    return null;
  }
  const preferences = readPreferences(value.preferences);
  if (!preferences) return null;
  if (accepted !== OPTIONAL_CATEGORIES.some((category) => preferences[category])) return null;
  if (expires <= now) return null;
  return { accepted, timestamp, expires, preferences };
}

/** Whether `record` (null: no choice yet) allows `category`; essential is always allowed. */
export function allows(record: ConsentRecord | null, category: ConsentCategory): boolean {
  if (category === "essential") return true;
  return record?.preferences[category] === true;
}

/** Of several readings of the stored record, the most recent valid one. */
export function newestRecord(...records: (ConsentRecord | null)[]): ConsentRecord | null {
  let newest: ConsentRecord | null = null;
  for (const record of records) {
    if (record && (!newest || record.timestamp > newest.timestamp)) newest = record;
  }
  return newest;
}
