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
});
