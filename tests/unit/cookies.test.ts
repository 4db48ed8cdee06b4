import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  parseCookies,
  readSessionToken,
  sessionCookie,
  sessionCookieName,
} from "../../src/server/auth/cookies.ts";

const HTTPS_SITE = "https://www.example.in";
const LOCAL_SITE = "http://localhost:8888";

describe("parseCookies", () => {
  it.each<[string, string | null | undefined, Record<string, string>]>([
    ["no header", null, {}],
    ["an undefined header", undefined, {}],
    ["an empty header", "", {}],
    ["one cookie", "a=1", { a: "1" }],
    ["several cookies", "a=1; b=2; c=3", { a: "1", b: "2", c: "3" }],
    ["stray spaces and separators", "  a = 1 ;;b=2 ;  ", { a: "1", b: "2" }],
    ["duplicate names: the first wins", "a=1; a=2", { a: "1" }],
    ["pairs without a name or value", "=x; a; b=; c=3", { c: "3" }],
    ["an equals sign inside the value", "b==c; d=e=f", { b: "=c", d: "e=f" }],
    ["a quoted value", 'a="x y"', { a: "x y" }],
    ["a percent-encoded value", "a=hello%20world", { a: "hello world" }],
    ["a malformed percent escape, kept as sent", "a=%E0%A4%; b=2", { a: "%E0%A4%", b: "2" }],
    ["repeated Cookie headers joined with commas", "a=1, b=2", { a: "1", b: "2" }],
    ["an oversized value skipped", `big=${"x".repeat(5000)}; a=1`, { a: "1" }],
    ["an oversized name skipped", `${"n".repeat(300)}=1; a=1`, { a: "1" }],
    ["values a cookie cannot hold skipped", 'a=x"y; b=\\; c=é; d=4', { d: "4" }],
  ])("reads %s", (_label, header, expected) => {
    expect(Object.fromEntries(parseCookies(header))).toEqual(expected);
  });

  it("ignores a header over 64 KB altogether, quickly", () => {
    const huge = Array.from({ length: 20_000 }, (_, i) => `c${i}=v`).join("; ");
    const started = performance.now();
    expect(parseCookies(huge).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("reads a Cookie header that Headers joined from two", () => {
    const headers = new Headers([
      ["cookie", "a=1"],
      ["cookie", "staff_session=tok"],
    ]);
    expect(Object.fromEntries(parseCookies(headers.get("cookie")))).toEqual({
      a: "1",
      staff_session: "tok",
    });
  });
});

describe("the session cookie", () => {
  it.each([
    [HTTPS_SITE, "__Host-staff_session"],
    [LOCAL_SITE, "staff_session"],
    ["http://192.168.1.20:8888", "staff_session"],
  ])("on %s is named %s", (site, name) => {
    expect(sessionCookieName(site)).toBe(name);
  });

  it("is HttpOnly, SameSite=Lax, Path=/ and Secure on https", () => {
    expect(sessionCookie("tok", 2592000, HTTPS_SITE)).toBe(
      "__Host-staff_session=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("leaves out Secure on plain http, where Safari would drop it", () => {
    expect(sessionCookie("tok", 43200, LOCAL_SITE)).toBe(
      "staff_session=tok; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax",
    );
  });

  it.each([HTTPS_SITE, LOCAL_SITE])(
    "is cleared with an empty value and Max-Age=0 on %s",
    (site) => {
      expect(clearedSessionCookie(site)).toMatch(
        /^(__Host-)?staff_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/,
      );
    },
  );

  it.each([
    [HTTPS_SITE, "staff_session=plain; __Host-staff_session=hosted", "hosted"],
    [LOCAL_SITE, "__Host-staff_session=hosted; staff_session=plain", "plain"],
    [LOCAL_SITE, "other=1", null],
  ])("is read from a request to %s by its own name", (site, cookie, token) => {
    const request = new Request(`${site}/api/auth/check`, { headers: { cookie } });
    expect(readSessionToken(request, site)).toBe(token);
  });
});
