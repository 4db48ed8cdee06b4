// This site's Netlify build plugin (netlify.toml, [[plugins]]). Before the build command, a
// production or deploy-preview build on Netlify stops at once with one message naming every
// missing or invalid variable, instead of a deploy whose functions fail at run time. Around the
// build command, Astro's incremental build cache (ASTRO_CACHE_DIR, set in netlify.toml) is kept in
// Netlify's build cache, so the build after a catalogue edit renders only the pages it changed
// and copies the others from the previous build.
import {
  checksProductionBuild,
  productionConfigMessage,
  productionProblems,
} from "../../../src/server/production-config.ts";

/**
 * @typedef {{
 *   save(path: string, options?: { move?: boolean }): Promise<boolean>;
 *   restore(path: string, options?: { move?: boolean }): Promise<boolean>;
 * }} BuildCache
 */

// Moved rather than copied: at 20,000 products the cache holds a copy of every page (gigabytes),
// and nothing reads it between the build and the end of the deploy.
const MOVE = { move: true };

/** @param {{ utils: { build: { failBuild(message: string): never }, cache: BuildCache } }} options */
export async function onPreBuild({ utils }) {
  if (checksProductionBuild()) {
    const problems = productionProblems();
    if (problems.length > 0) utils.build.failBuild(productionConfigMessage(problems));
  }
  const cacheDir = process.env.ASTRO_CACHE_DIR;
  if (!cacheDir) return;
  const restored = await utils.cache.restore(cacheDir, MOVE);
  console.log(
    restored
      ? `Astro's build cache restored (${cacheDir}): unchanged pages are copied.`
      : `No Astro build cache yet (${cacheDir}): every page is rendered.`,
  );
}

/** @param {{ utils: { cache: BuildCache } }} options */
export async function onPostBuild({ utils }) {
  const cacheDir = process.env.ASTRO_CACHE_DIR;
  if (cacheDir && (await utils.cache.save(cacheDir, MOVE))) {
    console.log(`Astro's build cache saved for the next build (${cacheDir}).`);
  }
}
