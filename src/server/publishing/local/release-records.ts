// What the local releases of a site (site-releases.ts) know of themselves, shared by full builds
// and edit releases (edit-release.ts): where they live, which release is served, each release's record of its
// pages (<root>/releases/<id>.json), where a full build's render kit is (<root>/kits/<id>), the
// variables builds see, and the swap that makes a release current.
import { mkdir, readFile, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

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

/** A release's record of its pages. */
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** A new release's name: names sort in build order. */
export const releaseName = () => new Date().toISOString().replace(/[-:.TZ]/g, "");

const recordFile = (site: SiteReleases, name: string) =>
  join(site.root, "releases", `${name}.json`);

/** The folder of the render kit left by the full build of release `name`. */
export const kitDir = (site: SiteReleases, name: string) => join(site.root, "kits", name);

/** The variables of every build of `site`, the full build's and an edit release's. */
export function buildVariables(site: SiteReleases): Record<string, string> {
  return {
    ...site.buildEnv,
    ASTRO_TELEMETRY_DISABLED: "1",
    DATABASE_URL: site.databaseUrl,
    SITE_URL: site.siteUrl,
  };
}

/** What the pages of an edit release are rendered with: the build's variables, in production. */
export const renderEnv = (site: SiteReleases) => ({
  ...process.env,
  ...buildVariables(site),
  NODE_ENV: "production",
});

// The records this process wrote or read, by file: a record is written once and never changed,
// and checking one of 28,000 pages took ~0.3 s of each edit release on a loaded machine.
const knownRecords = new Map<string, ReleaseRecord>();

/** The record of release `name`; throws when it has none. */
export async function readRecord(site: SiteReleases, name: string): Promise<ReleaseRecord> {
  const file = recordFile(site, name);
  const known = knownRecords.get(file);
  if (known) return known;
  const record = releaseRecordSchema.parse(JSON.parse(await readFile(file, "utf8")));
  knownRecords.set(file, record);
  return record;
}

/** Writes the record of release `name`. */
export async function writeRecord(
  site: SiteReleases,
  name: string,
  record: ReleaseRecord,
): Promise<void> {
  await mkdir(join(site.root, "releases"), { recursive: true });
  await writeFile(recordFile(site, name), JSON.stringify(record));
  knownRecords.set(recordFile(site, name), record);
}

/** Removes the record of release `name`. */
export async function removeRecord(site: SiteReleases, name: string): Promise<void> {
  knownRecords.delete(recordFile(site, name));
  await rm(recordFile(site, name), { force: true });
}

/** The name of the served release, or null before the first. */
export async function servedRelease(site: SiteReleases): Promise<string | null> {
  const target = await readlink(site.current).catch(() => null);
  return target ? target.replace(/^builds\//, "") : null;
}

/**
 * Makes release `name` current: rename(2) replaces the link in one step, so there is no moment
 * without a site.
 */
export async function swapTo(site: SiteReleases, name: string): Promise<void> {
  const next = `${site.current}.${name}`;
  await symlink(join("builds", name), next);
  await rename(next, site.current);
}
