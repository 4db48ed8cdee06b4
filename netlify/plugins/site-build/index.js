// This site's Netlify build plugin (netlify.toml, [[plugins]]). Before the build command, a
// production or deploy-preview build on Netlify stops at once with one message naming every
// missing or invalid variable, instead of a deploy whose functions fail at run time.
import {
  checksProductionBuild,
  productionConfigMessage,
  productionProblems,
} from "../../../src/server/production-config.ts";

/** @param {{ utils: { build: { failBuild(message: string): never } } }} options */
export function onPreBuild({ utils }) {
  if (!checksProductionBuild()) return;
  const problems = productionProblems();
  if (problems.length > 0) utils.build.failBuild(productionConfigMessage(problems));
}
