// The random visitor id that ties one browser's tracking events together. It lives in a cookie
// that exists only while the visitor allows performance cookies.
import { deleteCookie, getCookie, setCookie } from "./browser-cookies.ts";
import { COOKIE_MAX_AGE_SECONDS, VISITOR_ID_COOKIE, VISITOR_ID_PATTERN } from "./cookie-names.ts";

/** The stored visitor id, or null when there is none (or it is not one we made). */
export function readVisitorId(): string | null {
  const value = getCookie(VISITOR_ID_COOKIE);
  return value && VISITOR_ID_PATTERN.test(value) ? value : null;
}

/** The visitor id, made and stored now when missing. Call only with performance consent. */
export function ensureVisitorId(): string {
  const existing = readVisitorId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  setCookie(VISITOR_ID_COOKIE, id, COOKIE_MAX_AGE_SECONDS);
  return id;
}

/** Replaces the visitor id with a fresh one (after the visitor erased their data). */
export function renewVisitorId(): string {
  deleteCookie(VISITOR_ID_COOKIE);
  return ensureVisitorId();
}

/** Forgets the visitor id (consent withdrawn or expired). */
export function removeVisitorId(): void {
  deleteCookie(VISITOR_ID_COOKIE);
}
