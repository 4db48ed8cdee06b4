import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/server/config.ts";

describe("parseConfig", () => {
  it("has working defaults for the embedded setup", () => {
    const config = parseConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:8888");
    expect(config.DATA_DIR).toBe(".data");
  });

  it("treats an empty value as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", RESEND_API_KEY: " " }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL: must be a postgres:// URL"],
    [{ SITE_URL: "not a url" }, "SITE_URL:"],
    [
      { SUPABASE_URL: "https://abc.supabase.co" },
      "SUPABASE_SERVICE_ROLE_KEY: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set together",
    ],
    [
      { ADMIN_USERNAME: "owner" },
      "ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    ],
    [
      { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" },
      "ADMIN_PASSWORD: must be at least 10 characters",
    ],
    [{ SIGNING_SECRET: "too-short" }, "SIGNING_SECRET: must be at least 32 characters"],
    [{ STAFF_NOTIFY_EMAIL: "nobody" }, "STAFF_NOTIFY_EMAIL:"],
    [{ API_READ_CACHE: "no" }, 'API_READ_CACHE: must be "on" or "off"'],
    [{ PASSWORD_HASH_COST: "low" }, 'PASSWORD_HASH_COST: must be "standard" or "test"'],
    [
      { PASSWORD_HASH_COST: "test", NETLIFY: "true" },
      `PASSWORD_HASH_COST: "test" is for the tests' own servers, never on Netlify`,
    ],
    [
      { PASSWORD_HASH_COST: "test", SITE_ID: "site-id" },
      `PASSWORD_HASH_COST: "test" is for the tests' own servers, never on Netlify`,
    ],
  ])("names the variable that is wrong: %j", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it.each([
    [{}, "standard"],
    [{ PASSWORD_HASH_COST: "" }, "standard"],
    [{ PASSWORD_HASH_COST: "test" }, "test"],
    [{ PASSWORD_HASH_COST: "test", NETLIFY: "true", NETLIFY_DEV: "true" }, "test"],
  ])("reads the password hashes' cost from %j as %s", (env, cost) => {
    expect(parseConfig(env).PASSWORD_HASH_COST).toBe(cost);
  });

  it.each([
    [{}, "on"],
    [{ API_READ_CACHE: "" }, "on"],
    [{ API_READ_CACHE: "off" }, "off"],
  ])("reads the API read cache switch from %j as %s", (env, value) => {
    expect(parseConfig(env).API_READ_CACHE).toBe(value);
  });

  it.each([
    [{}, 730],
    [{ ENQUIRY_RETENTION_DAYS: "" }, 730],
    [{ ENQUIRY_RETENTION_DAYS: "365" }, 365],
  ])("reads how long enquiries are kept from %j as %i days", (env, days) => {
    expect(parseConfig(env).ENQUIRY_RETENTION_DAYS).toBe(days);
  });

  it.each([
    ["29", "ENQUIRY_RETENTION_DAYS: must be at least 30 days"],
    ["1096", "ENQUIRY_RETENTION_DAYS: must be at most 1095 days (the privacy policy's 3 years)"],
    ["365.5", "ENQUIRY_RETENTION_DAYS: must be a whole number of days"],
    ["two years", "ENQUIRY_RETENTION_DAYS: must be a whole number of days"],
  ])("refuses ENQUIRY_RETENTION_DAYS=%s", (value, message) => {
    expect(() => parseConfig({ ENQUIRY_RETENTION_DAYS: value })).toThrow(message);
  });

  it("accepts a Supabase pooler URL", () => {
    const url =
      "postgresql://postgres.abc:secret@aws-0-ap-south-1.pooler.supabase.com:6543/postgres";
    expect(parseConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });
});
