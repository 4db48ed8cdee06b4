// The folder the local Netlify runtime serves the functions from: each of netlify/functions
// bundled into one file by esbuild (our code inlined, packages left to node_modules, as Netlify's
// `node_bundler = "esbuild"` does), and netlify.toml with `node_bundler = "none"` for them, so
// `netlify dev` loads the bundles as they are. Built from source, `netlify dev` traces every
// function's imports apart (@vercel/nft, about 100 CPU-s here before it answers); the bundles take
// a second. Redirects, headers, routes and the functions' runtime stay Netlify's own; the zips a
// deploy uploads are made and run by the deploy stage (tests/deploy, decision 0200).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";

const FUNCTIONS_SOURCE = "netlify/functions";

// The lines of netlify.toml this folder's copy changes; each must be there.
const FUNCTIONS_DIRECTORY = `  directory = "${FUNCTIONS_SOURCE}"\n`;
const SITE_BUILD_PLUGIN = `  package = "./netlify/plugins/site-build"\n`;

/** netlify.toml for `folder`: the bundles' directory, no bundling of them, the same plugin. */
export function runtimeConfig(toml: string, root: string, folder: string): string {
  for (const line of [FUNCTIONS_DIRECTORY, SITE_BUILD_PLUGIN]) {
    if (!toml.includes(line)) throw new Error(`netlify.toml no longer has the line ${line.trim()}`);
  }
  return toml
    .replace(FUNCTIONS_DIRECTORY, `  directory = "functions"\n  node_bundler = "none"\n`)
    .replace(
      SITE_BUILD_PLUGIN,
      `  package = "${relative(folder, join(root, "netlify/plugins/site-build"))}"\n`,
    );
}

/**
 * Makes `folder` (inside the project, so the bundles find its node_modules) the working directory
 * of `netlify dev`: `functions/` with one bundle per function and this netlify.toml.
 */
export async function prepareNetlifyDevFolder(folder: string, root = process.cwd()): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const source = join(root, FUNCTIONS_SOURCE);
  await build({
    entryPoints: readdirSync(source)
      .filter((name) => name.endsWith(".mts"))
      .map((name) => join(source, name)),
    outdir: join(folder, "functions"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: `node${readFileSync(join(root, ".node-version"), "utf8").trim()}`,
    logLevel: "warning",
  });
  writeFileSync(
    join(folder, "netlify.toml"),
    runtimeConfig(readFileSync(join(root, "netlify.toml"), "utf8"), root, folder),
  );
}
