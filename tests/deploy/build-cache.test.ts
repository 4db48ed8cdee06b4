// Astro's incremental build cache survives from one Netlify build to the next: the site's build
// plugin saves it after the build and restores it before the next one, through Netlify's own
// cache library (the one behind a plugin's `utils.cache`), on a fresh checkout each time.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bindOpts } from "@netlify/cache-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onPostBuild, onPreBuild } from "../../netlify/plugins/site-build/index.js";

const CACHE_DIR = ".astro-cache";

let project: string;
let utils: Parameters<typeof onPreBuild>[0]["utils"];

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "build-cache-"));
  const cache = bindOpts({ cwd: project, cacheDir: join(project, ".netlify/cache") });
  const failBuild = (message: string): never => {
    throw new Error(message);
  };
  utils = { build: { failBuild }, cache };
  vi.stubEnv("ASTRO_CACHE_DIR", CACHE_DIR);
  vi.stubEnv("NETLIFY", "");
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(project, { recursive: true, force: true });
});

// What a build leaves in Astro's cache folder: its manifest and its copy of each page.
function astroBuild(page: string) {
  mkdirSync(join(project, CACHE_DIR, "dist/printers"), { recursive: true });
  writeFileSync(join(project, CACHE_DIR, "incremental-build.json"), '{"version":1}');
  writeFileSync(join(project, CACHE_DIR, "dist/printers/index.html"), page);
}

describe("the site-build plugin and Astro's build cache", () => {
  it("renders every page on a first build, then hands the next build the cache it saved", async () => {
    await onPreBuild({ utils });
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining("No Astro build cache yet"));

    astroBuild("<h1>Printers</h1>");
    await onPostBuild({ utils });
    // The next build starts from a fresh checkout: the cache folder is not in the repository.
    rmSync(join(project, CACHE_DIR), { recursive: true, force: true });

    await onPreBuild({ utils });
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringContaining("Astro's build cache restored"),
    );
    expect(readFileSync(join(project, CACHE_DIR, "incremental-build.json"), "utf8")).toBe(
      '{"version":1}',
    );
    expect(readFileSync(join(project, CACHE_DIR, "dist/printers/index.html"), "utf8")).toBe(
      "<h1>Printers</h1>",
    );
  });

  it("keeps the newest build's cache, not the first one's", async () => {
    astroBuild("<h1>Printers</h1>");
    await onPostBuild({ utils });
    await onPreBuild({ utils });
    astroBuild("<h1>Printers, edited</h1>");
    await onPostBuild({ utils });
    rmSync(join(project, CACHE_DIR), { recursive: true, force: true });

    await onPreBuild({ utils });
    expect(readFileSync(join(project, CACHE_DIR, "dist/printers/index.html"), "utf8")).toBe(
      "<h1>Printers, edited</h1>",
    );
  });

  it("is told where the cache is by netlify.toml, as astro.config.mjs is", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/^\s*ASTRO_CACHE_DIR = "\.astro-cache"$/m);
    expect(readFileSync("astro.config.mjs", "utf8")).toContain("process.env.ASTRO_CACHE_DIR");
    expect(readFileSync(".gitignore", "utf8")).toMatch(/^\.astro-cache\/$/m);
  });
});
