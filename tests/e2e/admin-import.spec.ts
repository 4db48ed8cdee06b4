// The bulk import screen (document 3 §2.10, §5, §8): the server status, the samples and the
// export saved under their names, the file rules' messages, an import with one bad row shown in
// the results and saved in import_errors.csv, and a dry run that writes nothing.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

const dropZone = (page: Page) => page.getByLabel(/Drag and drop your file here/);

function csvFile(name: string, rows: string[][]) {
  const header = "name,slug,category,subcategory,shortDescription,description,sku,status,featured";
  const lines = rows.map((row) => row.map((cell) => `"${cell}"`).join(","));
  return { name, mimeType: "text/csv", buffer: Buffer.from([header, ...lines].join("\n")) };
}

async function openImport(page: Page) {
  await signIn(page);
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Import Products" })).toBeVisible();
  await expect(page.getByText("Server is online")).toBeVisible();
}

test("the samples and the export download under their names", async ({ page }) => {
  await openImport(page);
  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV Sample" }).click();
  expect((await csv).suggestedFilename()).toBe("sample_products.csv");

  const workbook = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel Sample" }).click();
  const saved = await workbook;
  expect(saved.suggestedFilename()).toBe("sample_products.xlsx");
  expect((await readFile((await saved.path())!)).subarray(0, 2).toString()).toBe("PK");

  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export All Products" }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^products_export_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await file.path())!, "utf8")).toContain("zebra-zd421");
});

test("the file rules answer with the spec's messages", async ({ page }) => {
  await openImport(page);
  await page.getByRole("button", { name: "Upload and Import" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a file to upload");
  await dropZone(page).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Please select a CSV or Excel file (.csv, .xlsx, .xls)",
  );
});

test("an import keeps the good rows, lists the bad one and saves import_errors.csv", async ({
  page,
}) => {
  const id = unique();
  const good = `E2E Import Printer ${id}`;
  const file = csvFile(`import-${id}.csv`, [
    [
      good,
      "",
      "printers",
      "",
      "Imported by the browser test.",
      "A printer.",
      `IMP-${id}-1`,
      "active",
      "false",
    ],
    [
      `E2E Import Scanner ${id}`,
      "",
      "scanners",
      "",
      "Imported.",
      "A scanner.",
      `IMP-${id}-2`,
      "active",
      "true",
    ],
    [
      `E2E Broken ${id}`,
      "",
      "printers",
      "",
      "Bad status.",
      "Broken.",
      `IMP-${id}-3`,
      "sometimes",
      "false",
    ],
  ]);
  await openImport(page);

  // A dry run reports without writing.
  await dropZone(page).setInputFiles(file);
  await page.getByRole("checkbox", { name: /Dry run/ }).check();
  await page.getByRole("button", { name: "Check File (dry run)" }).click();
  await expect(
    page.getByText("2 of 3 products would be imported; nothing was written."),
  ).toBeVisible({
    timeout: 60_000,
  });
  const before = await page.request.get(`/api/admin/products?search=${id}`);
  expect(((await before.json()) as { total: number }).total).toBe(0);

  await page.getByRole("checkbox", { name: /Dry run/ }).uncheck();
  await page.getByRole("button", { name: "Upload and Import" }).click();
  await expect(page.getByText("2 of 3 products imported successfully.")).toBeVisible({
    timeout: 60_000,
  });
  const errors = page.getByRole("region", { name: "Import results" });
  await expect(errors.getByText(/^Row 4 \(E2E Broken .*\): .*status/i)).toBeVisible();

  const download = page.waitForEvent("download");
  await errors.getByRole("button", { name: "Download import_errors.csv" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("import_errors.csv");
  const text = await readFile((await saved.path())!, "utf8");
  expect(text.split(/\r?\n/)[0]).toBe("Row Number,Product Name,Error");
  expect(text).toContain(`4,E2E Broken ${id},`);

  const after = await page.request.get(`/api/admin/products?search=${id}`);
  const imported = (await after.json()) as { total: number; products: { slug: string }[] };
  expect(imported.total).toBe(2);
  // Published by itself as the same product edits are: each product's own page goes live.
  for (const { slug } of imported.products) {
    await expect
      .poll(async () => (await page.request.get(`/${slug}`)).status(), { timeout: 120_000 })
      .toBe(200);
  }

  // The same file again updates nothing and duplicates nothing.
  await page.getByRole("button", { name: "Upload and Import" }).click();
  await expect(page.getByText("2 of 3 products imported successfully.")).toBeVisible({
    timeout: 60_000,
  });
  await expect(errors.getByRole("definition").nth(2)).toHaveText("2");
  const again = await page.request.get(`/api/admin/products?search=${id}`);
  expect(((await again.json()) as { total: number }).total).toBe(2);
});

test("a price list: the dry run lists each change row by row, then the import writes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const sku = `PL-${id}`;
  const created = csvFile(`new-${id}.csv`, [
    [
      `E2E Price List Printer ${id}`,
      "",
      "printers",
      "",
      "Priced.",
      "A printer.",
      sku,
      "active",
      "false",
    ],
  ]);
  await openImport(page);
  await dropZone(page).setInputFiles(created);
  await page.getByRole("button", { name: "Upload and Import" }).click();
  await expect(page.getByText("1 of 1 products imported successfully.")).toBeVisible({
    timeout: 60_000,
  });

  const prices = {
    name: `prices-${id}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(`sku,price,brand\n${sku},"12,499",Zebra\n`),
  };
  // The drop zone now bears the chosen file's name.
  await page.getByLabel(`new-${id}.csv`).setInputFiles(prices);
  await page.getByRole("checkbox", { name: /Dry run/ }).check();
  await page.getByRole("button", { name: "Check File (dry run)" }).click();
  const results = page.getByRole("region", { name: "Dry run results" });
  await expect(results.getByRole("heading", { name: "What the import would change" })).toBeVisible({
    timeout: 60_000,
  });
  const row = results
    .getByRole("listitem")
    .filter({ hasText: `Row 2 (E2E Price List Printer ${id})` });
  await expect(row.getByRole("listitem")).toHaveText([
    "price Price on request → 12499",
    "brand (empty) → Zebra",
  ]);
  await page.screenshot({ path: test.info().outputPath("dry-run-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("dry-run-390.png"), fullPage: true });
  const unchanged = await page.request.get(`/api/admin/products?search=${sku}`);
  expect(
    ((await unchanged.json()) as { products: { price: unknown }[] }).products[0]?.price,
  ).toBeNull();

  await page.getByRole("checkbox", { name: /Dry run/ }).uncheck();
  await page.getByRole("button", { name: "Upload and Import" }).click();
  const done = page.getByRole("region", { name: "Import results" });
  await expect(done.getByRole("heading", { name: "What the import changed" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(done.getByText("1 row changed.")).toBeVisible();
  const after = await page.request.get(`/api/admin/products?search=${sku}`);
  expect(((await after.json()) as { products: { price: unknown }[] }).products[0]?.price).toBe(
    12499,
  );
});
