// A small reader of the visitor's cookie consent, for the location features only: remembering a
// detected location and asking the browser for its position are functional uses (document 1 §4,
// §9; the cookie policy lists "your location" under Functional Cookies). The consent record is
// localStorage "cookieConsent" = {accepted, timestamp, expires} (document 1 §3), valid for one
// year; per-category choices, when the record carries them, under `preferences.functional`.
// The cookie-consent feature owns that record; this reader only reads it.
import * as z from "zod/mini";

/** The localStorage key of the consent record (document 1 §9). */
export const CONSENT_KEY = "cookieConsent";

const moment = z.union([z.number(), z.string()]);
const consentRecord = z.object({
  accepted: z.boolean(),
  timestamp: z.optional(moment),
  expires: z.optional(moment),
  preferences: z.optional(z.object({ functional: z.optional(z.boolean()) })),
});

const millis = (value: number | string) => (typeof value === "number" ? value : Date.parse(value));

/**
 * True when the visitor accepted functional cookies and that consent has not expired; false
 * without a record, with a damaged or expired one, or when storage cannot be read.
 */
export function hasFunctionalConsent(
  storage: Pick<Storage, "getItem"> | undefined,
  now = Date.now(),
): boolean {
  try {
    const parsed = consentRecord.safeParse(JSON.parse(storage?.getItem(CONSENT_KEY) ?? "null"));
    if (!parsed.success || !parsed.data.accepted) return false;
    const { expires, preferences } = parsed.data;
    if (expires !== undefined && !(millis(expires) > now)) return false;
    return preferences?.functional ?? true;
  } catch {
    // Storage blocked (privacy mode) or not JSON: no consent.
    return false;
  }
}
