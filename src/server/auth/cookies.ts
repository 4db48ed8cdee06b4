// The staff session cookie: its name and attributes, and a tolerant reader of Cookie headers.
import { parse } from "hono/utils/cookie";
import { config } from "../config.ts";

/** How long a session lasts: 30 days with "Remember me", else 12 hours (document 3 §9). */
export const SESSION_SECONDS = { remembered: 30 * 24 * 60 * 60, standard: 12 * 60 * 60 } as const;

// Limits that keep a hostile Cookie header cheap to read: browsers send at most ~4 KB per cookie.
const MAX_HEADER_LENGTH = 64 * 1024;
const MAX_NAME_LENGTH = 256;
const MAX_VALUE_LENGTH = 4096;

function isHttps(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === "https:";
}

/**
 * The cookie's name. On https it carries the __Host- prefix, so the browser only accepts it with
 * Secure, Path=/ and no Domain: a sibling subdomain cannot plant or shadow it. __Host- requires
 * Secure, which local development on http://localhost cannot always honour (see sessionCookie),
 * so there it is plain "staff_session".
 */
export function sessionCookieName(siteUrl = config().SITE_URL): string {
  return isHttps(siteUrl) ? "__Host-staff_session" : "staff_session";
}

/**
 * The Set-Cookie value that stores a session token: HttpOnly (scripts cannot read it),
 * SameSite=Lax (not sent on cross-site POSTs), Path=/, Max-Age as long as the server session.
 * Secure whenever the site is https. Not on http: Chromium 156 keeps Secure (even __Host-)
 * cookies on http://localhost (tried here), but Safari drops them, and on a loopback address
 * Secure protects nothing, so local development would gain no safety and lose a browser.
 */
export function sessionCookie(
  token: string,
  maxAgeSeconds: number,
  siteUrl = config().SITE_URL,
): string {
  const attributes = [
    `${sessionCookieName(siteUrl)}=${token}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (isHttps(siteUrl)) attributes.push("Secure");
  return attributes.join("; ");
}

/** The Set-Cookie value that makes the browser forget the session cookie. */
export function clearedSessionCookie(siteUrl = config().SITE_URL): string {
  return sessionCookie("", 0, siteUrl);
}

/**
 * The cookies of a Cookie header, name to value, read by hono's parser (quotes removed, percent
 * escapes decoded when valid). Never throws: pairs without "=", with an empty or oversized name or
 * value, or with characters a cookie cannot hold are skipped, and a header over 64 KB counts as no
 * cookies. The first of duplicate names wins, as browsers list the most specific cookie first.
 * Commas also separate pairs because Headers.get joins repeated Cookie headers (HTTP/2 sends one
 * per cookie) with ", "; no cookie this site sets contains a comma.
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  if (!header || header.length > MAX_HEADER_LENGTH) return new Map();
  const cookies = Object.entries(parse(header.replaceAll(",", ";")));
  return new Map(
    cookies.filter(
      ([name, value]) =>
        name.length <= MAX_NAME_LENGTH && value !== "" && value.length <= MAX_VALUE_LENGTH,
    ),
  );
}

/** The session token the request carries, or null. */
export function readSessionToken(req: Request, siteUrl = config().SITE_URL): string | null {
  return parseCookies(req.headers.get("cookie")).get(sessionCookieName(siteUrl)) ?? null;
}
