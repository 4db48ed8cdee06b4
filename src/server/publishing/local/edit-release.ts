// A release made for product, blog, job or driver edits without a full build
// (docs/decisions/0045-edit-releases.md): the pages the edits touch are rendered with the last
// full build's bundle (src/astro-engine/selective-render.ts), and every other file of the served
// release is reused by a hard link: the new release is a complete folder of its own, served like
// any other and swapped in by the same rename(2), yet no file is copied. A file is never written
// through a link: a rendered page, the sitemap and _headers are new files, so the served release
// never changes under its readers. Anything unexpected throws, and the caller builds in full.
import { link, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isCanonicalPage } from "../../../astro-engine/canonical-pages.ts";
import { readRenderKit } from "../../../astro-engine/render-kit.ts";
import {
  renderTouched,
  startRenderThread,
  type RenderedPage,
  type RenderThread,
} from "../../../astro-engine/selective-render.ts";
import { sitemapFiles } from "../../../astro-engine/sitemap.ts";
import type { EditReleaseKind } from "../../../astro-engine/touched-pages.ts";
import { buildFingerprint } from "./build-fingerprint.ts";
import {
  kitDir,
  readRecord,
  renderEnv,
  servedRelease,
  swapTo,
  writeRecord,
} from "./release-records.ts";
import type { SiteReleases } from "./release-records.ts";

// Links made at once: they overlap in the thread pool (~30,000 files a release at 20,000 products).
const PARALLEL_LINKS = 16;

// The sitemap files a build writes (src/astro-engine/sitemap.ts): written again each time.
const SITEMAP_FILE = /^sitemap-(\d+|index)\.xml$/;

/** Every file under `dir`, relative to it, and every folder (parents before children). */
export async function releaseFiles(dir: string): Promise<{ files: string[]; folders: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (entry.isDirectory()) folders.push(path);
    else if (entry.isFile()) files.push(path);
    else throw new Error(`${path} in the served release is neither a file nor a folder`);
  }
  folders.sort((a, b) => a.length - b.length);
  return { files, folders };
}

/**
 * The script hashes `page` needs that the served policy (the release's _headers) lacks: a page
 * with a new inline script takes a full build, which writes the policy from every page.
 */
export function missingScriptHashes(headers: string, pages: readonly RenderedPage[]): string[] {
  const missing = new Set<string>();
  for (const page of pages)
    for (const hash of page.scriptHashes) if (!headers.includes(hash)) missing.add(hash);
  return [...missing];
}

/** What goes into the new release besides the served one's files. */
export interface EditReleaseContent {
  rendered: RenderedPage[];
  /** Files of the served release to leave out (pages gone). */
  removedFiles: string[];
  /** Every page of the new release (Astro's page names: no leading slash), for the sitemap. */
  pagePathnames: string[];
  /**
   * Whether those differ from the served release's pages: when not, its sitemap is kept (the
   * sitemap is made from the pages alone; writing 28,000 addresses again takes ~0.5 s).
   */
  pagesChanged: boolean;
  siteUrl: string;
}

/**
 * Makes `outDir` a copy of `servedDir` by hard links (a folder made, a file linked), while the
 * touched pages are being rendered; answers the names of the files linked.
 */
async function linkRelease(servedDir: string, outDir: string): Promise<Set<string>> {
  const { files, folders } = await releaseFiles(servedDir);
  await mkdir(outDir, { recursive: true });
  for (const folder of folders) await mkdir(join(outDir, folder), { recursive: true });
  let next = 0;
  const linker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await link(join(servedDir, file), join(outDir, file));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_LINKS }, linker));
  return new Set(files);
}

/**
 * Puts `content` into `outDir`, a linked copy of `servedDir` (linkRelease): a touched file's link
 * is removed before the file is written, so the write makes a new file and the served one stays
 * as it was; the pages gone and the sitemap files no longer needed are removed.
 */
async function applyEdits(
  servedDir: string,
  outDir: string,
  linked: ReadonlySet<string>,
  content: EditReleaseContent,
): Promise<void> {
  const headers = await readFile(join(servedDir, "_headers"), "utf8");
  const missing = missingScriptHashes(headers, content.rendered);
  if (missing.length > 0)
    throw new Error(`${missing.length} new inline script(s): the policy needs a full build`);
  const written = new Map<string, Buffer | string>();
  for (const page of content.rendered) written.set(page.file, page.body);
  const sitemap = content.pagesChanged
    ? sitemapFiles(content.pagePathnames, content.siteUrl, isCanonicalPage)
    : [];
  for (const { name, xml } of sitemap) written.set(name, xml);
  const removed = new Set(content.removedFiles);
  const unlinked = [...linked].filter(
    (file) =>
      written.has(file) || removed.has(file) || (content.pagesChanged && SITEMAP_FILE.test(file)),
  );
  await Promise.all(unlinked.map((file) => rm(join(outDir, file))));
  await Promise.all(
    [...written].map(async ([file, body]) => {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), body, { flag: "wx" });
    }),
  );
}

/** Makes `outDir` from `servedDir` (linked) and `content` (written). */
export async function assembleEditRelease(
  servedDir: string,
  outDir: string,
  content: EditReleaseContent,
): Promise<void> {
  const linked = await linkRelease(servedDir, outDir);
  await applyEdits(servedDir, outDir, linked, content);
}

/**
 * A rendering thread for the next edit release of `site`: started now with the served release's
 * kit, so the edit does not wait for the thread and its bundle (~1 s). Null when the next
 * edit takes a full build anyway (no record or kit).
 */
export async function startSpareThread(site: SiteReleases): Promise<RenderThread | null> {
  const served = await servedRelease(site);
  const record = served ? await readRecord(site, served).catch(() => null) : null;
  const kit = record ? await readRenderKit(kitDir(site, record.kit)).catch(() => null) : null;
  if (!record || !kit) return null;
  return startRenderThread({ kitDir: kitDir(site, record.kit), kit, env: renderEnv(site) });
}

/**
 * Release `name` made of the served release and the pages edits of `kinds` touch; throws (leaving
 * nothing behind) when that cannot be done and a full build is needed. The pages are listed at
 * once; what the served release is built from is checked meanwhile, before anything is written.
 */
export async function editRelease(
  site: SiteReleases,
  name: string,
  kinds: readonly EditReleaseKind[],
  signal?: AbortSignal,
  spare?: RenderThread | null,
): Promise<string> {
  const started = performance.now();
  const since = (from: number) => Math.round((performance.now() - from) / 100) / 10;
  const served = await servedRelease(site);
  if (!served) throw new Error("no release is served yet");
  const record = await readRecord(site, served).catch(() => null);
  if (!record) throw new Error(`the served release ${served} has no record of its pages`);
  // A thread readied with another kit (a full build came between) gives way to a fresh one.
  const usable = spare && spare.kitDir === kitDir(site, record.kit) && !spare.failed();
  if (spare && !usable) void spare.stop();
  const kit = usable ? spare.kit : await readRenderKit(kitDir(site, record.kit));
  const checked = since(started);
  const outDir = join(site.root, "builds", name);
  let summary = "";
  try {
    // The served release is linked while the touched pages render (a thread of their own).
    const servedDir = join(site.root, "builds", served);
    const servedPages = new Set(record.pages);
    const [rendering, linking, fingerprint] = await Promise.allSettled([
      renderTouched({
        kitDir: kitDir(site, record.kit),
        kit,
        served: { keys: record.keys, pages: servedPages },
        kinds,
        siteUrl: site.siteUrl,
        env: renderEnv(site),
        signal,
        thread: usable ? spare : undefined,
      }),
      linkRelease(servedDir, outDir).then((files) => ({ files, seconds: since(started) })),
      buildFingerprint(site),
    ]);
    // All settle before any failure is thrown: the folder is removed once nothing writes to it.
    if (fingerprint.status === "rejected") throw fingerprint.reason;
    if (fingerprint.value !== record.fingerprint)
      throw new Error("the code or the build's settings changed since the last full build");
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
