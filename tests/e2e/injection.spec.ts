// Script injection through the text fields staff and visitors fill in (issue: injection and
// secrets): a category, a brand, a product (in that category), a job, a driver and a job
// application are stored through the API with cheat-sheet payloads in every text field, the site
// rebuilds by itself, and the public pages and the admin screens that show them are rendered in
// Chromium: no payload runs, and none reaches the page as live markup. The check does not lean on
// the Content-Security-Policy: it looks for injected elements and handlers, which escaping alone
// must prevent.
// Its job and driver join the public lists beside the seed's, named as every test's record is
// (admin-support.ts, MADE_BY_TESTS), so the specs that count the seed's leave them out.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { PNG, signIn, unique } from "./admin-support.ts";
import { ALL_PAYLOADS, INJECTED_CHECK, XSS_PAYLOADS } from "./fixtures/xss-payloads.ts";

test.describe.configure({ timeout: 540_000 });

// Fails the test on a dialog (alert, confirm, prompt) opened by anything.
function refuseDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

async function expectClean(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(INJECTED_CHECK), path).toBeNull();
}

test("payloads in every shown text field run nowhere, on the public pages and in the admin", async ({
  page,
  baseURL,
}) => {
  refuseDialogs(page);
  // The detector sees a payload that reached the page as markup.
  await page.goto("/about");
  await page.evaluate(() =>
    document.body.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.__xss=1">'),
  );
  expect(await page.evaluate(INJECTED_CHECK)).toContain("injected handler");

  const id = unique();
  const origin = baseURL!;
  await signIn(page);

  const category = await page.request.post("/api/categories", {
    headers: { origin },
    multipart: {
      name: `xss-category-${id}`,
      display_name: `XSS category ${id} ${XSS_PAYLOADS[7]}`,
      description: ALL_PAYLOADS,
    },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryOf = ((await category.json()) as { category: { id: number } }).category.id;
  const brand = await page.request.post("/api/brands", {
    headers: { origin },
    multipart: {
      name: `XSS brand ${id} ${XSS_PAYLOADS[8]}`,
      display_name: XSS_PAYLOADS[3],
      description: ALL_PAYLOADS,
      website: "https://brand.example/?q=<script>window.__xss=1</script>",
    },
  });
  expect(brand.status(), await brand.text()).toBe(201);

  const product = await page.request.post("/api/products", {
    headers: { origin },
    multipart: {
      name: `XSS product ${id} ${XSS_PAYLOADS[0]}`,
      slug: `xss-product-${id}`,
      sku: `XSS-${id}`,
      category: String(categoryOf),
      shortDescription: ALL_PAYLOADS.slice(0, 480),
      description: ALL_PAYLOADS,
      specifications: XSS_PAYLOADS.map((payload, index) => `Key ${index}: ${payload}`).join("\n"),
      keyFeatures: XSS_PAYLOADS.join("\n"),
      metaTitle: XSS_PAYLOADS[1],
      metaDescription: XSS_PAYLOADS[3],
      metaKeywords: XSS_PAYLOADS[4],
      image: PNG,
    },
  });
  expect(product.status(), await product.text()).toBe(201);

  const job = await page.request.post("/api/jobs", {
    headers: { origin },
    multipart: {
      title: `XSS job ${id} ${XSS_PAYLOADS[2]}`,
      slug: `xss-job-${id}`,
      company: XSS_PAYLOADS[5],
      location: XSS_PAYLOADS[6],
      description: ALL_PAYLOADS,
      requirements: XSS_PAYLOADS.join("\n"),
      responsibilities: XSS_PAYLOADS.join("\n"),
      benefits: XSS_PAYLOADS.join("\n"),
      salary_range: XSS_PAYLOADS[9],
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: number } }).job.id;

  const driver = await page.request.post("/api/drivers", {
    headers: { origin },
    multipart: {
      name: `XSS driver ${id} ${XSS_PAYLOADS[10]}`,
      version: XSS_PAYLOADS[11].slice(0, 90),
      category: "printer",
      operatingSystem: "windows",
      description: ALL_PAYLOADS,
      compatibility: XSS_PAYLOADS[12],
      // A name with "/" is refused as a path (tests/api/job-applications.test.ts): this payload
      // has none, as a name a system could really give a file.
      file: {
        name: `${XSS_PAYLOADS[3]}.zip`,
        mimeType: "application/zip",
        buffer: Buffer.from("PK"),
      },
    },
  });
  expect(driver.status(), await driver.text()).toBe(201);

  const application = await page.request.post("/api/job-applications", {
    headers: { origin },
    multipart: {
      jobId: String(jobId),
      firstName: `Xss${id} ${XSS_PAYLOADS[14]}`.slice(0, 100),
      lastName: XSS_PAYLOADS[15],
      email: `xss.${id}@example.in`,
      phone: "+91-9811045678",
      location: XSS_PAYLOADS[16],
      experience: "3-5",
      education: XSS_PAYLOADS[17],
      coverLetter: ALL_PAYLOADS,
      resume: {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n"),
      },
    },
  });
  expect(application.status(), await application.text()).toBe(201);

  // The rebuild that publishes them comes by itself.
  await expect
    .poll(async () => (await page.request.get(`/xss-product-${id}`)).status(), {
      timeout: 400_000,
      intervals: [3_000],
    })
    .toBe(200);
  await expect
    .poll(async () => (await page.request.get(`/products/xss-category-${id}`)).status(), {
      timeout: 200_000,
      intervals: [3_000],
    })
    .toBe(200);
  await expect
    .poll(async () => (await page.request.get(`/jobs/xss-job-${id}`)).status(), {
      timeout: 200_000,
      intervals: [3_000],
    })
    .toBe(200);

  for (const path of [
    `/xss-product-${id}`,
    `/xss-product-${id}/in-mumbai-india`,
    "/printers",
    `/products/xss-category-${id}`,
    "/products",
    `/search?q=${encodeURIComponent(`XSS product ${id}`)}`,
    "/jobs",
    `/jobs/xss-job-${id}`,
    "/drivers",
    "/admin/products",
    "/admin/jobs",
    "/admin/jobs/applications",
    "/admin/drivers",
    "/admin/categories",
    "/admin/brands",
  ]) {
    await expectClean(page, path);
  }
  // The payload shows as the text it is.
  await page.goto(`/xss-product-${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(XSS_PAYLOADS[0]);
});
