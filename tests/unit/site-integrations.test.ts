// The build engine's one switch (src/astro-engine/site-integrations.ts): BUILD_ENGINE=astro leaves
// stock Astro and stock @astrojs/react with the site's public integrations only.
import { describe, expect, it } from "vitest";
import { siteIntegrations } from "../../src/astro-engine/site-integrations.ts";
import { stockEngine } from "../../src/astro-engine/engine-switch.ts";

const names = (engine: string | undefined) =>
  siteIntegrations({ site: "https://example.in", engine }).map(({ name }) => name);
const PUBLIC_INTEGRATIONS = [
  "client-interaction-directive",
  "sitemap",
  "content-security-policy-headers",
];

describe("BUILD_ENGINE", () => {
  it("unset, builds with the engine's prerenderer, island renderer and render kit", () => {
    expect(names(undefined)).toEqual([
      "@astrojs/react",
      ...PUBLIC_INTEGRATIONS,
      "build-memory",
      "parallel-prerender",
      "render-kit",
    ]);
  });

  it('"astro" builds with stock @astrojs/react and the public integrations alone', () => {
    expect(names("astro")).toEqual(["@astrojs/react", ...PUBLIC_INTEGRATIONS]);
  });

  it("refuses any other value, naming it", () => {
    expect(() => stockEngine("fast")).toThrow('BUILD_ENGINE must be "astro" or unset (got "fast")');
    expect(stockEngine("")).toBe(false);
  });
});
