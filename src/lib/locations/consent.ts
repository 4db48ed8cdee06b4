// Whether the location features may remember a detected location or ask for the browser's
// position: both are functional uses (document 1 §4, §9; the cookie policy lists "your location"
// under Functional Cookies). The consent feature owns the record (src/lib/consent/); this reads
// its localStorage copy with the same parser, so a forged or expired record counts as none.
import { allows, parseConsentRecord } from "../consent/consent-record.ts";
import { CONSENT_KEY } from "../consent/cookie-names.ts";

/**
 * True when the visitor allowed functional cookies and that choice has not expired; false without
 * a record, with a damaged, forged or expired one, or when storage cannot be read.
 */
export function hasFunctionalConsent(
  storage: Pick<Storage, "getItem"> | undefined,
  now = Date.now(),
): boolean {
  try {
    return allows(parseConsentRecord(storage?.getItem(CONSENT_KEY) ?? null, now), "functional");
  } catch {
    // Storage blocked (privacy mode): no consent.
    return false;
  }
}
