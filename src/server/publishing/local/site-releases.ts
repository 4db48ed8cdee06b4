// The locally served site as whole releases: each build goes into a fresh folder
// <root>/builds/<id>, and <root>/current, the folder the local Netlify runtime serves, is a
// symbolic link swapped to it by one rename(2) once the build has finished. A visitor gets every
// file from the old release or every file from the new one, never a half-built site. Astro's
// incremental cache (<root>/astro-cache) lets a release copy the pages whose data did not change.
//
// Product, blog, job and driver edits take a quicker way when they can (edit-release.ts): a full
// build leaves a render kit (<root>/kits/<id>: its prerender bundle, src/astro-engine/render-kit.ts),
// each release a record of its pages' cache keys and of the code it was built from
// (release-records.ts);
// a release of such edits renders only the pages they touch with that kit (touched-pages.ts) and
// links every other file of the served release. A full build stays the way whenever an edit is of
// another kind, the code or the build's settings changed, there is no kit, or anything fails.
import { spawn } from "node:child_process";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import {
  BUILD_PROGRESS_VARIABLE,
  parseProgressLine,
  type BuildProgress,
} from "../../../astro-engine/build-progress.ts";
import { readKitPages, readRenderKit } from "../../../astro-engine/render-kit.ts";
import type { RenderThread } from "../../../astro-engine/selective-render.ts";
import { editReleaseKinds } from "../../../astro-engine/touched-pages.ts";
import { buildFingerprint } from "./build-fingerprint.ts";
import { editRelease } from "./edit-release.ts";
import { currentStamp, writeServedStamp } from "./served-stamp.ts";
export { siteReleases, type SiteReleases } from "./release-records.ts";
import {
  buildVariables,
  kitDir,
  readRecord,
  releaseName,
  removeRecord,
  type SiteReleases,
  servedRelease,
  swapTo,
  writeRecord,
} from "./release-records.ts";

/**
 * Runs `astro build` into `outDir`; rejects with the end of its error output when it fails, or
 * when `signal` stops it.
 */
function astroBuild(
  site: SiteReleases,
  outDir: string,
  kit: string,
  signal?: AbortSignal,
  onProgress?: (progress: BuildProgress) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("astro", ["build", "--silent"], {
      stdio: ["ignore", onProgress ? "pipe" : "ignore", "pipe"],
      ...(signal ? { signal } : {}),
      env: {
        ...process.env,
        ...buildVariables(site),
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: join(site.root, "astro-cache"),
        RENDER_KIT_DIR: kit,
        ...(onProgress ? { [BUILD_PROGRESS_VARIABLE]: "1" } : {}),
      },
    });
    if (onProgress && child.stdout) {
      createInterface({ input: child.stdout }).on("line", (line) => {
        const progress = parseProgressLine(line);
        if (progress) onProgress(progress);
      });
    }
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
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

/**
 * Removes the releases but the served one and the one before it (requests may still be reading
 * it), and the records and kits of those removed. Release names sort in build order, and a failed
 * build leaves no folder, so the one before is the newest older name.
 */
export async function pruneReleases(site: SiteReleases): Promise<void> {
  const served = await servedRelease(site);
  if (!served) return;
  const builds = join(site.root, "builds");
  const names = await readdir(builds);
  const previous = names
    .filter((name) => name < served)
    .sort()
    .at(-1);
  const keep = previous ? [served, previous] : [served];
  const old = names.filter((name) => !keep.includes(name));
  await Promise.all(old.map((name) => rm(join(builds, name), { recursive: true, force: true })));
  const records = await readdir(join(site.root, "releases")).catch(() => []);
  const kept = await Promise.all(keep.map((name) => readRecord(site, name).catch(() => null)));
  await Promise.all(
    records
      .map((file) => file.replace(/\.json$/, ""))
      .filter((name) => !keep.includes(name))
      .map((name) => removeRecord(site, name)),
  );
  const kitsInUse = new Set(kept.map((record) => record?.kit));
  const kits = await readdir(join(site.root, "kits")).catch(() => []);
  await Promise.all(
    kits
      .filter((name) => !kitsInUse.has(name))
      .map((name) => rm(kitDir(site, name), { recursive: true, force: true })),
  );
}

// A full build of release `name`; records it with the kit it leaves, if any.
async function fullRelease(
  site: SiteReleases,
  name: string,
  signal?: AbortSignal,
  onProgress?: (progress: BuildProgress) => void,
): Promise<void> {
  const outDir = join(site.root, "builds", name);
  const fingerprint = await buildFingerprint(site);
  try {
    await astroBuild(site, outDir, kitDir(site, name), signal, onProgress);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    await rm(kitDir(site, name), { recursive: true, force: true });
    throw error;
  }
  const kit = await readRenderKit(kitDir(site, name)).catch(() => null);
  const pages = await readKitPages(kitDir(site, name)).catch(() => null);
  if (kit && pages)
    await writeRecord(site, name, { kit: name, fingerprint, keys: kit.keys, pages });
  await swapTo(site, name);
}

/** How a release was made. */
export type ReleaseKind = "full" | "edit";

/** How publishRelease goes about it. */
export interface PublishOptions {
  /**
   * The kinds of the edits it publishes (publish_requests.entity_type); an edit release may do
   * when every one is a kind it publishes (EDIT_RELEASE_KINDS). Unset: a full build.
   */
  editKinds?: readonly string[];
  /** A thread from startSpareThread, used by the edit release or stopped. */
  spare?: RenderThread | null;
  /** Leave the old releases for the caller's pruneReleases (after it told staff "live"). */
  pruneLater?: boolean;
  /** Told how far a full build's pages are (npm start prints it). */
  onProgress?: (progress: BuildProgress) => void;
}

/**
 * Builds a new release and makes it current; the previous release stays until the next one.
 * When `editKinds` allow, an edit release is tried first (falling back to a full build).
 * `signal` stops the build (the served release stays as it was).
 */
export async function publishRelease(
  site: SiteReleases,
  signal?: AbortSignal,
  options: PublishOptions = {},
): Promise<ReleaseKind> {
  await mkdir(join(site.root, "builds"), { recursive: true });
  // Read before the build: data changed during it makes the next start build again.
  const stamp = await currentStamp(site).catch(() => null);
  const kind = await newRelease(site, signal, options).finally(() => options.spare?.stop());
  if (stamp) await writeServedStamp(site, stamp);
  if (!options.pruneLater) await pruneReleases(site);
  return kind;
}

async function newRelease(
  site: SiteReleases,
  signal: AbortSignal | undefined,
  options: PublishOptions,
): Promise<ReleaseKind> {
  const kinds = editReleaseKinds(options.editKinds ?? []);
  if (kinds) {
    try {
      const summary = await editRelease(site, releaseName(), kinds, signal, options.spare);
      console.log(`Edit release: ${summary}.`);
      return "edit";
    } catch (error) {
      if (signal?.aborted) throw error;
      const why = error instanceof Error ? error.message : String(error);
      console.log(`Full build instead of an edit release: ${why}.`);
    }
  } else if (options.editKinds?.length) {
    // Which edits asked for the whole site to be built (shown with npm start's progress).
    const named = options.editKinds.map((kind) => kind || "unnamed");
    console.log(`Full build for edits of ${named.join(", ")}.`);
  }
  await options.spare?.stop();
  await fullRelease(site, releaseName(), signal, options.onProgress);
  return "full";
}
