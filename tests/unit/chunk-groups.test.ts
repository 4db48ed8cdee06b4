// The code-splitting groups of astro.config.mjs name our modules by path: a file moved or renamed
// would silently leave its group (and cost every page more script), so each pattern naming one
// of our files must still match one.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EVERY_PAGE_MODULES, PUBLIC_PAGE_MODULES, REACT_MODULES } from "../../astro.config.mjs";

const files = execFileSync("git", ["ls-files", "src"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((file) => `/work/site/${file}`);

describe.each([
  { group: "every-page", patterns: EVERY_PAGE_MODULES },
  { group: "react", patterns: REACT_MODULES },
  { group: "public-page", patterns: PUBLIC_PAGE_MODULES },
])("the $group chunk", ({ patterns }) => {
  const ours = (patterns as RegExp[]).filter((pattern) => pattern.source.startsWith("src"));
  it.each(ours.map((pattern) => [pattern.source, pattern]))("%s names a file", (_, pattern) => {
    expect(files.filter((file) => (pattern as RegExp).test(file))).not.toEqual([]);
  });
});
