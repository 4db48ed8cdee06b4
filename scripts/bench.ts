// npm run bench: prints the figures of the site on this machine and writes them to
// bench-results/<time>.json so two runs can be compared. Runs on a throwaway in-memory database:
// the demo catalogue's build and API latency, then rows per second of a 10,000-row CSV and XLSX
// import, then seconds from one product's edit to live in the resulting 20,000-product catalogue.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { createSql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { startEmbeddedPostgres } from "../src/server/embedded/embedded-postgres.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { BENCH_SITE, benchCookie, benchImport } from "./bench/import.ts";
import { load, type LoadResult } from "./bench/measure.ts";
import { benchEditToLive } from "./bench/publish.ts";
import { buildSite } from "./lib/site.ts";
import { publishRelease, siteReleases } from "./lib/site-releases.ts";

const IMPORT_ROWS = 10_000;

// Free ports for the local build hook and the deploy notifications it sends back.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
const [hookPort, notifyPort] = [await freePort(), await freePort()];
const notificationSecret = randomBytes(32).toString("base64url");
// Read by the server's configuration on first use, which comes after this: one import call takes
// a whole file; edits call the local build hook.
process.env.IMPORT_CALL_SECONDS = "600";
process.env.BUILD_HOOK_URL = `http://localhost:${hookPort}/build_hook`;
process.env.DEPLOY_NOTIFICATION_SECRET = notificationSecret;
process.env.DATA_DIR = "bench-results/data";

const database = await startEmbeddedPostgres({});
process.env.DATABASE_URL = database.url;
const sql = createSql(database.url, { max: 2 });
await migrate(sql);
await seedDemoData(sql, { quiet: true });

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    return n + (statSync(path).isDirectory() ? countPages(path) : name.endsWith(".html") ? 1 : 0);
  }, 0);
}

// A fresh cache: an incremental build from an earlier run would not be a full build.
const freshCache = { ASTRO_CACHE_DIR: `bench-results/astro-cache-${Date.now()}` };
const buildStart = performance.now();
await buildSite(database.url, "bench-results/dist", undefined, freshCache);
const buildSeconds = (performance.now() - buildStart) / 1000;
const pages = countPages("bench-results/dist");
rmSync(freshCache.ASTRO_CACHE_DIR, { recursive: true, force: true });

const { default: categories } = await import("../netlify/functions/categories.mts");
const api: Record<string, LoadResult> = {
  "GET /api/categories": await load(
    async () => {
      const response = await categories(
        new Request("http://localhost/api/categories"),
        {} as never,
      );
      await response.arrayBuffer();
      return response.ok;
    },
    2000,
    50,
  ),
};

console.log("\nImporting 10,000 rows of CSV, then of XLSX…");
const cookie = await benchCookie(sql);
const imports = {
  csv: await benchImport(cookie, "csv", IMPORT_ROWS),
  xlsx: await benchImport(cookie, "xlsx", IMPORT_ROWS),
};

// A product has a page per service city (~54 pages); 20,000 products would be over a million
// pages (~60 GB), so the edit is measured with the product and listing pages only.
console.log("Building the 20,000-product catalogue, then publishing one edit…");
await sql`update cities set is_service_city = false`;
const [active] = await sql<{ count: number }[]>`
  select count(*)::int as count from products where status = 'active'`;
const products = active!.count;
const siteRoot = resolve("bench-results/site");
rmSync(siteRoot, { recursive: true, force: true });
const site = siteReleases(siteRoot, database.url, BENCH_SITE);
const largeStart = performance.now();
await publishRelease(site);
const largeBuild = {
  products,
  pages: countPages(site.current),
  seconds: Math.round((performance.now() - largeStart) / 100) / 10,
};
const [edited] = await sql<{ id: number }[]>`
  select id::int as id from products where sku = 'BENCH-csv-4999'`;
const edit = await benchEditToLive(sql, site, {
  cookie,
  id: edited!.id,
  hookPort,
  notifyPort,
  secret: notificationSecret,
});
rmSync(siteRoot, { recursive: true, force: true });
await sql.end();

const results = {
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  at: new Date().toISOString(),
  build: {
    pages,
    seconds: Math.round(buildSeconds * 10) / 10,
    pagesPerSecond: Math.round(pages / buildSeconds),
  },
  api,
  import: imports,
  publish: { fullBuild: largeBuild, editToLiveSeconds: edit.secondsToLive },
};

console.log(`\nMachine: ${results.machine}`);
console.log(
  `Full build: ${pages} pages in ${results.build.seconds} s (${results.build.pagesPerSecond} pages/s; includes Astro start-up)`,
);
console.log(
  "\n| API handler, 50 concurrent callers | requests | p50 ms | p95 ms | p99 ms | req/s | failures |",
);
console.log("|---|---|---|---|---|---|---|");
for (const [name, r] of Object.entries(api)) {
  console.log(
    `| ${name} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.failures} |`,
  );
}
console.log("\n| Import of new products | rows | file | seconds | rows/s |");
console.log("|---|---|---|---|---|");
for (const [format, r] of Object.entries(imports)) {
  const size = `${(r.bytes / 2 ** 20).toFixed(1)} MB`;
  console.log(
    `| ${format.toUpperCase()} | ${r.rows} | ${size} | ${r.seconds} | ${r.rowsPerSecond} |`,
  );
}
console.log(
  `\nCatalogue of ${largeBuild.products} active products (product and listing pages, no city pages): full build ${largeBuild.pages} pages in ${largeBuild.seconds} s`,
);
console.log(
  `One product edited → live (incremental build, release swapped): ${edit.secondsToLive} s`,
);
mkdirSync("bench-results", { recursive: true });
const file = join("bench-results", `${results.at.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nWritten to ${file}`);
await database.stop();
process.exit(0);
