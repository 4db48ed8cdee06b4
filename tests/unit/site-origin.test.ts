// Where functions fetch the site's own pages from: configuration only, Netlify's first.
import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../src/server/site-origin.ts";

const SITE_URL = "http://localhost:8888/";

describe("siteOrigin", () => {
  it.each<[string, Record<string, string>, string]>([
    ["SITE_URL when Netlify names no address", {}, "http://localhost:8888"],
    ["Netlify's URL", { URL: "https://www.example.in" }, "https://www.example.in"],
    [
      "the deploy's own address before the site's",
      { URL: "https://www.example.in", DEPLOY_URL: "https://abc--example.netlify.app/x" },
      "https://abc--example.netlify.app",
    ],
    ["SITE_URL when URL is blank", { URL: " " }, "http://localhost:8888"],
    ["SITE_URL when URL is not a web address", { URL: "file:///etc" }, "http://localhost:8888"],
  ])("is %s", (_what, env, origin) => {
    expect(siteOrigin(env, SITE_URL)).toBe(origin);
  });
});
