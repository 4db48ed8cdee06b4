// Every data-i18n key written in the Astro components exists, and where the marked element's
// English text is written beside it, that text is the dictionary's English (so switching back to
// English restores exactly what was built).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGLISH, isMessageKey } from "../../src/lib/i18n/dictionary.ts";

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith(".astro") ? [path] : [];
  });
}

const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
const files = astroFiles("src/components").map((path) => ({
  path,
  source: readFileSync(path, "utf8"),
}));

describe("data-i18n in the components", () => {
  it("names only dictionary keys", () => {
    const keys = files.flatMap(({ source }) =>
      [...source.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it("marks elements whose written English text is the dictionary's", () => {
    let checked = 0;
    for (const { path, source } of files) {
      for (const match of source.matchAll(/data-i18n="([^"]+)"[^>]*>([\s\S]*?)<\//g)) {
        const [, key, inner] = match;
        // Icons inside the element are markup, not text.
        const text = decode(inner!.replace(/<[^>]*>/g, ""));
        if (!isMessageKey(key) || text.includes("{")) continue;
        expect(text, `${path}: ${key}`).toBe(ENGLISH[key]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});
