// The browser's one place to ask about cookie consent. Other features call hasConsent(category)
// before writing, reading or sending anything non-essential, and onConsentChange to follow the
// visitor's choice as it changes (in this tab or another). See
// docs/decisions/0067-consent-record.md.
//
//   if (hasConsent("functional")) localStorage.setItem("userLocation", ...);
//   const stop = onConsentChange((record) => { ... });
import { deleteCookie, getCookie, setCookie } from "./browser-cookies.ts";
import { CONSENT_KEY, COOKIE_MAX_AGE_SECONDS, VISITOR_ID_COOKIE } from "./cookie-names.ts";
import {
  allows,
  createConsentRecord,
  newestRecord,
  parseConsentRecord,
  type ConsentCategory,
  type ConsentPreferences,
  type ConsentRecord,
} from "./consent-record.ts";

// The visitor id goes with the consent that allowed it. Deleted here rather than through
// visitor-id.ts, which comes only with tracking: every page loads this file.
const removeVisitorId = () => deleteCookie(VISITOR_ID_COOKIE);

/** Dispatched on window (detail: the new record, or null) whenever the choice changes. */
export const CONSENT_CHANGE_EVENT = "consent:change";

/** Dispatched on window to open the Privacy Preference Centre. */
export const OPEN_PREFERENCES_EVENT = "consent:open-preferences";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // site data blocked: the cookie alone remembers the choice
  }
}

function wipe(): void {
  storage()?.removeItem(CONSENT_KEY);
  deleteCookie(CONSENT_KEY);
  removeVisitorId();
}

/**
 * The visitor's valid choice, or null when none is stored. The record is kept both in
 * localStorage and in a cookie; the newer valid one wins. An expired, garbled or forged record is
 * cleared, with the visitor id, so the banner asks again.
 */
export function readConsent(now = Date.now()): ConsentRecord | null {
  const stored = storage()?.getItem(CONSENT_KEY) ?? null;
  const cookie = getCookie(CONSENT_KEY);
  const record = newestRecord(parseConsentRecord(stored, now), parseConsentRecord(cookie, now));
  if (!record && (stored !== null || cookie !== null)) wipe();
  return record;
}

/** Whether the visitor allows `category` now; "essential" is always allowed. */
export function hasConsent(category: ConsentCategory): boolean {
  return allows(readConsent(), category);
}

function announce(record: ConsentRecord | null): void {
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: record }));
}

/** Stores `preferences` as the visitor's choice for one year and tells every listener. */
export function saveConsent(preferences: ConsentPreferences, now = Date.now()): ConsentRecord {
  const record = createConsentRecord(preferences, now);
  const text = JSON.stringify(record);
  try {
    storage()?.setItem(CONSENT_KEY, text);
  } catch {
    // storage full or blocked: the cookie still holds the choice
  }
  setCookie(CONSENT_KEY, text, COOKIE_MAX_AGE_SECONDS);
  if (!record.preferences.performance) removeVisitorId();
  announce(record);
  return record;
}

/** Calls `listener` with the new record (or null) whenever the choice changes; returns an unsubscribe. */
export function onConsentChange(listener: (record: ConsentRecord | null) => void): () => void {
  const own = (event: Event) => listener((event as CustomEvent<ConsentRecord | null>).detail);
  // Another tab saved a choice: localStorage tells this one.
  const otherTab = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener(readConsent());
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, own);
  window.addEventListener("storage", otherTab);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, own);
    window.removeEventListener("storage", otherTab);
  };
}
