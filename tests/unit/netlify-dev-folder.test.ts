// The local Netlify runtime's copy of netlify.toml (scripts/lib/netlify-dev-folder.ts): the same
// rules and headers, the functions taken from the bundles as they are, the same build plugin.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runtimeConfig } from "../../scripts/lib/netlify-dev-folder.ts";

const toml = readFileSync("netlify.toml", "utf8");

describe("the Netlify runtime's netlify.toml", () => {
  const copy = runtimeConfig(toml, "/project", "/project/.data/netlify-dev-8909");

  it("serves the bundles unbundled, with the plugin found from its folder", () => {
    expect(copy).toContain('[functions]\n  directory = "functions"\n  node_bundler = "none"\n');
    expect(copy).toContain('package = "../../netlify/plugins/site-build"');
    expect(copy).not.toContain("netlify/functions");
  });

  it("keeps every other line of netlify.toml", () => {
    const changed = (text: string) =>
      text.split("\n").filter((line) => !/directory =|node_bundler|package =/.test(line));
    expect(changed(copy)).toEqual(changed(toml));
  });

  it("refuses a netlify.toml whose lines it would change are gone", () => {
    expect(() =>
      runtimeConfig(toml.replace("netlify/functions", "functions"), "/p", "/p/x"),
    ).toThrow('netlify.toml no longer has the line directory = "netlify/functions"');
  });
});
