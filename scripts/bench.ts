// npm run bench [-- --products N --blogs N --seconds N --concurrency N --import-rows N
//                   --lighthouse-runs N --port P --compare <file.json> --only <steps>]
// The bench figures of this machine in one table: a throwaway in-memory database with the demo data
// grown to a large catalogue (20,000 products over the real categories, every service city, 200
// published posts); its full build (pages per second, peak memory, and its time against a plain
// Astro site of as many pages of the same bytes built right after it); the bytes and Lighthouse scores
// of each page type on the served site (port P, P+1 for its functions, P+2 for Chromium's
// debugger, P+3 for the compressing proxy Lighthouse goes through); the public API through HTTP
// on npm start's server (port P), on the embedded database and on PostgreSQL 15 when installed,
// with the read cache off and on; one product's edit to live; the Netlify build (netlify build
// --offline) with an empty and a warm build cache around one edit; the bulk import, on the embedded
// database and on PostgreSQL 15 when installed. Printed as markdown
// beside the previous run's figures, and written to bench-results/<time>.json and .md.
// `--only build,edit` runs only those steps (scripts/bench/steps.ts).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createSql } from "../src/server/db/client.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { seedDemoData } from "../src/server/seed/seed.ts";
import { benchApiStep } from "./bench/api.ts";
import { generateCatalogue } from "./bench/catalogue.ts";
import { startDatabaseProcess } from "./bench/database-process.ts";
import { benchCookie, benchImportStep } from "./bench/import.ts";
import { sampleChildMemory } from "./bench/memory.ts";
import { benchPublicPages } from "./bench/public-pages.ts";
import { benchNetlifyBuild } from "./bench/netlify-build.ts";
import { benchEditsInARow, benchEditToLive } from "./bench/publish.ts";
import { averageHtmlBytes, buildReferenceSite } from "./bench/reference-site.ts";
import { benchSteps, needsBuild } from "./bench/steps.ts";
import { markdownTable, previousRun, writeRun, type BenchResults } from "./bench/report.ts";
import { tableRows } from "./bench/table-rows.ts";
import { freePort } from "./lib/free-port.ts";
import { publishRelease, siteReleases } from "../src/server/publishing/local/site-releases.ts";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    blogs: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "50" },
    "import-rows": { type: "string", default: "10000" },
    "lighthouse-runs": { type: "string", default: "3" },
    port: { type: "string", default: "8870" },
    compare: { type: "string" },
    only: { type: "string" },
  },
});
const steps = benchSteps(args.only);
const options = Object.fromEntries(
  Object.entries(args)
    .filter(([name]) => name !== "compare" && name !== "only")
    .map(([name, value]) => [name, Number(value)]),
);
for (const [name, value] of Object.entries(options)) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
}
const RESULTS = "bench-results";
const startedAt = new Date().toISOString();
// The machine is shared: its load at the start and at the end tells how far to trust the figures.
const loadAtStart = loadavg()[0]!;
// The name of this run's files: bench-results/<time>.json, .md and <time>-lighthouse/.
const runName = startedAt.replace(/[:.]/g, "-");
const started = performance.now();
const step = (text: string) => {
  const s = Math.round((performance.now() - started) / 1000);
  console.log(
    `[${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}] ${text}`,
  );
};

// Free ports for the local build hook and the deploy notifications it sends back.
const [hookPort, notifyPort] = [await freePort(), await freePort()];
const notificationSecret = randomBytes(32).toString("base64url");
// Read by the server's configuration on first use, which comes after this: one import call takes
// a whole file; edits call the local build hook; files and mail go to a throwaway folder.
const dataDir = resolve(RESULTS, "data");
rmSync(dataDir, { recursive: true, force: true });
process.env.IMPORT_CALL_SECONDS = "600";
process.env.BUILD_HOOK_URL = `http://localhost:${hookPort}/build_hook`;
process.env.DEPLOY_NOTIFICATION_SECRET = notificationSecret;
process.env.DATA_DIR = dataDir;

step(`Embedded database: demo data, then ${options.products} products and ${options.blogs} posts…`);
const database = await startDatabaseProcess();
process.env.DATABASE_URL = database.url;
const sql = createSql(database.url, { max: 4 });
await migrate(sql);
await seedDemoData(sql, { quiet: true });
// The catalogue's size: the embedded database's, and its copies' on PostgreSQL 15.
const size = { products: options.products!, blogs: options.blogs! };
const catalogue = await generateCatalogue(sql, size);
step(
  `${catalogue.activeProducts} active products, ${catalogue.publishedBlogs} published posts (${catalogue.seconds} s)`,
);

const siteRoot = resolve(RESULTS, "site");
const siteUrl = `http://localhost:${options.port}`;
const site = siteReleases(siteRoot, database.url, siteUrl);

// The full build: a first release of a fresh site folder, so Astro's cache starts empty.
async function fullBuild(): Promise<NonNullable<BenchResults["build"]>> {
  step("Full build…");
  rmSync(siteRoot, { recursive: true, force: true });
  const memory = sampleChildMemory([database.pid]);
  await memory.sampling;
  const buildStart = performance.now();
  await publishRelease(site);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  const { peakBytes } = await memory.stop();
  const { pages, averagePageBytes } = averageHtmlBytes(site.current);
  step(
    `${pages} pages in ${buildSeconds.toFixed(1)} s, peak ${(peakBytes / 2 ** 30).toFixed(2)} GB`,
  );
  const figures = {
    pages,
    seconds: Math.round(buildSeconds * 10) / 10,
    pagesPerSecond: Math.round(pages / buildSeconds),
    peakMemoryBytes: peakBytes,
    averagePageBytes,
  };
  if (!steps.has("build")) return figures;
  // Right after ours, so both builds meet the machine in the same state.
  step(`Plain Astro site of ${pages} pages of ${averagePageBytes} bytes, for comparison…`);
  const reference = await buildReferenceSite(pages, averagePageBytes);
  step(
    `Plain Astro site: ${reference.pages} pages in ${reference.seconds} s; ours / plain: ` +
      (figures.seconds / reference.seconds).toFixed(2),
  );
  return { ...figures, reference };
}
const build = needsBuild(steps) ? await fullBuild() : undefined;

async function publicPages() {
  step(`Serving the site on ${siteUrl}: bytes and Lighthouse of each page type…`);
  return benchPublicPages(sql, {
    site,
    port: options.port!,
    dataDir,
    lighthouseRuns: options["lighthouse-runs"]!,
    reportDir: `${RESULTS}/${runName}-lighthouse`,
    progress: step,
  });
}
const { bytes, lighthouse } = steps.has("pages")
  ? await publicPages()
  : { bytes: {}, lighthouse: {} };

const api = steps.has("api")
  ? await benchApiStep(
      sql,
      database,
      size,
      {
        seconds: options.seconds!,
        concurrency: options.concurrency!,
        port: options.port!,
        siteRoot,
      },
      step,
    )
  : [];

const cookie = steps.has("edit") || steps.has("import") ? await benchCookie(sql) : "";
async function editToLive() {
  step("One product edited, published, live…");
  const edited = await sql<{ id: number }[]>`
    select id::int as id from products where status = 'active' order by id desc limit 6`;
  const publisher = { cookie, hookPort, notifyPort, secret: notificationSecret };
  const edit = await benchEditToLive(sql, site, { ...publisher, id: edited[0]!.id });
  step(`Live after ${edit.secondsToLive} s`);
  step("Five products edited in a row, published, live…");
  const five = await benchEditsInARow(sql, site, {
    ...publisher,
    ids: edited.slice(1).map((row) => row.id),
  });
  step(`The fifth live ${five.secondsToLive} s after the first save`);
  return { one: edit.secondsToLive, five: five.secondsToLive };
}
const editFigures = steps.has("edit") ? await editToLive() : undefined;

const netlifyBuild = steps.has("netlify")
  ? await benchNetlifyBuild(sql, database.url, resolve(RESULTS, "netlify-project"), step)
  : undefined;

const imported = steps.has("import")
  ? await benchImportStep(
      database,
      cookie,
      size,
      { rows: options["import-rows"]!, port: options.port!, siteRoot },
      step,
    )
  : {};
rmSync(siteRoot, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
await sql.end();
await database.stop();

const results: BenchResults = {
  at: startedAt,
  machine:
    `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`,
  options,
  catalogue: {
    activeProducts: catalogue.activeProducts,
    publishedBlogs: catalogue.publishedBlogs,
    generatedSeconds: catalogue.seconds,
  },
  ...(build ? { build } : {}),
  ...(editFigures
    ? { editToLiveSeconds: editFigures.one, fiveEditsToLiveSeconds: editFigures.five }
    : {}),
  ...(netlifyBuild ? { netlifyBuild } : {}),
  bytes,
  lighthouse,
  api,
  import: imported,
};
const previous = previousRun(RESULTS, args.compare);
const rows = tableRows(results);
const markdown = [
  `## npm run bench, ${results.at}`,
  "",
  `${results.machine}; ${catalogue.activeProducts} active products, ${catalogue.publishedBlogs} published posts; ` +
    `API: through HTTP on npm start's server, ${options.concurrency} concurrent callers for ${options.seconds} s per line; ` +
    `Lighthouse: mobile, median of ${options["lighthouse-runs"]} run(s)` +
    (args.only ? `; only ${[...steps].join(", ")}.` : "."),
  "",
  markdownTable(rows, previous),
].join("\n");
console.log(`\n${markdown}\n`);
const files = writeRun(RESULTS, runName, { results, rows, markdown });
step(`Written to ${files.join(" and ")}`);
process.exit(0);
