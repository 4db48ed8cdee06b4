// POST /api/cookie-acceptance (document 1 §4, §7; document 3 §7.4): the decision stored whenever
// any optional category is allowed, the visitor data only with performance consent, every field
// bounded, no full address stored, limited per address.
import { describe, expect, it } from "vitest";
import cookieAcceptance from "../../netlify/functions/cookie-acceptance.mts";
import { NONE_ALLOWED } from "../../src/lib/consent/consent-record.ts";
import { NO_CONSENT_MESSAGE } from "../../src/server/tracking/visitor-request.ts";
import { errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { expiredConsent, sendAs, visitor, type Visitor } from "../support/visitor.ts";

const sql = testSql();
const PATH = "/api/cookie-acceptance";

function acceptance(
  userData: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
) {
  return {
    action: "cookie_accepted",
    timestamp: new Date().toISOString(),
    userData: {
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0 Safari/537.36",
      timezone: "Asia/Kolkata",
      language: "en-IN",
      languages: ["en-IN", "hi"],
      screenResolution: "1920x1080",
      viewportSize: "1280x720",
      colorDepth: 24,
      timezoneOffset: -330,
      pageUrl: "https://example.in/products",
      browserName: "Chrome",
      operatingSystem: "Windows",
      isMobile: false,
      isTablet: false,
      isDesktop: true,
      ...userData,
    },
    ...overrides,
  };
}

const post = (who: Visitor, json: unknown, options = {}) =>
  sendAs(cookieAcceptance, who, PATH, { json, ...options });
const rowsOf = (who: Visitor) =>
  sql`select * from cookie_acceptances where visitor_id = ${who.id!} order by created_at`;

describe("POST /api/cookie-acceptance", () => {
  it("stores the decision with the consent cookie's choice and the visitor data, and answers 201", async () => {
    const who = visitor();
    const { status, body } = await post(who, acceptance());
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, id: expect.any(String) });
    const [row] = await rowsOf(who);
    expect(row).toMatchObject({
      id: body.id,
      action: "cookie_accepted",
      preferences: { essential: true, performance: true, functional: true, targeting: true },
      user_data: { timezone: "Asia/Kolkata", browserName: "Chrome", languages: ["en-IN", "hi"] },
    });
  });

  it("keeps only the network of the address: no full IP address anywhere in the row", async () => {
    const who = { ...visitor(), ip: "203.0.113.77" };
    const sent = acceptance({ ipAddress: "198.51.100.23" });
    expect((await post(who, sent)).status).toBe(201);
    const [row] = await rowsOf(who);
    expect(row!.ip_prefix).toBe("203.0.113.0/24");
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("203.0.113.77");
    expect(stored).not.toContain("198.51.100.23");
    expect(row!.user_data).not.toHaveProperty("ipAddress");
  });

  it("fills the detected place from the server's own reading of the request", async () => {
    const who = visitor();
    const geo = {
      city: "Pune",
      country: { code: "IN", name: "India" },
      subdivision: { code: "MH", name: "Maharashtra" },
    };
    expect((await post(who, acceptance(), { geo })).status).toBe(201);
    const [row] = await rowsOf(who);
    expect(row!.user_data).toMatchObject({
      detectedCountry: "India",
      detectedCity: "Pune",
      detectedRegion: "Maharashtra",
      countryCode: "IN",
    });
  });

  it("accepts saved preferences with performance allowed", async () => {
    const who = visitor({ ...NONE_ALLOWED, performance: true });
    const { status } = await post(who, acceptance({}, { action: "preferences_saved" }));
    expect(status).toBe(201);
    const [row] = await rowsOf(who);
    expect(row).toMatchObject({ action: "preferences_saved", preferences: { functional: false } });
  });

  it.each([
    ["functional", { ...NONE_ALLOWED, functional: true }],
    ["targeting", { ...NONE_ALLOWED, targeting: true }],
  ])(
    "records the decision of a visitor allowing only %s cookies, without visitor data, id or network",
    async (_case, preferences) => {
      const who = { ...visitor(preferences), id: null };
      const { status, body } = await post(
        who,
        acceptance({}, { action: "preferences_saved", userData: undefined }),
      );
      expect(status).toBe(201);
      const [row] = await sql`select * from cookie_acceptances where id = ${body.id}`;
      expect(row).toMatchObject({
        action: "preferences_saved",
        preferences,
        user_data: null,
        visitor_id: null,
        ip_prefix: null,
      });
    },
  );

  it("keeps no visitor data sent without performance consent", async () => {
    const who = visitor({ ...NONE_ALLOWED, functional: true });
    const { status, body } = await post(who, acceptance());
    expect(status).toBe(201);
    const [row] = await sql`select * from cookie_acceptances where id = ${body.id}`;
    expect(row).toMatchObject({ user_data: null, visitor_id: null });
  });

  it("refuses performance consent without its visitor id with 403", async () => {
    const { status, body } = await post({ ...visitor(), id: null }, acceptance());
    expect(status).toBe(403);
    expect(body.error.message).toBe("Tracking needs your consent to performance cookies.");
  });

  const withoutConsent: [string, () => Visitor][] = [
    ["no consent cookie", () => ({ ...visitor(), consent: null })],
    ["everything rejected", () => visitor(NONE_ALLOWED)],
    ["expired consent", () => ({ ...visitor(), consent: expiredConsent() })],
    [
      "forged consent (two years)",
      () => {
        const who = visitor();
        const record = JSON.parse(who.consent!);
        return {
          ...who,
          consent: JSON.stringify({ ...record, expires: record.expires + 31_536_000_000 }),
        };
      },
    ],
    ["garbled consent", () => ({ ...visitor(), consent: "{accepted:true" })],
  ];
  it.each(withoutConsent)("refuses with 403 and stores nothing: %s", async (_case, make) => {
    const who = make();
    const { status, body } = await post(who, acceptance());
    expect(status).toBe(403);
    expect(body).toEqual({
      error: {
        code: "consent_required",
        message: NO_CONSENT_MESSAGE,
      },
    });
    if (who.id) expect(await rowsOf(who)).toHaveLength(0);
  });

  it("refuses a visitor id the site never makes with 400", async () => {
    const { status, body } = await post({ ...visitor(), id: "1 or 1=1" }, acceptance());
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_visitor_id");
  });

  it("refuses a request from another site with 403", async () => {
    const who = visitor();
    const { status, body } = await post(who, acceptance(), {
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden_origin");
    expect(await rowsOf(who)).toHaveLength(0);
  });

  const badBodies: [string, unknown, string][] = [
    ["an unknown action", acceptance({}, { action: "cookie_rejected" }), "action"],
    [
      "no visitor data",
      { action: "cookie_accepted", timestamp: new Date().toISOString() },
      "userData",
    ],
    ["a timestamp that is not a date", acceptance({}, { timestamp: "yesterday" }), "timestamp"],
    ["an unknown field", acceptance({}, { userName: "Asha" }), "_"],
    ["an unknown visitor field", acceptance({ password: "x" }), "userData"],
    [
      "a user agent over 1000 characters",
      acceptance({ userAgent: "a".repeat(1001) }),
      "userData.userAgent",
    ],
    ["21 languages", acceptance({ languages: Array(21).fill("en") }), "userData.languages"],
    ["a browser outside the list", acceptance({ browserName: "Opera" }), "userData.browserName"],
    [
      "a page address that is not a web address",
      acceptance({ pageUrl: "javascript:alert(1)" }),
      "userData.pageUrl",
    ],
    ["a fractional colour depth", acceptance({ colorDepth: 24.5 }), "userData.colorDepth"],
    ["a flag that is not true or false", acceptance({ isMobile: "yes" }), "userData.isMobile"],
  ];
  it.each(badBodies)("refuses %s with 400 and stores nothing", async (_case, json, field) => {
    const who = visitor();
    const { status, body } = await post(who, json);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(Object.keys(body.error.fields ?? { _: "" }).some((key) => key.startsWith(field))).toBe(
      true,
    );
    expect(await rowsOf(who)).toHaveLength(0);
  });

  it("refuses a body over 16 KB with 413, malformed JSON with 400 and other types with 415", async () => {
    const who = visitor();
    const huge = acceptance({ pageTitle: "x".repeat(17 * 1024) });
    expect((await post(who, huge)).status).toBe(413);
    expect((await sendAs(cookieAcceptance, who, PATH, { body: "{" })).status).toBe(400);
    const form = { body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } };
    expect((await sendAs(cookieAcceptance, who, PATH, form)).status).toBe(415);
    expect(await rowsOf(who)).toHaveLength(0);
  });

  it("answers 405 to other methods", async () => {
    const { status, headers } = await sendAs(cookieAcceptance, visitor(), PATH, { method: "GET" });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("POST");
  });

  it("limits one address to 20 decisions in ten minutes (429 with Retry-After)", async () => {
    const who = visitor();
    for (let i = 0; i < 20; i++) expect((await post(who, acceptance())).status).toBe(201);
    const { status, headers, body } = await post(who, acceptance());
    expect(status).toBe(429);
    expect(body.error.code).toBe("too_many_requests");
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(who)).toHaveLength(20);
  });
});
