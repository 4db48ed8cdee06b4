// The site as the browser tests see it: a fresh in-memory database with the demo data, a build
// into dist-e2e/<port> (so runs on two ports never share files), and the local Netlify runtime on
// the given port, with the local build hook and uploads on port + 2 (as `npm start`): a catalogue
// edit in a test is published by a rebuild that replaces the served release whole.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { createStaffUser } from "../src/server/auth/staff-users.ts";
import { createSql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { startEmbeddedPostgres } from "../src/server/embedded/embedded-postgres.ts";
import { signingSecret } from "../src/server/secrets.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { seedHostileBlog } from "../tests/e2e/fixtures/hostile-blog.ts";
import { FAKE_SECRET_ENV, withFakePassword } from "../tests/support/fake-secrets.ts";
import { startLocalServices } from "./lib/local-services.ts";
import { serveSite } from "./lib/site.ts";
import { publishRelease, siteReleases } from "./lib/site-releases.ts";

const port = Number(process.argv[2] ?? 8899);
const dataDir = `.data/e2e-${port}`;
const siteUrl = `http://localhost:${port}`;
// The seed stores driver files through the storage adapter: into the folder the functions read.
process.env.DATA_DIR = dataDir;
const database = await startEmbeddedPostgres({});
const sql = createSql(database.url, { max: 2 });
await migrate(sql);
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
// Every build sees a fake value of every secret (and a database password, which the embedded
// database ignores): tests/e2e/secrets.spec.ts looks for them in what it wrote.
const site = siteReleases(
  resolve(`dist-e2e/${port}`),
  withFakePassword(database.url),
  siteUrl,
  FAKE_SECRET_ENV,
);
await publishRelease(site);
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
console.log(`e2e site on ${siteUrl}`);

async function shutdown() {
  server.kill("SIGTERM");
  await services.close();
  await database.stop();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
