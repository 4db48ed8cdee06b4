// The locally served site as whole releases: each build goes into a fresh folder
// <root>/builds/<id>, and <root>/current, the folder the local Netlify runtime serves, is a
// symbolic link swapped to it by one rename(2) once the build has finished. A visitor gets every
// file from the old release or every file from the new one, never a half-built site. Astro's
// incremental cache (<root>/astro-cache) lets a release copy the pages whose data did not change.
//
// Product edits take a quicker way when they can (edit-release.ts): a full build leaves a render
// kit (<root>/kits/<id>: its prerender bundle, src/server/build/render-kit.ts), each release a
// record of its pages' cache keys and of the code it was built from (<root>/releases/<id>.json);
// a release of product edits renders only the pages whose key changed with that kit and links
// every other file of the served release. A full build stays the way whenever an edit is not a
// product's, the code or the build's settings changed, there is no kit, or anything fails.
import { spawn } from "node:child_process";
import {
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { readKitPages, readRenderKit } from "../../src/server/build/render-kit.ts";
import {
  renderTouched,
  startRenderThread,
  type RenderThread,
} from "../../src/server/build/selective-render.ts";
import { buildFingerprint } from "./build-fingerprint.ts";
import { applyEdits, linkRelease } from "./edit-release.ts";

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

// What a release records of itself (<root>/releases/<id>.json).
const releaseRecordSchema = z.object({
  /** The release whose full build left the kit its pages were rendered with. */
  kit: z.string().min(1),
  /** The code and settings it was built from (buildFingerprint). */
  fingerprint: z.string().min(1),
  /** The cache key of each keyed page it serves, by pathname. */
  keys: z.record(z.string(), z.string()),
  /** Every page it serves (Astro's page names). */
  pages: z.array(z.string()),
});
type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

const recordFile = (site: SiteReleases, name: string) =>
  join(site.root, "releases", `${name}.json`);
const kitDir = (site: SiteReleases, name: string) => join(site.root, "kits", name);

// The variables of every build of `site`, the full build's and an edit release's.
function buildVariables(site: SiteReleases): Record<string, string> {
  return {
    ...site.buildEnv,
    ASTRO_TELEMETRY_DISABLED: "1",
    DATABASE_URL: site.databaseUrl,
    SITE_URL: site.siteUrl,
  };
}

/**
 * Runs `astro build` into `outDir`; rejects with the end of its error output when it fails, or
 * when `signal` stops it.
 */
function astroBuild(
  site: SiteReleases,
  outDir: string,
  kit: string,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("astro", ["build", "--silent"], {
      stdio: ["ignore", "ignore", "pipe"],
      ...(signal ? { signal } : {}),
      env: {
        ...process.env,
        ...buildVariables(site),
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: join(site.root, "astro-cache"),
        RENDER_KIT_DIR: kit,
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

// What the pages are rendered with: the build's variables, in production.
const renderEnv = (site: SiteReleases) => ({
  ...process.env,
  ...buildVariables(site),
  NODE_ENV: "production",
});

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
      .filter((file) => !keep.includes(file.replace(/\.json$/, "")))
      .map((file) => rm(join(site.root, "releases", file), { force: true })),
  );
  const kitsInUse = new Set(kept.map((record) => record?.kit));
  const kits = await readdir(join(site.root, "kits")).catch(() => []);
  await Promise.all(
    kits
      .filter((name) => !kitsInUse.has(name))
      .map((name) => rm(kitDir(site, name), { recursive: true, force: true })),
  );
}

async function readRecord(site: SiteReleases, name: string): Promise<ReleaseRecord> {
  return releaseRecordSchema.parse(JSON.parse(await readFile(recordFile(site, name), "utf8")));
}

async function writeRecord(site: SiteReleases, name: string, record: ReleaseRecord): Promise<void> {
  await mkdir(join(site.root, "releases"), { recursive: true });
  await writeFile(recordFile(site, name), JSON.stringify(record));
}

// The name of the served release, or null before the first.
async function servedRelease(site: SiteReleases): Promise<string | null> {
  const target = await readlink(site.current).catch(() => null);
  return target ? target.replace(/^builds\//, "") : null;
}

// Makes release `name` current: rename(2) replaces the link in one step, so there is no moment
// without a site.
async function swapTo(site: SiteReleases, name: string): Promise<void> {
  const next = `${site.current}.${name}`;
  await symlink(join("builds", name), next);
  await rename(next, site.current);
}

// A full build of release `name`; records it with the kit it leaves, if any.
async function fullRelease(site: SiteReleases, name: string, signal?: AbortSignal): Promise<void> {
  const outDir = join(site.root, "builds", name);
  const fingerprint = await buildFingerprint(site);
  try {
    await astroBuild(site, outDir, kitDir(site, name), signal);
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

/**
 * A rendering thread for the next edit release of `site`: started now with the served release's
 * kit, so the edit does not wait for the thread and its bundle (~1 s). Null when the next
 * product edit takes a full build anyway (no record or kit).
 */
export async function startSpareThread(site: SiteReleases): Promise<RenderThread | null> {
  const served = await servedRelease(site);
  const record = served ? await readRecord(site, served).catch(() => null) : null;
  const kit = record ? await readRenderKit(kitDir(site, record.kit)).catch(() => null) : null;
  if (!record || !kit) return null;
  return startRenderThread({ kitDir: kitDir(site, record.kit), kit, env: renderEnv(site) });
}

/**
 * Release `name` made of the served release and the pages product edits touch; throws (leaving
 * nothing behind) when that cannot be done and a full build is needed.
 */
export async function editRelease(
  site: SiteReleases,
  name: string,
  signal?: AbortSignal,
  spare?: RenderThread | null,
): Promise<string> {
  const started = performance.now();
  const since = (from: number) => Math.round((performance.now() - from) / 100) / 10;
  const served = await servedRelease(site);
  if (!served) throw new Error("no release is served yet");
  const record = await readRecord(site, served).catch(() => null);
  if (!record) throw new Error(`the served release ${served} has no record of its pages`);
  if (record.fingerprint !== (await buildFingerprint(site)))
    throw new Error("the code or the build's settings changed since the last full build");
  const kit = await readRenderKit(kitDir(site, record.kit));
  const checked = since(started);
  const outDir = join(site.root, "builds", name);
  let summary = "";
  try {
    // The served release is linked while the touched pages render (a thread of their own).
    const servedDir = join(site.root, "builds", served);
    // A thread readied with another kit (a full build came between) gives way to a fresh one.
    const usable = spare && spare.kitDir === kitDir(site, record.kit) && !spare.failed();
    if (spare && !usable) void spare.stop();
    const servedPages = new Set(record.pages);
    const [rendering, linking] = await Promise.allSettled([
      renderTouched({
        kitDir: kitDir(site, record.kit),
        kit,
        served: { keys: record.keys, pages: servedPages },
        siteUrl: site.siteUrl,
        env: renderEnv(site),
        signal,
        thread: usable ? spare : undefined,
      }),
      linkRelease(servedDir, outDir).then((files) => ({ files, seconds: since(started) })),
    ]);
    // Both settle before either failure is thrown: the folder is removed once nothing writes to it.
    if (rendering.status === "rejected") throw rendering.reason;
    if (linking.status === "rejected") throw linking.reason;
    const [render, linked] = [rendering.value, linking.value];
    await applyEdits(servedDir, outDir, linked.files, {
      rendered: render.rendered,
      removedFiles: render.removedFiles,
      pagePathnames: render.pagePathnames,
      pagesChanged:
        render.pagePathnames.length !== servedPages.size ||
        render.pagePathnames.some((page) => !servedPages.has(page)),
      siteUrl: site.siteUrl,
    });
    signal?.throwIfAborted();
    await writeRecord(site, name, {
      kit: record.kit,
      fingerprint: record.fingerprint,
      keys: render.keys,
      pages: render.pagePathnames,
    });
    const { start, list, render: rendered } = render.seconds;
    summary =
      `${render.rendered.length} of ${render.pages.length} pages rendered (from ${checked} s: ` +
      `thread ready ${start} s, pages listed ${list} s, rendered ${rendered} s); ` +
      `${linked.files.size} files linked in ${linked.seconds} s`;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  await swapTo(site, name);
  return `${summary}; swapped in after ${since(started)} s`;
}

/** How a release was made. */
export type ReleaseKind = "full" | "edit";

/** How publishRelease goes about it. */
export interface PublishOptions {
  /** Every edit it publishes is a product's, so an edit release may do. */
  productEditsOnly?: boolean;
  /** A thread from startSpareThread, used by the edit release or stopped. */
  spare?: RenderThread | null;
  /** Leave the old releases for the caller's pruneReleases (after it told staff "live"). */
  pruneLater?: boolean;
}

/**
 * Builds a new release and makes it current; the previous release stays until the next one.
 * With `productEditsOnly` an edit release is tried first (falling back to a full build).
 * `signal` stops the build (the served release stays as it was).
 */
export async function publishRelease(
  site: SiteReleases,
  signal?: AbortSignal,
  options: PublishOptions = {},
): Promise<ReleaseKind> {
  await mkdir(join(site.root, "builds"), { recursive: true });
  const kind = await newRelease(site, signal, options).finally(() => options.spare?.stop());
  if (!options.pruneLater) await pruneReleases(site);
  return kind;
}

async function newRelease(
  site: SiteReleases,
  signal: AbortSignal | undefined,
  options: PublishOptions,
): Promise<ReleaseKind> {
  if (options.productEditsOnly) {
    try {
      const summary = await editRelease(site, releaseName(), signal, options.spare);
      console.log(`Edit release: ${summary}.`);
      return "edit";
    } catch (error) {
      if (signal?.aborted) throw error;
      const why = error instanceof Error ? error.message : String(error);
      console.log(`Full build instead of an edit release: ${why}.`);
    }
  }
  await options.spare?.stop();
  await fullRelease(site, releaseName(), signal);
  return "full";
}
