// npm run bench: prints the figures of the site on this machine and writes them to
// bench-results/<time>.json so two runs can be compared. Runs on a throwaway in-memory database.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { createSql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { startEmbeddedPostgres } from "../src/server/embedded/embedded-postgres.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { load, type LoadResult } from "./bench/measure.ts";
import { buildSite } from "./lib/site.ts";

const database = await startEmbeddedPostgres({});
process.env.DATABASE_URL = database.url;
const sql = createSql(database.url, { max: 2 });
await migrate(sql);
await seedDemoData(sql, { quiet: true });
await sql.end();

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    return n + (statSync(path).isDirectory() ? countPages(path) : name.endsWith(".html") ? 1 : 0);
  }, 0);
}

const buildStart = performance.now();
await buildSite(database.url, "bench-results/dist");
const buildSeconds = (performance.now() - buildStart) / 1000;
const pages = countPages("bench-results/dist");

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

const results = {
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  at: new Date().toISOString(),
  build: {
    pages,
    seconds: Math.round(buildSeconds * 10) / 10,
    pagesPerSecond: Math.round(pages / buildSeconds),
  },
  api,
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
mkdirSync("bench-results", { recursive: true });
const file = join("bench-results", `${results.at.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nWritten to ${file}`);
await database.stop();
process.exit(0);
