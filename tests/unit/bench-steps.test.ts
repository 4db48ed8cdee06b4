// The bench's --only option (scripts/bench/steps.ts): which steps a run measures.
import { describe, expect, it } from "vitest";
import { benchSteps, needsBuild } from "../../scripts/bench/steps.ts";

describe("benchSteps", () => {
  it.each<[string | undefined, string[], boolean]>([
    [undefined, ["build", "pages", "api", "edit", "netlify", "import"], true],
    ["build", ["build"], true],
    ["build, edit", ["build", "edit"], true],
    ["edit", ["edit"], true],
    ["pages", ["pages"], true],
    ["api,import", ["api", "import"], false],
  ])("--only %s runs %j (the site built: %s)", (only, steps, built) => {
    const chosen = benchSteps(only);
    expect([...chosen]).toEqual(steps);
    expect(needsBuild(chosen)).toBe(built);
  });

  it.each(["", "build,lighthouse", "Build"])("refuses --only %j, naming the steps", (only) => {
    expect(() => benchSteps(only)).toThrow(
      "--only takes steps among build, pages, api, edit, netlify, import",
    );
  });
});
