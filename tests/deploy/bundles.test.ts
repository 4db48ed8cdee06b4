// The function zips a deploy uploads: Netlify refuses one over 50 MB, and ours stay under 20 MB.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { BUNDLE_LIMIT_BYTES } from "../../scripts/lib/function-bundles.ts";
import { zipEntries } from "../support/secret-scan.ts";

const bundles = inject("functionBundles");

describe("function bundles as a deploy makes them", () => {
  it("are one zip per function", () => {
    const functions = readdirSync("netlify/functions").map((file) => file.replace(/\.m?ts$/, ""));
    expect(bundles.map((bundle) => bundle.name).sort()).toEqual(functions.sort());
  });

  it("are each at most 20 MB", () => {
    const tooLarge = bundles
      .filter((bundle) => bundle.bytes > BUNDLE_LIMIT_BYTES)
      .map((bundle) => `${bundle.name}: ${(bundle.bytes / 1024 / 1024).toFixed(1)} MB`);
    expect(tooLarge).toEqual([]);
  });

  it("hold no Node binary: the functions run on Netlify's Node", () => {
    const products = bundles.find((bundle) => bundle.name === "products")!;
    const names = zipEntries(readFileSync(products.path)).map((entry) => entry.name);
    expect(names.some((name) => name.startsWith("node_modules/sharp/"))).toBe(true);
    expect(names.filter((name) => name.startsWith("node_modules/node/"))).toEqual([]);
  });
});

describe("the Node version Netlify runs", () => {
  it("is the one npm start runs, in netlify.toml and .node-version alike", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    const pinned = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node as string;
    const major = pinned.replace(/^\D*/, "").split(".")[0];
    expect(toml).toContain(`NODE_VERSION = "${major}"`);
    expect(readFileSync(".node-version", "utf8").trim()).toBe(major);
    // node_bundler does nothing for the v2 functions (each is traced with nft).
    expect(toml).not.toMatch(/^\s*node_bundler\s*=/m);
  });
});
