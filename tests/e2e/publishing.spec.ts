// Publishing after catalogue edits, on the browser tests' site (the local build hook of
// scripts/serve-e2e.ts): an edit saved in the admin's product form, or through the admin API,
// reaches the product's static page with no manual step while the admin shows the state; five
// quick edits are published by one or two builds.
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { escapeRegExp } from "../support/patterns.ts";
import { ADMIN, signIn as signInToAdmin } from "./admin-support.ts";
import { NETLIFY_PROJECT } from "./servers.ts";

// Accessories no other browser test looks at.
const SLUGS = [
  "zebra-tc5x-powerprecision-battery-4150mah",
  "zebra-zq500-series-spare-battery",
  "zebra-tc2x-4-slot-battery-charger",
  "zebra-tc5x-5-slot-ethernet-charging-cradle",
  "zebra-intellistand-for-ds2200-scanners",
  "zebra-vc8300-vehicle-mount-kit",
];

type Json = Record<string, unknown>;

async function signIn(request: APIRequestContext, origin: string) {
  const response = await request.post("/api/auth/login", {
    headers: { origin },
    data: ADMIN,
  });
  expect(response.ok()).toBe(true);
}

// The admin list's row of the product at `slug`.
async function listedProduct(request: APIRequestContext, slug: string): Promise<Json> {
  const list = await request.get(`/api/admin/products?search=${slug}`);
  return ((await list.json()) as { products: Json[] }).products[0]!;
}

// Saves the product's edit form (document 3 §2.5) with a new description (and name, when given);
// answers the product id.
async function editDescription(
  request: APIRequestContext,
  origin: string,
  slug: string,
  text: string,
  name?: string,
) {
  const id = (await listedProduct(request, slug)).id as number;
  const product = (await (await request.get(`/api/admin/products/${id}`)).json()) as Json;
  const fields: Json = {
    name: name ?? product.name,
    slug: product.slug,
    category: product.category_id,
    subcategory: product.subcategory_id,
    shortDescription: product.shortDescription,
    description: text,
    specifications: product.specifications,
    sku: product.sku,
    status: product.status,
    featured: product.featured,
    version: product.version,
  };
  const multipart = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const saved = await request.put(`/api/products/${id}`, { headers: { origin }, multipart });
  expect(saved.status()).toBe(200);
  return id;
}

// The latest publish requests (document 3's publishing list).
async function publishRequests(request: APIRequestContext): Promise<Json[]> {
  const answer = await request.get("/api/admin/publish-requests?limit=100");
  return ((await answer.json()) as { requests: Json[] }).requests;
}

// The publish requests of edits of the products `ids`, leaving out those `earlier` names (the
// requests a test found before its edits, so that it can run again on the same server).
async function requestsOf(request: APIRequestContext, ids: number[], earlier = new Set<unknown>()) {
  return (await publishRequests(request)).filter(
    (row) =>
      row.entity_type === "product" && ids.includes(Number(row.entity_id)) && !earlier.has(row.id),
  );
}

// How often a test asks for the publish requests while a build runs: on the local Netlify runtime
// every call to a function loads it afresh (a worker thread each, about a second of CPU), so
// Playwright's default of one a second would take a core from the build it waits for.
const WHILE_BUILDING = { intervals: [1_000, 5_000] };

// Earlier browser tests' edits may still be building: each test starts once publishing is idle,
// so that it times its own edits and counts only their builds.
async function publishingIdle(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        (await publishRequests(request)).filter(
          (row) => row.state === "queued" || row.state === "building",
        ).length,
      { ...WHILE_BUILDING, timeout: 300_000 },
    )
    .toBe(0);
}

// One test at a time, in order: each publishes edits and reads the served release's files, which
// another test's publish would replace under it.
test.describe.configure({ mode: "default", timeout: 540_000 });

// On the local Netlify runtime the admin form's edit and the burst prove publishing through its
// functions: a single edit reaching its page is part of that, and what an edit release renders
// does not depend on the runtime serving it (each function call there costs about a second of CPU).
const onNetlifyRuntime = () => test.info().project.name === NETLIFY_PROJECT;

test("an edit reaches the product's page by itself", async ({ page, request, baseURL }) => {
  test.skip(onNetlifyRuntime(), "the form's edit below is a single edit published the same way");
  await signIn(request, baseURL!);
  await publishingIdle(request);
  const text = `Published by the browser test at ${Date.now()}.`;
  const id = await editDescription(request, baseURL!, SLUGS[0]!, text);
  await expect
    .poll(async () => (await request.get(`/${SLUGS[0]}`)).text(), { timeout: 180_000 })
    .toContain(text);
  await page.goto(`/${SLUGS[0]}`);
  await expect(page.getByText(text)).toBeVisible();
  // The release is swapped in before the deploy notification marks the request live: never the
  // other way round, so the row may say "building" for a moment after the page shows the edit.
  await expect
    .poll(async () => (await requestsOf(request, [id]))[0]?.state, { timeout: 30_000 })
    .toBe("live");
  const [row] = await requestsOf(request, [id]);
  expect(row).toMatchObject({ state: "live", failure_reason: null });
  expect(row!.seconds_to_live).toEqual(expect.any(Number));
});

// The form's edit and the burst behind it in one test, so that the Netlify runtime, where every
// function call is slow, signs in and waits for publishing to be idle once for both.
test("an edit in the admin's product form and five quick edits go live by themselves, and the admin says so", async ({
  page,
  baseURL,
}) => {
  const slug = "zebra-printhead-cleaning-pens-pack-of-12";
  await signInToAdmin(page);
  const { request } = page;
  await publishingIdle(request);
  const id = (await listedProduct(request, slug)).id as number;
  const text = `Edited in the admin form at ${Date.now()}.`;

  const earlier = new Set((await publishRequests(request)).map((row) => row.id));
  await page.goto(`/admin/products/${id}/edit`);
  await page.getByLabel("Description", { exact: true }).fill(text);
  // The top bar's "queued" or "building" may pass between two of its polls when a build is
  // quick: the requests' own states are read instead, then the bar's and the dashboard's words.
  const status = page.locator(".admin-topbar").getByRole("status");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully!")).toBeVisible();

  // Five quick edits, sent together: one after another, on the Netlify runtime (a few hundred
  // milliseconds a call) each edit could find the build of the one before already done, an edit
  // release taking ~1 s.
  const stamp = Date.now();
  const ids = await Promise.all(
    SLUGS.slice(1).map((burstSlug) =>
      editDescription(request, baseURL!, burstSlug, `Quick edit ${stamp} of ${burstSlug}.`),
    ),
  );
  // Every edit's publish request goes live by itself...
  await expect
    .poll(
      async () => {
        const rows = await requestsOf(request, [id, ...ids], earlier);
        const formRows = rows.filter((row) => Number(row.entity_id) === id);
        return formRows.length > 0 && rows.every((row) => row.state === "live");
      },
      { ...WHILE_BUILDING, timeout: 300_000 },
    )
    .toBe(true);
  // ...the five by one or two builds...
  const burst = await requestsOf(request, ids, earlier);
  expect(burst.map((row) => row.state)).toEqual(["live", "live", "live", "live", "live"]);
  for (const row of burst) {
    expect(row).toMatchObject({ failure_reason: null, seconds_to_live: expect.any(Number) });
  }
  expect([1, 2]).toContain(new Set(burst.map((row) => row.build_id)).size);
  for (const burstSlug of SLUGS.slice(1)) {
    expect(await (await request.get(`/${burstSlug}`)).text()).toContain(
      `Quick edit ${stamp} of ${burstSlug}.`,
    );
  }
  expect(await (await request.get(`${baseURL}/${slug}`)).text()).toContain(text);
  // ...and the admin says so: the top bar, and the dashboard's line of the form's edit.
  await expect(status).toHaveText(/All edits are live \(the last went live \d+ s after saving\)/, {
    timeout: 30_000,
  });
  await page.goto("/admin/dashboard");
  // The dashboard reads its figures through several calls, each of which the local Netlify
  // runtime may take seconds to answer while the other browser tests load the machine.
  await expect(
    page
      .getByRole("region", { name: "Publishing" })
      .getByRole("listitem")
      .filter({ hasText: /Printhead Cleaning Pens/i })
      .filter({ hasText: /live \d+ s after the edit/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
});

// The page of the /products listing whose cards include the product at `slug`.
async function listingWith(request: APIRequestContext, slug: string): Promise<string> {
  for (let page = 1; page < 100; page += 1) {
    const answer = await request.get(page === 1 ? "/products" : `/products/page/${page}`);
    if (answer.status() !== 200) break;
    const html = await answer.text();
    if (html.includes(`href="/${slug}"`)) return html;
  }
  throw new Error(`No /products page lists ${slug}`);
}

// The served release's copy of a page (the site folder of scripts/serve-e2e.ts for this port).
const servedFile = (baseURL: string, file: string) =>
  join(realpathSync(resolve(`dist-e2e/${new URL(baseURL).port}/current`)), file);

// The served release's pages, data files and feeds whose text matches `pattern`.
function servedFilesMatching(baseURL: string, pattern: RegExp): string[] {
  const root = servedFile(baseURL, "");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|json|xml)$/.test(file))
    .filter((file) => pattern.test(readFileSync(join(root, file), "utf8")))
    .sort();
}

test("a product edit published without a full build shows on its page, its listing card and in search", async ({
  request,
  baseURL,
}) => {
  test.skip(
    onNetlifyRuntime(),
    "an edit release's pages are the same whichever runtime serves them",
  );
  const slug = "zebra-an440-single-port-uhf-antenna";
  const other = "zebra-fs40-fixed-industrial-scanner";
  await signIn(request, baseURL!);
  await publishingIdle(request);
  // Its name now (the seed's, or an earlier run's rename); its SEO title ("… | Shree Barcode
  // Systems") is a field of its own, which a rename leaves as it is.
  const current = (await listedProduct(request, slug)).name as string;
  const oldName = new RegExp(`${escapeRegExp(current)}(?! \\|)`);
  const showingOldName = servedFilesMatching(baseURL!, oldName);
  expect(showingOldName).toContain(`${slug}.html`);
  expect(showingOldName.length).toBeGreaterThan(3); // its listings too
  const stamp = `Renamed${Date.now()}`;
  const name = `Zebra AN440 Antenna ${stamp}`;
  await editDescription(request, baseURL!, slug, `Edited with its name at ${stamp}.`, name);
  await expect
    .poll(async () => (await request.get(`/${slug}`)).text(), { timeout: 180_000 })
    .toContain(name);
  // As a full build would have it: no page or data file of the release still shows the old name,
  // and every one that showed it shows the new one (a page whose cache key missed the product
  // would be linked from the previous release, unchanged).
  expect(servedFilesMatching(baseURL!, oldName)).toEqual([]);
  const showingNewName = servedFilesMatching(baseURL!, new RegExp(stamp));
  expect(showingNewName).toEqual(expect.arrayContaining(showingOldName));
  // Published by an edit release: the pages the edit does not touch are the previous release's
  // own files (hard links), the product's page is a new one.
  expect(statSync(servedFile(baseURL!, "location/mumbai.html")).nlink).toBeGreaterThan(1);
  expect(statSync(servedFile(baseURL!, `${slug}.html`)).nlink).toBe(1);

  expect(await listingWith(request, slug)).toContain(name);
  const search = await request.get(`/api/products/search/${stamp}`);
  expect(search.status()).toBe(200);
  expect(JSON.stringify(await search.json())).toContain(name);
  // Pages the edit does not touch are still served, as they were.
  for (const path of ["/about", "/location/mumbai", `/${other}`]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toContain(stamp);
  }
});

test("a blog post added and deleted is published without a full build, on every page that lists it", async ({
  request,
  baseURL,
}) => {
  test.skip(
    onNetlifyRuntime(),
    "an edit release's pages are the same whichever runtime serves them",
  );
  await signIn(request, baseURL!);
  await publishingIdle(request);
  const stamp = `Released${Date.now()}`;
  const added = await request.post("/api/blogs", {
    headers: { origin: baseURL! },
    data: {
      title: `Ribbon storage ${stamp}`,
      content: `<p>Kept cool at ${stamp}.</p>`,
      author: "E2E",
    },
  });
  expect(added.status()).toBe(201);
  const { blog } = (await added.json()) as { blog: { id: number; slug: string } };
  const file = `blog/${blog.slug}.html`;
  await expect
    .poll(async () => (await request.get(`/blog/${blog.slug}`)).status(), { timeout: 180_000 })
    .toBe(200);
  // The newest post: on its page, the blog list, the feed, the home page's structured data and
  // the sitemap.
  expect(servedFilesMatching(baseURL!, new RegExp(blog.slug))).toEqual(
    expect.arrayContaining([file, "blogs.html", "index.html", "rss.xml", "sitemap-0.xml"]),
  );
  // By an edit release: a page showing no post (a city's, a product's) is the previous release's
  // own file, linked; the post's page is new.
  expect(statSync(servedFile(baseURL!, "location/mumbai.html")).nlink).toBeGreaterThan(1);
  expect(
    statSync(servedFile(baseURL!, "zebra-fs40-fixed-industrial-scanner.html")).nlink,
  ).toBeGreaterThan(1);
  expect(statSync(servedFile(baseURL!, file)).nlink).toBe(1);

  const deleted = await request.delete(`/api/blogs/${blog.id}`, { headers: { origin: baseURL! } });
  expect(deleted.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/blog/${blog.slug}`)).status(), { timeout: 180_000 })
    .toBe(404);
  // As a full build would have it: the post's page is gone and no page still names it.
  expect(servedFilesMatching(baseURL!, new RegExp(blog.slug))).toEqual([]);
  expect(statSync(servedFile(baseURL!, "location/mumbai.html")).nlink).toBeGreaterThan(1);
});
