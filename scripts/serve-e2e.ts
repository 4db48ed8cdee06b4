// The site as the browser tests see it: a fresh in-memory database with the demo data, a build
// into dist-e2e/<port> (so runs on two ports never share files), and the local Netlify runtime on the given port.
import { createStaffUser } from "../src/server/auth/staff-users.ts";
import { createSql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { startEmbeddedPostgres } from "../src/server/embedded/embedded-postgres.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { seedHostileBlog } from "../tests/e2e/fixtures/hostile-blog.ts";
import { FAKE_SECRET_ENV, withFakePassword } from "../tests/support/fake-secrets.ts";
import { buildSite, serveSite } from "./lib/site.ts";

const port = Number(process.argv[2] ?? 8899);
const dataDir = `.data/e2e-${port}`;
// The seed stores driver files through the storage adapter: into the folder the functions read.
process.env.DATA_DIR = dataDir;
const database = await startEmbeddedPostgres({});
const sql = createSql(database.url, { max: 2 });
await migrate(sql);
await seedDemoData(sql, { quiet: true });
await seedHostileBlog(sql); // e2e-only: a post whose markup must not run (tests/e2e/blogs.spec.ts)
// The admin the browser tests sign in as (tests/e2e/admin.spec.ts reads the same variables).
await createStaffUser(sql, {
  username: process.env.E2E_ADMIN_USERNAME ?? "e2e-admin",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
  role: "admin",
  displayName: "E2E Admin",
});
await sql.end();
const outDir = `dist-e2e/${port}`;
// The build sees a fake value of every secret (and a database password, which the embedded
// database ignores): tests/e2e/secrets.spec.ts looks for them in what it wrote.
const siteUrl = `http://localhost:${port}`;
await buildSite(withFakePassword(database.url), outDir, siteUrl, FAKE_SECRET_ENV);
const server = await serveSite({
  port,
  dir: outDir,
  env: {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
  },
  quiet: true,
});
console.log(`e2e site on http://localhost:${port}`);

async function shutdown() {
  server.kill("SIGTERM");
  await database.stop();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
