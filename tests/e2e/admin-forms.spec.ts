// What the admin review found in its forms and lists: every invalid control (text input, select,
// textarea) shows the error border; the import's file messages look and sound like errors and a
// refused file is not shown as chosen; a dry run's button says it checks; the enquiries table fits
// at 1366 and 1280 px with a long e-mail and company, and its scroll area takes focus; a list of one
// product says so in the singular.
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test, visitorAddress } from "../support/browser-test.ts";
import { createProduct, signIn, unique } from "./admin-support.ts";

// Each call may reload its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The admin's error red (#b42318), as computed styles give it. */
const ERROR_RED = "rgb(180, 35, 24)";

const borderColor = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).borderTopColor);
const textColor = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);

test("every invalid control of the product form shows the error border", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/products/new");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  const invalid = page.locator('[aria-invalid="true"]');
  for (const tag of ["input", "select", "textarea"]) {
    await expect(invalid.locator(`xpath=self::${tag}`).first()).toBeVisible();
  }
  for (const control of await invalid.all()) {
    if ((await control.getAttribute("type")) === "file") continue;
    expect(await borderColor(control), await control.evaluate((node) => node.outerHTML)).toBe(
      ERROR_RED,
    );
  }
  // A valid text input keeps its grey border.
  const valid = page.locator('.af-field input[aria-invalid="false"]:not([type="checkbox"])');
  expect(await borderColor(valid.first())).not.toBe(ERROR_RED);
});

async function openImport(page: Page) {
  await signIn(page);
  await page.goto("/admin/import");
  await expect(page.getByText("Server is online")).toBeVisible();
}

test("the import's file messages are errors, and a refused file is not shown as chosen", async ({
  page,
}) => {
  await openImport(page);
  const input = page.locator('input[type="file"]');
  const dropTitle = page.locator(".admin-import__drop-title");

  await page.getByRole("button", { name: "Upload and Import" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please select a file to upload");
  expect(await textColor(alert)).toBe(ERROR_RED);

  await input.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hi"),
  });
  await expect(alert).toHaveText("Please select a CSV or Excel file (.csv, .xlsx, .xls)");
  expect(await textColor(alert)).toBe(ERROR_RED);
  await expect(dropTitle).toHaveText("Drag and drop your file here, or click to choose");

  // A good file after the refused one is taken, and the message goes.
  await input.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,category\n"),
  });
  await expect(dropTitle).toHaveText("products.csv");
  await expect(alert).toHaveCount(0);

  // A dry run's button says it checks; the real import keeps the spec's words.
  await page.getByRole("checkbox", { name: /Dry run/ }).check();
  await expect(page.getByRole("button", { name: "Check File (dry run)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload and Import" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /Dry run/ }).uncheck();
  await expect(page.getByRole("button", { name: "Upload and Import" })).toBeVisible();
});

test("the enquiries table fits at 1366 and 1280 px with a long e-mail and company", async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = unique();
  const name = `Rajesh Kumar Venkataraman Subramanian ${run}`;
  const api = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { origin: baseURL!, "x-forwarded-for": visitorAddress(test.info().testId) },
  });
  const sent = await api.post("/api/contact", {
    data: {
      name,
      email: "rajesh.kumar.venkataraman@averyverylongcompanydomainname.co.in",
      mobile: "+919876543210",
      location: "Nagpur",
      company: "Venkataraman Logistics and Warehousing Private Limited",
      productService: "Printers",
      message: "Please call me about label printers for our warehouse.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();

  await signIn(page);
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(run)}`);
    const region = page.getByRole("region", { name: "Enquiries, newest first" });
    await expect(region.getByRole("link", { name })).toBeVisible();
    const sizes = await region.evaluate((wrap) => ({
      scroll: wrap.scrollWidth,
      client: wrap.clientWidth,
    }));
    expect(sizes.scroll, `at ${width} px`).toBeLessThanOrEqual(sizes.client);
    // Every column ends inside the scroll area and the window.
    const right = (await region.boundingBox())!.x + sizes.client;
    for (const header of await region.getByRole("columnheader").all()) {
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, `${await header.textContent()} at ${width} px`).toBeLessThanOrEqual(
        Math.min(right, width) + 0.5,
      );
    }
  }
  // The scroll area takes focus from the keyboard (for narrower windows, where it scrolls).
  const region = page.getByRole("region", { name: "Enquiries, newest first" });
  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region).toBeFocused();
});

test("a list of one product counts it in the singular", async ({ page }) => {
  await signIn(page);
  const name = `E2E Lone Printer ${unique()}`;
  const id = await createProduct(page, name, `E2E-${unique()}`);
  try {
    await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByText("Showing 1 of 1 product", { exact: true })).toBeVisible();
  } finally {
    const origin = new URL(page.url()).origin;
    const removed = await page.request.delete(`/api/products/${id}`, { headers: { origin } });
    expect(removed.ok()).toBe(true);
  }
});
