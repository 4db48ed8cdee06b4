// The locally served site as whole releases: each build goes into a fresh folder
// <root>/builds/<id>, and <root>/current, the folder the local Netlify runtime serves, is a
// symbolic link swapped to it by one rename(2) once the build has finished. A visitor gets every
// file from the old release or every file from the new one, never a half-built site. Astro's
// incremental cache (<root>/astro-cache) lets a release copy the pages whose data did not change.
import { spawn } from "node:child_process";
import { mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";

/** Where the releases of one local site live. */
export interface SiteReleases {
  root: string;
  /** The folder to serve: a link to the current release. */
  current: string;
  databaseUrl: string;
  siteUrl: string;
  /** Variables every build of this site sees besides the database and address. */
  buildEnv: Record<string, string>;
}

/** The releases under `root` (the link is made by the first release). */
export function siteReleases(
  root: string,
  databaseUrl: string,
  siteUrl: string,
  buildEnv: Record<string, string> = {},
): SiteReleases {
  return { root, current: join(root, "current"), databaseUrl, siteUrl, buildEnv };
}

// Release names sort in build order.
const releaseName = () => new Date().toISOString().replace(/[-:.TZ]/g, "");

/**
 * Runs `astro build` into `outDir`; rejects with the end of its error output when it fails, or
 * when `signal` stops it.
 */
function astroBuild(site: SiteReleases, outDir: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("astro", ["build", "--silent"], {
      stdio: ["ignore", "ignore", "pipe"],
      ...(signal ? { signal } : {}),
      env: {
        ...process.env,
        ...site.buildEnv,
        ASTRO_TELEMETRY_DISABLED: "1",
        DATABASE_URL: site.databaseUrl,
        SITE_URL: site.siteUrl,
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: join(site.root, "astro-cache"),
      },
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve();
      const why = errors.trim().split("\n").slice(-5).join("\n");
      reject(new Error(`astro build failed (${signal ?? code})${why ? `: ${why}` : ""}`));
    });
  });
}

// Keeps the current release and the one before it (requests may still be reading it).
async function pruneReleases(site: SiteReleases, keep: string[]): Promise<void> {
  const builds = join(site.root, "builds");
  const names = (await readdir(builds)).sort();
  const old = names.filter((name) => !keep.includes(name));
  await Promise.all(old.map((name) => rm(join(builds, name), { recursive: true, force: true })));
}

/**
 * Builds a new release and makes it current; the previous release stays until the next one.
 * `signal` stops the build (the served release stays as it was).
 */
export async function publishRelease(site: SiteReleases, signal?: AbortSignal): Promise<void> {
  const name = releaseName();
  const outDir = join(site.root, "builds", name);
  await mkdir(join(site.root, "builds"), { recursive: true });
  try {
    await astroBuild(site, outDir, signal);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const previous = await readlink(site.current).catch(() => null);
  // rename(2) replaces the link in one step: there is no moment without a site.
  const next = `${site.current}.${name}`;
  await symlink(join("builds", name), next);
  await rename(next, site.current);
  const keep = [name, ...(previous ? [previous.replace(/^builds\//, "")] : [])];
  await pruneReleases(site, keep);
}
