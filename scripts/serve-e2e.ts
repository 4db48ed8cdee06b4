// The site as the browser tests see it: a fresh in-memory database with the demo data, a build
// into dist-e2e/<port> (so runs on two ports never share files), served on the given port by what
// `npm start` runs (src/server/standalone), or with `--netlify` by the local Netlify runtime with
// the local build hook and uploads on port + 2: the stage that proves Netlify's behaviour. A
// catalogue edit in a test is published by a rebuild that replaces the served release whole.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { createStaffUser } from "../src/server/auth/staff-users.ts";
import { config } from "../src/server/config.ts";
import { createSql } from "../src/server/db/client.ts";
import { signingSecret } from "../src/server/secrets.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { seedHostileBlog } from "../tests/e2e/fixtures/hostile-blog.ts";
import { startEmbeddedDatabase } from "../tests/support/embedded-templates.ts";
import { FAKE_DATABASE_PASSWORD, FAKE_SECRET_ENV } from "../tests/support/fake-secrets.ts";
import { startLocalServices } from "./lib/local-services.ts";
import { serveSite } from "./lib/site.ts";
import {
  publishRelease,
  siteReleases,
  type SiteReleases,
} from "../src/server/publishing/local/site-releases.ts";
import { serveStandalone } from "../src/server/standalone/serve-standalone.ts";

const port = Number(process.argv[2] ?? 8899);
const netlifyRuntime = process.argv.includes("--netlify");
const dataDir = `.data/e2e-${port}`;
const siteUrl = `http://localhost:${port}`;
// The seed stores driver files through the storage adapter: into the folder the functions read.
// Specs send far more confirmations an hour than a real site: the cap is tested by the API tests.
// Each test is a visitor of its own address, sent as X-Forwarded-For (tests/support/browser-test.ts).
// Passwords are hashed at the tests' cheap cost (docs/decisions/0197-password-cost-in-tests.md).
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(port),
  SITE_URL: siteUrl,
  VISITOR_MAIL_HOURLY_CAP: "10000",
  TRUST_PROXY: "on",
  PASSWORD_HASH_COST: "test",
});
// Playwright prints the server's output: its line per request would bury the tests' own.
process.env.LOG_LEVEL ||= "warn";
// The build's database address carries a fake password that the secrets scan looks for
// (tests/e2e/secrets.spec.ts): the embedded database is started with it.
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const database = await startEmbeddedDatabase("migrated", { password: FAKE_DATABASE_PASSWORD });
const sql = createSql(database.url, { max: 2 });
await seedDemoData(sql, { quiet: true });
await seedHostileBlog(sql); // e2e-only: a post whose markup must not run (tests/e2e/blogs.spec.ts)
// The admin the browser tests sign in as (tests/e2e/admin-support.ts reads the same variables).
await createStaffUser(sql, {
  username: process.env.E2E_ADMIN_USERNAME ?? "e2e-admin",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
  role: "admin",
  displayName: "E2E Admin",
});
await sql.end();
// Every build sees a fake value of every secret (tests/e2e/secrets.spec.ts looks for them).
// Both runtimes' sites are built by the build engine, as Netlify's builds are; stock Astro
// (BUILD_ENGINE=astro) is proven by tests/deploy/build-engines.test.ts.
const site = siteReleases(resolve(`dist-e2e/${port}`), database.url, siteUrl, FAKE_SECRET_ENV);
const databaseReady = seconds(started);
const seeded = performance.now();
await publishRelease(site);
const timings = `database ready in ${databaseReady}, built in ${seconds(seeded)}`;

async function serveOnNetlifyRuntime(site: SiteReleases): Promise<() => Promise<void>> {
  const notificationSecret = randomBytes(32).toString("base64url");
  const services = await startLocalServices({
    port: port + 2,
    site,
    notifyUrl: `${siteUrl}/api/publish/deploy-notification`,
    notificationSecret,
  });
  const server = await serveSite({
    port,
    dir: site.current,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      BUILD_HOOK_URL: services.hookUrl,
      DEPLOY_NOTIFICATION_SECRET: notificationSecret,
      LOCAL_UPLOAD_URL: services.uploadUrl,
      SIGNING_SECRET: signingSecret(),
    },
    quiet: true,
  });
  return async () => {
    server.kill("SIGTERM");
    await services.close();
  };
}

async function serveOnStandalone(site: SiteReleases): Promise<() => Promise<void>> {
  const { server, builds } = await serveStandalone(config(), site, database.url);
  return async () => {
    await server.close();
    await builds.stop();
  };
}

const stopServing = await (netlifyRuntime ? serveOnNetlifyRuntime : serveOnStandalone)(site);
console.log(
  `e2e site on ${siteUrl} (${netlifyRuntime ? "local Netlify runtime" : "npm start's server"}; ${timings})`,
);

async function shutdown() {
  await stopServing();
  await database.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
