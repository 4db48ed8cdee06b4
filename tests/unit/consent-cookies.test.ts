// The consent feature's cookies (document 1 §9): 365 days, SameSite Lax, Path=/, Secure on https;
// and the reader of document.cookie strings.
import { describe, expect, it } from "vitest";
import {
  COOKIE_MAX_AGE_SECONDS,
  ESSENTIAL_COOKIE_NAMES,
  readCookie,
  serializeCookie,
} from "../../src/lib/consent/cookie-names.ts";

describe("serializeCookie", () => {
  it("writes a 365-day SameSite=Lax cookie for the whole site", () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(
      serializeCookie("cookieConsent", '{"a":1}', {
        maxAgeSeconds: COOKIE_MAX_AGE_SECONDS,
        secure: false,
      }),
    ).toBe("cookieConsent=%7B%22a%22%3A1%7D; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("adds Secure on https and deletes with Max-Age=0", () => {
    expect(serializeCookie("visitorId", "", { maxAgeSeconds: 0, secure: true })).toBe(
      "visitorId=; Path=/; Max-Age=0; SameSite=Lax; Secure",
    );
  });
});

describe("readCookie", () => {
  const jar = "theme=dark; cookieConsent=%7B%22a%22%3A1%7D;visitorId=abc; broken=%E0%A4%A";

  it("finds a cookie by its exact name and decodes it", () => {
    expect(readCookie(jar, "cookieConsent")).toBe('{"a":1}');
    expect(readCookie(jar, "visitorId")).toBe("abc");
  });

  it("answers null for a missing cookie, a name prefix, or a garbled value", () => {
    expect(readCookie(jar, "sessionId")).toBeNull();
    expect(readCookie(jar, "cookie")).toBeNull();
    expect(readCookie(jar, "broken")).toBeNull();
    expect(readCookie("", "theme")).toBeNull();
  });
});

it("names the essential cookies of document 1 §9", () => {
  expect(ESSENTIAL_COOKIE_NAMES).toEqual([
    "cookieConsent",
    "sessionId",
    "csrfToken",
    "userPreferences",
  ]);
});
