// What the served release was built from, so that `npm start` can serve it at once when nothing
// changed since: the code (buildFingerprint, without the database's address, which the embedded
// database changes at every start), the settings a build reads, and the data, as a digest of every
// table the pages may show (<root>/served.json, written after each release).
import { createHash } from "node:crypto";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { CONFIG_VARIABLES } from "../../config.ts";
import { createSql, type Sql } from "../../db/client.ts";
import { buildFingerprint } from "./build-fingerprint.ts";
import { servedRelease } from "./release-records.ts";
import type { SiteReleases } from "./release-records.ts";

// Tables no page shows: what visitors and staff do (enquiries, sessions, limits, logs) and the
// migrations' own record. Any other table counts, so a new table can cost a build, never a stale
// page.
const NOT_BUILT_FROM = new Set([
  "audit_log",
  // Other names of cities: the location search answers them, no page shows them.
  "city_aliases",
  "contact_submissions",
  "cookie_acceptances",
  "csp_reports",
  "driver_download_requests",
  "enquiries",
  "enquiry_notes",
  "idempotency_keys",
  "import_jobs",
  "job_applications",
  "login_attempts",
  "password_guess_limits",
  "publish_requests",
  "quote_request_items",
  "quote_requests",
  "rate_limits",
  "schema_migrations",
  "search_counts",
  // Synonyms staff add to the search: the search reads them live, no page shows them.
  "search_synonyms",
  "staff_sessions",
  "staff_users",
  "tracking_events",
  "tracking_summaries",
]);

// Settings no page shows: secrets, where the server listens, the database's address (the data
// digest stands for it), the log's level, the password hashes' cost.
const NOT_BUILD_SETTINGS = new Set([
  "DATABASE_URL",
  "DATABASE_POOL_MAX",
  "SUPABASE_SERVICE_ROLE_KEY",
  "SIGNING_SECRET",
  "RESEND_API_KEY",
  "ADMIN_USERNAME",
  "ADMIN_PASSWORD",
  "DEPLOY_NOTIFICATION_SECRET",
  "HOST",
  "PORT",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "PASSWORD_HASH_COST",
]);

const stampSchema = z.object({
  release: z.string(),
  code: z.string(),
  settings: z.string(),
  data: z.string(),
});

/** What a release was built from. */
export type ServedStamp = z.infer<typeof stampSchema>;

/**
 * A digest of the rows of every table the pages may show: each table's row count and the sum of
 * its rows' hashes (order-free). At 20,000 products it is one quick scan of each table.
 */
export async function dataDigest(sql: Sql): Promise<string> {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`;
  const hash = createHash("sha256");
  for (const { name } of tables) {
    if (NOT_BUILT_FROM.has(name)) continue;
    const [row] = await sql<{ rows: string; sum: string | null }[]>`
      select count(*)::text as rows, sum(hashtextextended(t::text, 0))::text as sum
      from ${sql("public")}.${sql(name)} t`;
    hash.update(`${name} ${row!.rows} ${row!.sum ?? 0}\n`);
  }
  return hash.digest("base64url");
}

function settingsDigest(): string {
  const values = CONFIG_VARIABLES.filter((name) => !NOT_BUILD_SETTINGS.has(name)).map((name) => [
    name,
    process.env[name] ?? null,
  ]);
  return createHash("sha256").update(JSON.stringify(values)).digest("base64url");
}

/** What a build of `site` would be made from now (the release is left empty). */
export async function currentStamp(site: SiteReleases): Promise<ServedStamp> {
  const sql = createSql(site.databaseUrl, { max: 1 });
  try {
    return {
      release: "",
      code: await buildFingerprint({ ...site, databaseUrl: "" }),
      settings: settingsDigest(),
      data: await dataDigest(sql),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const stampFile = (site: SiteReleases) => join(site.root, "served.json");

/** Records that the served release was built from `stamp`. */
export async function writeServedStamp(site: SiteReleases, stamp: ServedStamp): Promise<void> {
  const release = await servedRelease(site);
  if (release) await writeFile(stampFile(site), JSON.stringify({ ...stamp, release }));
}

/**
 * Why the served release is not what a build would make now ("no release yet", "the code or
 * settings changed", "the data changed"), or null when it is.
 */
export async function whyBuild(site: SiteReleases): Promise<string | null> {
  const text = await readFile(stampFile(site), "utf8").catch(() => "null");
  let stamp: ServedStamp | undefined;
  try {
    stamp = stampSchema.safeParse(JSON.parse(text)).data;
  } catch {
    stamp = undefined; // a stamp cut short
  }
  const release = await servedRelease(site);
  const folder = release ? await stat(join(site.root, "builds", release)).catch(() => null) : null;
  if (!stamp || !release || stamp.release !== release || !folder?.isDirectory())
    return "no release recorded yet";
  const now = await currentStamp(site);
  if (now.code !== stamp.code || now.settings !== stamp.settings)
    return "the code or settings changed";
  return now.data === stamp.data ? null : "the data changed";
}
