// npm start: the whole site on this machine, from one Node process. Embedded database (unless
// DATABASE_URL is set) → migrations → the demo data into a new embedded database (unless
// --no-demo; a DATABASE_URL database only with --demo) → the static build, unless the last one was
// made from the same code, settings and data → the site and the Netlify Functions handlers on
// http://localhost:{PORT} (src/server/standalone), bound to HOST (127.0.0.1) → the mail earlier
// runs left pending. Its own build hook rebuilds the site after every catalogue edit into a new
// release that replaces the served one whole (src/server/publishing/local/site-releases.ts, build-queue.ts).
// SIGINT or SIGTERM: requests in flight finish, a build under way stops, the database closes.
import { join, resolve } from "node:path";
import type { BuildProgress } from "../src/astro-engine/build-progress.ts";
import { ConfigError, config } from "../src/server/config.ts";
import { closeDb, type Sql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { log } from "../src/server/log/logger.ts";
import { sendPendingMail } from "../src/server/mail/pending-mail.ts";
import { serverMailer } from "../src/server/mail/server-mailer.ts";
import { ensureFirstAdmin } from "../src/server/seed/first-admin.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import type { SiteServer } from "../src/server/standalone/site-server.ts";
import type { BuildQueue } from "../src/server/publishing/local/build-queue.ts";
import { openScriptDatabase, type ScriptDatabase } from "./lib/database.ts";
import { scriptArgs } from "./lib/script-args.ts";
import { whyBuild } from "../src/server/publishing/local/served-stamp.ts";
import {
  publishRelease,
  siteReleases,
  type SiteReleases,
} from "../src/server/publishing/local/site-releases.ts";
import { serveStandalone } from "../src/server/standalone/serve-standalone.ts";

const USAGE = `
npm start [-- options]: serves the site and its API from this machine.

  --no-demo   a new embedded database starts with an empty catalogue (and the first admin)
  --demo      load the demo data into an empty catalogue, also into a DATABASE_URL database
  --help      print this and stop

The embedded database under DATA_DIR (.data) is used unless DATABASE_URL is set; a new embedded
database gets the demo data unless --no-demo is given. A DATABASE_URL database is never given
demo data unless --demo asks. Settings: README.md, "Settings".
`;

const { values: options } = scriptArgs(USAGE, {
  "no-demo": { type: "boolean" },
  demo: { type: "boolean" },
});

let database: ScriptDatabase | undefined;
let server: SiteServer | undefined;
let builds: BuildQueue | undefined;

async function stop(code: number): Promise<never> {
  await server?.close();
  await builds?.stop();
  await closeDb();
  await database?.close();
  process.exit(code);
}

// npm passes its own SIGINT or SIGTERM on to this process: one Ctrl+C arrives twice at once. A
// signal more than two seconds after the first stops at once, without waiting.
function stopOnSignals(): void {
  let stoppingSince = 0;
  const onSignal = (signal: string) => {
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince > 2000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: finishing the requests under way, then stopping.`);
    void stop(0);
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
}

// A database no migration has run on yet: the first start.
async function isNewDatabase(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ found: string | null }[]>`
    select to_regclass('public.products')::text as found`;
  return !row?.found;
}

// The demo data when asked, or on the first start of the embedded database unless --no-demo.
// Nothing else is ever written: the catalogue of a real business starts empty.
async function loadData(db: ScriptDatabase, firstStart: boolean): Promise<void> {
  const demo = options.demo || (db.embedded && firstStart && !options["no-demo"]);
  if (demo) {
    await seedDemoData(db.sql, { onlyWhenEmpty: true });
    if (db.embedded && firstStart) console.log("(`npm start -- --no-demo` starts empty instead.)");
  } else if (firstStart) {
    console.log("The catalogue is empty (`npm run db:seed -- --places` adds India's places).");
  }
}

const thousands = (count: number) => count.toLocaleString("en-US");

// Prints how far the build is every few seconds, and how long it took.
async function buildSite(site: SiteReleases, why: string): Promise<void> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  let progress: BuildProgress | undefined;
  const tell = () =>
    console.log(
      progress
        ? `Building the site: ${thousands(progress.rendered)} of ${thousands(progress.total)} pages rendered, ${seconds()} s`
        : `Building the site: bundling the code, ${seconds()} s`,
    );
  console.log(`Building the site (${why})…`);
  const ticker = setInterval(tell, 3000);
  try {
    await publishRelease(site, undefined, { onProgress: (now) => (progress = now) });
  } finally {
    clearInterval(ticker);
  }
  const pages = progress ? ` (${thousands(progress.total)} pages)` : "";
  console.log(`Site built in ${seconds()} s${pages}.`);
}

// Mail stored but not sent when an earlier run stopped (mail/pending-mail.ts).
async function sendMailLeftPending(sql: Sql, before: Date, siteUrl: string): Promise<void> {
  const settings = config();
  const sent = await sendPendingMail(
    {
      sql,
      mailer: serverMailer(),
      staffEmail: settings.STAFF_NOTIFY_EMAIL,
      visitorMailHourlyCap: settings.VISITOR_MAIL_HOURLY_CAP,
      siteUrl,
    },
    before,
  );
  log().info(sent, "mail left pending by earlier runs sent");
}

try {
  const settings = config();
  database = await openScriptDatabase({ joinRunning: false });
  console.log(database.embedded ? "Embedded database started." : "Using DATABASE_URL.");
  const firstStart = await isNewDatabase(database.sql);
  const applied = await migrate(database.sql);
  if (applied.length > 0) console.log(`Applied ${applied.length} migration(s).`);
  await loadData(database, firstStart);
  const admin = await ensureFirstAdmin(database.sql, settings);
  const site = siteReleases(
    resolve(join(settings.DATA_DIR, "site")),
    database.url,
    settings.SITE_URL,
  );
  const why = await whyBuild(site);
  if (why) await buildSite(site, why);
  else console.log("Serving the last build: code, settings and data are as they were.");
  stopOnSignals();

  // Rows stored from now on belong to this run's requests.
  const [{ now: startedAt } = { now: new Date() }] = await database.sql<{ now: Date }[]>`
    select now()`;
  ({ server, builds } = await serveStandalone(settings, site, database.url));
  console.log(`\nSite and API: ${settings.SITE_URL}  (listening on ${server.url})`);
  console.log(`Staff sign-in: ${settings.SITE_URL}/admin  ${admin}`);
  if (settings.PASSWORD_HASH_COST === "test") {
    console.log(
      "PASSWORD_HASH_COST=test: staff passwords are hashed at the tests' cheap cost, not for real accounts.",
    );
  }
  console.log("Catalogue edits are published by a local build; press Ctrl+C to stop.");
  await sendMailLeftPending(database.sql, startedAt, settings.SITE_URL).catch((error: unknown) =>
    log().error({ err: error }, "mail left pending could not be sent"),
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  await stop(1);
}
