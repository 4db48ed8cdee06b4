// What a build reads besides the database, as one digest: an edit release may reuse the render
// kit of a full build only when this is unchanged (site-releases.ts).
import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";

// The project's code, pages, public files and packages, and its settings. Sizes and modification
// times of the files stand for their content: a file saved again counts as changed, which at
// worst costs a full build.
const BUILD_INPUTS = ["src", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"];

async function inputStamps(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info) return [`${path} -`];
  if (!info.isDirectory()) return [`${path} ${info.size} ${info.mtimeMs}`];
  const names = (await readdir(path)).sort();
  const inner = await Promise.all(names.map((name) => inputStamps(join(path, name))));
  return [`${path}/`, ...inner.flat()];
}

/** The settings of a site's builds that the digest covers. */
export interface BuildSettings {
  siteUrl: string;
  databaseUrl: string;
  buildEnv: Record<string, string>;
}

/** A digest of everything a build of `site` reads but the database. */
export async function buildFingerprint(
  site: BuildSettings,
  projectDir = process.cwd(),
): Promise<string> {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS)
    for (const line of await inputStamps(resolve(projectDir, input))) hash.update(`${line}\n`);
  hash.update(
    JSON.stringify([site.siteUrl, site.databaseUrl, site.buildEnv, process.env.SUPABASE_URL]),
  );
  return hash.digest("base64url");
}
