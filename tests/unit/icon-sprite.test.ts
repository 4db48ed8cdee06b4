import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FALLBACK_ICON, ICON_PATHS } from "../../src/components/header/icon-paths.ts";
import { ICON_SPRITE, iconHref } from "../../src/components/header/icon-sprite.ts";

describe("the icon sprite", () => {
  it("has one symbol per icon, with the icon's drawing", () => {
    const ids = [...ICON_SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(ICON_PATHS));
    for (const [name, paths] of Object.entries(ICON_PATHS)) {
      expect(ICON_SPRITE).toContain(`id="${name}" viewBox="0 0 24 24"`);
      expect(ICON_SPRITE).toContain(`>${paths}</symbol>`);
    }
    expect(ICON_SPRITE).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">.*<\/svg>$/);
  });

  it("names an icon by the sprite's versioned address and the icon's id", () => {
    expect(iconHref("phone")).toMatch(/^\/icons\.svg\?v=[\w-]{10}#phone$/);
  });

  it("gives an unknown or inherited name the fallback icon", () => {
    expect(iconHref("no-such-icon")).toMatch(new RegExp(`#${FALLBACK_ICON}$`));
    expect(iconHref("constructor")).toMatch(new RegExp(`#${FALLBACK_ICON}$`));
  });

  // The local Netlify runtime sends max-age=0 for every static file, so the rule is read here.
  it("is kept a year by browsers and the CDN (netlify.toml), as a new sprite has a new address", () => {
    const rules = readFileSync("netlify.toml", "utf8").split("[[headers]]").slice(1);
    const spriteRule = rules.find((rule) => /^\s*for = "\/icons\.svg"$/m.test(rule));
    expect(spriteRule).toMatch(/^\s*Cache-Control = "public, max-age=31536000, immutable"$/m);
  });
});
