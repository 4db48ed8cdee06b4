// Reads and writes this site's cookies from the browser, always Path=/, SameSite=Lax and Secure on
// https (document 1 §9). Safe to import on the server: every call checks for a document first.
import { readCookie, serializeCookie } from "./cookie-names.ts";

const hasDocument = () => typeof document !== "undefined";

/** The cookie's decoded value, or null (also on the server). */
export function getCookie(name: string): string | null {
  return hasDocument() ? readCookie(document.cookie, name) : null;
}

/** Writes a cookie kept for `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!hasDocument()) return;
  const secure = location.protocol === "https:";
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure });
}

/** Deletes a cookie (Max-Age=0). */
export function deleteCookie(name: string): void {
  setCookie(name, "", 0);
}
