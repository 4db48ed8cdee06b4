// Bundles netlify/functions the way a Netlify deploy does: Netlify's own bundler
// (@netlify/zip-it-and-ship-it) with the [functions] settings of netlify.toml, read by Netlify's
// own configuration reader, and the Node version of .node-version (what @netlify/build passes).
// `netlify functions:build` is not the same: it ignores netlify.toml's [functions] settings.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { resolveConfig } from "@netlify/config";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";

/** One function's zip as the deploy would upload it. */
export interface FunctionBundle {
  name: string;
  path: string;
  bytes: number;
}

/** Netlify refuses a function bigger than 50 MB zipped; we keep every one well under that. */
export const BUNDLE_LIMIT_BYTES = 20 * 1024 * 1024;

// netlify.toml's [functions] keys, translated to the bundler's names as @netlify/build does.
interface TomlFunctionsConfig {
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
  node_bundler?: "esbuild" | "nft" | "zisi" | "none";
}

/** Zips every function of the project in `root` into `out`; returns the zips. */
export async function bundleFunctions(
  out: string,
  root = process.cwd(),
): Promise<FunctionBundle[]> {
  const { config } = (await resolveConfig({ cwd: root, repositoryRoot: root, offline: true })) as {
    config: { functions: Record<string, TomlFunctionsConfig>; build: { functionsSource?: string } };
  };
  const nodeVersion = readFileSync(join(root, ".node-version"), "utf8").trim();
  const functionsConfig = Object.fromEntries(
    Object.entries(config.functions).map(([pattern, settings]) => [
      pattern,
      {
        includedFiles: settings.included_files,
        includedFilesBasePath: root,
        externalNodeModules: settings.external_node_modules,
        ignoredNodeModules: settings.ignored_node_modules,
        // As @netlify/build: "esbuild" falls back to the older bundler where esbuild fails.
        nodeBundler:
          settings.node_bundler === "esbuild" ? ("esbuild_zisi" as const) : settings.node_bundler,
        nodeVersion,
      },
    ]),
  );
  const source = resolve(root, config.build.functionsSource ?? "netlify/functions");
  await zipFunctions(source, out, {
    basePath: root,
    repositoryRoot: root,
    config: functionsConfig,
  });
  return listFunctionBundles(out);
}

/** The zips in a folder bundleFunctions wrote. */
export function listFunctionBundles(out: string): FunctionBundle[] {
  return readdirSync(out)
    .filter((file) => file.endsWith(".zip"))
    .map((file) => ({
      name: file.replace(/\.zip$/, ""),
      path: join(out, file),
      bytes: statSync(join(out, file)).size,
    }));
}

// `node scripts/lib/function-bundles.ts <out>`: bundles into <out> (the tests run it in a child
// process, with the environment they choose).
if (import.meta.main) {
  const out = process.argv[2];
  if (!out) throw new Error("usage: node scripts/lib/function-bundles.ts <output folder>");
  await bundleFunctions(out);
}
