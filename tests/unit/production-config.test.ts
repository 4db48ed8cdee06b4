import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/server/config.ts";
import {
  checksProductionBuild,
  productionProblems,
  PRODUCTION_VARIABLES,
  refuseLocalFallback,
} from "../../src/server/production-config.ts";

const COMPLETE = {
  DATABASE_URL: "postgresql://postgres.ref:pw@aws-0-ap-south-1.pooler.supabase.com:6543/postgres",
  SUPABASE_URL: "https://ref.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
  SIGNING_SECRET: "s".repeat(32),
  RESEND_API_KEY: "re_key",
  MAIL_FROM: "Shree Barcode Systems <no-reply@shreebarcodesystems.in>",
  BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/abc",
  DEPLOY_NOTIFICATION_SECRET: "d".repeat(32),
};

describe("the production configuration", () => {
  it("is checked in Netlify's production and deploy-preview builds only", () => {
    expect(checksProductionBuild({ NETLIFY: "true", CONTEXT: "production" })).toBe(true);
    expect(checksProductionBuild({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(true);
    expect(checksProductionBuild({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(false);
    expect(checksProductionBuild({ CONTEXT: "production" })).toBe(false);
  });

  it("lists every missing variable at once", () => {
    const problems = productionProblems({});
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(
      Object.keys(PRODUCTION_VARIABLES),
    );
  });

  it("lists invalid values with the missing ones, each variable once", () => {
    const problems = productionProblems({
      ...COMPLETE,
      DATABASE_URL: "mysql://db",
      SIGNING_SECRET: "short",
      RESEND_API_KEY: "",
    });
    expect(problems).toEqual([
      "RESEND_API_KEY: missing, for mail through Resend",
      "DATABASE_URL: must be a postgres:// URL",
      "SIGNING_SECRET: must be at least 32 characters",
    ]);
  });

  it("has nothing to say of a complete one", () => {
    expect(productionProblems(COMPLETE)).toEqual([]);
  });
});

describe("SITE_URL", () => {
  it("is Netlify's URL on Netlify, in a build and in a deployed function, never localhost", () => {
    const url = "https://barcode.example.in";
    expect(parseConfig({ NETLIFY: "true", URL: url }).SITE_URL).toBe(url);
    expect(parseConfig({ SITE_ID: "1d01c0c0", URL: `${url}/` }).SITE_URL).toBe(url);
  });

  it("is what it is set to, and localhost under npm start or netlify dev", () => {
    const netlify = { NETLIFY: "true", URL: "https://barcode.example.in" };
    expect(parseConfig({ ...netlify, SITE_URL: "https://www.x.in" }).SITE_URL).toBe(
      "https://www.x.in",
    );
    expect(parseConfig({ URL: "https://x.in" }).SITE_URL).toBe("http://localhost:8888");
    expect(parseConfig({ ...netlify, NETLIFY_DEV: "true" }).SITE_URL).toBe("http://localhost:8888");
  });
});

describe("a local fallback", () => {
  it("is refused on Netlify, naming the variables, and allowed elsewhere", () => {
    expect(() => refuseLocalFallback(["RESEND_API_KEY"], { SITE_ID: "1d01c0c0" })).toThrow(
      "Missing configuration: RESEND_API_KEY",
    );
    expect(() => refuseLocalFallback(["RESEND_API_KEY"], {})).not.toThrow();
    expect(() =>
      refuseLocalFallback(["RESEND_API_KEY"], { SITE_ID: "x", NETLIFY_DEV: "true" }),
    ).not.toThrow();
  });
});
