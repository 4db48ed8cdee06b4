// The cookies and browser storage keys the consent feature uses (document 1 §9), and a pure
// writer and reader of `document.cookie` strings so both can be tested without a browser.

/** Cookies that are always allowed (document 1 §9); anything else needs consent. */
export const ESSENTIAL_COOKIE_NAMES = [
  "cookieConsent",
  "sessionId",
  "csrfToken",
  "userPreferences",
] as const;

/** The cookie and the localStorage key holding the consent record (essential). */
export const CONSENT_KEY = "cookieConsent";

/** The cookie holding the random visitor id; set only with performance consent. */
export const VISITOR_ID_COOKIE = "visitorId";

/** Cookie lifetime: 365 days (document 1 §9). */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A visitor id: a random UUID, as crypto.randomUUID makes. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Attributes of a cookie the site writes from the browser. */
export interface CookieOptions {
  /** Seconds to keep it; 0 deletes it. */
  maxAgeSeconds: number;
  /** Add Secure (on https). */
  secure: boolean;
}

/** The `document.cookie` assignment for one cookie: Path=/, SameSite=Lax, Max-Age. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${options.maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The value of cookie `name` in a `document.cookie` string, decoded; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null; // a garbled value counts as none
    }
  }
  return null;
}
