// The build engine (src/astro-engine) changes how pages are built, never what they say: the demo
// site built by it and by stock Astro (BUILD_ENGINE=astro) has the same files, every one of them
// the same bytes but for the numbers islands are given. Astro numbers a page's islands in the
// order they render, which the engine's remembered markup changes; hydration reads each island's
// number from its own attributes, so any order works.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildSite } from "../../scripts/lib/site.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { createSupabaseLikeDatabase, supabaseDbPush, withSql } from "../support/supabase-like.ts";

const cluster = inject("postgres15Url");
const SITE_URL = "https://engines.example.in";
// Both builds at one time: pages that say when they were built (a job's validThrough, /test).
const builtAt = String(Math.floor(Date.now() / 1000));

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
    )
    .sort();
}

/** `html` with its islands numbered in the order they appear, whatever order they rendered in. */
function withIslandsInPageOrder(html: string): string {
  const numbers = new Map<string, string>();
  const inPageOrder = (prefix: string) => {
    if (!numbers.has(prefix)) numbers.set(prefix, `r${numbers.size + 1}`);
    return numbers.get(prefix)!;
  };
  return html
    .replace(/<astro-island uid="[^"]*"/g, '<astro-island uid=""')
    .replace(/ prefix="(r\d+)"/g, (_, prefix: string) => ` prefix="${inPageOrder(prefix)}"`)
    .replace(/_(r\d+)R_/g, (_, prefix: string) => `_${inPageOrder(prefix)}R_`);
}

describe("the demo site built by the engine and by stock Astro", () => {
  // Inside the project: Astro writes a build's prerender chunks into its output folder only when
  // that is under the working directory, otherwise into the project's .astro/.prerender, where
  // any other build out of the project (an `npm start` test's, in another lane) would share them.
  mkdirSync(".data", { recursive: true });
  const root = mkdtempSync(resolve(".data", "build-engines-"));
  const engine = join(root, "engine");
  const stock = join(root, "stock");

  beforeAll(async () => {
    const databaseUrl = await createSupabaseLikeDatabase(cluster, "engines");
    await withSql(databaseUrl, async (sql) => {
      await supabaseDbPush(sql);
      await seedDemoData(sql, { quiet: true });
    });
    // One after the other: the two cores are the engine's threads.
    for (const [outDir, buildEngine] of [
      [engine, ""],
      [stock, "astro"],
    ] as const) {
      await buildSite(databaseUrl, outDir, SITE_URL, {
        BUILD_ENGINE: buildEngine,
        SOURCE_DATE_EPOCH: builtAt,
        ASTRO_CACHE_DIR: `${outDir}-cache`,
      });
    }
  }, 600_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("has the same files", () => {
    const files = filesUnder(engine);
    expect(files.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(1000);
    expect(filesUnder(stock)).toEqual(files);
  });

  it("has every file the same, islands numbered in page order", () => {
    const differing = filesUnder(engine).filter((file) => {
      const built = readFileSync(join(engine, file));
      const stockBuilt = readFileSync(join(stock, file));
      if (built.equals(stockBuilt)) return false;
      if (!file.endsWith(".html")) return true;
      return (
        withIslandsInPageOrder(built.toString("utf8")) !==
        withIslandsInPageOrder(stockBuilt.toString("utf8"))
      );
    });
    expect(differing).toEqual([]);
  });
});
