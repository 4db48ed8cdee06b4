// /drivers: the prebuilt list, search and filters, ?category=, the download request modal with its
// messages and states, the download it earns, and the fallbacks (document 2 §2.4, §4, §5, §8).
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { seededCards } from "./admin-support.ts";
import { nextAlert } from "./alerts.ts";
import { loseFirstAnswer, UUID } from "./lost-response.ts";
import { interactAfterEachLoad } from "./first-interaction.ts";

test.beforeEach(({ page }) => interactAfterEachLoad(page));

// The site's functions keep mail and files here (scripts/serve-e2e.ts sets DATA_DIR per port).
const DATA_DIR = `.data/e2e-${process.env.E2E_PORT ?? 8899}`;
const ZDESIGNER = "ZDesigner Printer Driver for Windows";
const SUCCESS = "Download request submitted successfully! Check your email for confirmation.";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
// The demo seed's drivers. Another test's driver may join the list at any moment
// (admin-support.ts, MADE_BY_TESTS): counts are of these.
const ALL_DRIVERS = [
  "Zebra StageNow Client for Android",
  "Zebra 123Scan Configuration Utility",
  ZDESIGNER,
  "Zebra Printer Setup Utility for iOS",
  "TSC Printer Driver for macOS (CUPS)",
  "Zebra Scanner SDK for Linux",
];

const cards = (page: Page) => page.getByRole("article");
const card = (page: Page, name: string) => page.getByRole("article", { name });

// The island has hydrated: it has taken over its Download buttons (src/islands/shared/awaits-script.ts).
const hydrated = (page: Page) =>
  expect(card(page, ZDESIGNER).getByRole("button", { name: "Download" })).not.toHaveAttribute(
    "data-awaits-script",
  );
const modal = (page: Page) => page.getByRole("dialog", { name: "Download Request" });
const submitButton = (page: Page) => modal(page).getByRole("button", { name: "Submit & Download" });

// Counts the download requests the page sends.
function countPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/api/drivers/download-request")) seen.count++;
  });
  return seen;
}

async function openModal(page: Page, driver = ZDESIGNER) {
  await card(page, driver).getByRole("button", { name: "Download" }).click();
  await expect(modal(page)).toBeVisible();
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.in`;
// Staff's mail names the visitor; the visitor's confirmation goes to their address, naming nobody.
const mailsOf = async (fullName: string) =>
  (await readOutbox(`${DATA_DIR}/outbox`)).filter(
    (m) => m.text.includes(fullName) || m.to.includes(emailOf(fullName)),
  );

async function fillGood(
  page: Page,
  fullName: string,
  receipt = { name: "invoice.pdf", buffer: PDF },
) {
  const form = modal(page);
  await form.getByLabel("Full Name").fill(fullName);
  await form.getByLabel("Company Name").fill("Kumar Logistics Pvt Ltd");
  await form.getByLabel("Mobile Number").fill("+91-9811045678");
  // Each request its own address: an address gets one confirmation a day.
  await form.getByLabel("Email").fill(emailOf(fullName));
  await form.getByLabel("Address").fill("Plot 7, Sector 18, Gurugram");
  await form.getByLabel("Purpose").fill("Installing the printer on a new packing-station PC");
  await form
    .getByLabel("Purchase Receipt / Document")
    .setInputFiles({ name: receipt.name, mimeType: "application/pdf", buffer: receipt.buffer });
}

async function storedFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true })).map(String);
  } catch {
    return [];
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prebuilt page lists every driver with its details and the help section", async ({
    page,
  }) => {
    await page.goto("/drivers");
    await expect(
      page.getByRole("heading", { level: 1, name: "Drivers & Downloads" }),
    ).toBeVisible();
    await expect(seededCards(page)).toHaveCount(6);
    const zdesigner = card(page, ZDESIGNER);
    await expect(zdesigner).toContainText("Version 10.6.2");
    await expect(zdesigner).toContainText("15 Jan 2025");
    await expect(zdesigner).toContainText("zdesigner-windows-driver-10.6.2.zip");
    for (const item of ["Installation Guide", "Troubleshooting", "Technical Support"]) {
      await expect(page.getByRole("heading", { name: item })).toBeVisible();
    }
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/drivers");
    // The island has hydrated once its Download buttons lose the mark of awaiting their script.
    await hydrated(page);
  });

  test("search, category and operating-system filters narrow the list, then the no-results message", async ({
    page,
  }) => {
    await expect(page.getByPlaceholder("Search drivers...")).toBeVisible();
    await page.getByLabel("Category").selectOption("printer");
    await expect(seededCards(page)).toHaveCount(2);
    await page.getByLabel("Operating System").selectOption("macos");
    await expect(seededCards(page)).toHaveCount(1);
    await expect(card(page, "TSC Printer Driver for macOS (CUPS)")).toBeVisible();
    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Operating System").selectOption("all");
    await page.getByRole("searchbox", { name: "Search drivers" }).fill("ds2208");
    await expect(seededCards(page)).toHaveCount(1);
    await expect(card(page, "Zebra Scanner SDK for Linux")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search drivers" }).fill("fax machine");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No drivers found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  });

  test("every required message shows, clears as its field is edited, and nothing is sent", async ({
    page,
  }) => {
    const posts = countPosts(page);
    await page.setViewportSize({ width: 375, height: 667 });
    await openModal(page);
    await expect(modal(page)).toContainText(`download ${ZDESIGNER} 10.6.2`);
    await submitButton(page).click();
    const messages = {
      "Full Name": "Full name is required",
      "Company Name": "Company name is required",
      Address: "Address is required",
      "Mobile Number": "Mobile number is required",
      Purpose: "Purpose is required",
      Email: "Email is required",
      "Purchase Receipt / Document": "Purchase receipt/document is required",
    };
    for (const [label, message] of Object.entries(messages)) {
      await expect(modal(page).getByLabel(label)).toHaveAccessibleDescription(
        new RegExp(`^${message.replace("/", "\\/")}`),
      );
    }
    await expect(modal(page).getByLabel("Full Name")).toBeFocused();
    await modal(page).getByLabel("Full Name").fill("R");
    await expect(modal(page).getByText("Full name is required")).toHaveCount(0);
    await expect(modal(page).getByText("Company name is required")).toBeVisible();
    await modal(page).getByLabel("Email").fill("ravi@example");
    await submitButton(page).click();
    await expect(modal(page).getByText("Email is invalid", { exact: true })).toBeVisible();
    expect(posts.count).toBe(0);
    await modal(page).getByRole("button", { name: "Cancel" }).click();
    await expect(modal(page)).toBeHidden();
    // Opened again, it is empty and starts at its title, wherever the last one was scrolled to.
    await openModal(page);
    await expect(modal(page).getByLabel("Email")).toHaveValue("");
    await expect(modal(page).getByText("Company name is required")).toHaveCount(0);
    await expect(modal(page).getByRole("heading", { name: "Download Request" })).toBeInViewport();
    // Its close button (×) closes it as Cancel does.
    await modal(page).getByRole("button", { name: "Close" }).click();
    await expect(modal(page)).toBeHidden();
  });

  test("a good request shows Processing..., starts the download, alerts success and mails staff", async ({
    page,
  }) => {
    const fullName = `Ravi Kumar ${randomBytes(4).toString("hex")}`;
    const receiptName = `invoice-${randomBytes(4).toString("hex")}.pdf`;
    await openModal(page);
    await fillGood(page, fullName, { name: receiptName, buffer: PDF });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/drivers/download-request", async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page).click();
    await expect(modal(page).getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(modal(page).getByRole("button", { name: "Cancel" })).toBeDisabled();
    const download = page.waitForEvent("download");
    const alert = nextAlert(page);
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe("zdesigner-windows-driver-10.6.2.zip");
    const bytes = await readFile((await file.path())!);
    const seed = await readFile(
      "scripts/seed-data/driver-files/zdesigner-windows-driver-10.6.2.zip",
    );
    expect(bytes.equals(seed)).toBe(true);
    expect(await alert).toBe(SUCCESS);
    await expect(modal(page)).toBeHidden();
    await expect.poll(async () => (await mailsOf(fullName)).length).toBe(2);
    const receipts = await storedFiles(`${DATA_DIR}/storage/private/driver-receipts`);
    expect(receipts.filter((name) => name.endsWith(receiptName))).toHaveLength(1);
    // Opened again, the form is empty.
    await openModal(page);
    await expect(modal(page).getByLabel("Full Name")).toHaveValue("");
  });

  test("a retry after a lost answer downloads without a second request stored or mailed", async ({
    page,
  }) => {
    const fullName = `Ravi Kumar ${randomBytes(4).toString("hex")}`;
    const receiptName = `invoice-${randomBytes(4).toString("hex")}.pdf`;
    const keys = await loseFirstAnswer(page, "**/api/drivers/download-request");
    await openModal(page);
    await fillGood(page, fullName, { name: receiptName, buffer: PDF });
    const failed = nextAlert(page);
    await submitButton(page).click();
    expect(await failed).toBe("Error: Something went wrong. Please try again later.");
    const download = page.waitForEvent("download");
    const succeeded = nextAlert(page);
    await submitButton(page).click();
    expect((await download).suggestedFilename()).toBe("zdesigner-windows-driver-10.6.2.zip");
    expect(await succeeded).toBe(SUCCESS);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    // Staff and the visitor are mailed once, and one copy of the receipt is kept.
    await expect.poll(async () => (await mailsOf(fullName)).length).toBe(2);
    const receipts = await storedFiles(`${DATA_DIR}/storage/private/driver-receipts`);
    expect(receipts.filter((name) => name.endsWith(receiptName))).toHaveLength(1);
  });

  test("a program renamed .pdf is refused by the server with its message beside the receipt", async ({
    page,
  }) => {
    await openModal(page);
    const program = Buffer.concat([Buffer.from("MZ"), randomBytes(200)]);
    await fillGood(page, "Ravi Kumar", { name: "invoice.pdf", buffer: program });
    const alert = nextAlert(page);
    await submitButton(page).click();
    const message = "The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file";
    expect(await alert).toBe(`Error: ${message}`);
    await expect(modal(page).getByLabel("Purchase Receipt / Document")).toHaveAccessibleDescription(
      new RegExp(`^${message}`),
    );
    await expect(modal(page).getByLabel("Full Name")).toHaveValue("Ravi Kumar");
  });

  test("a server failure alerts Error: with its message and keeps the form", async ({ page }) => {
    await page.route("**/api/drivers/download-request", (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal_error", message: "Mail server down" } },
      }),
    );
    await openModal(page);
    await fillGood(page, "Ravi Kumar");
    const alert = nextAlert(page);
    await submitButton(page).click();
    expect(await alert).toBe("Error: Mail server down");
    await expect(modal(page)).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a request that never gets an answer alerts the spec's thrown-error text", async ({
    page,
  }) => {
    await page.route("**/api/drivers/download-request", (route) =>
      route.abort("internetdisconnected"),
    );
    await openModal(page);
    await fillGood(page, "Ravi Kumar");
    const alert = nextAlert(page);
    await submitButton(page).click();
    expect(await alert).toBe("Error submitting form. Please try again.");
  });

  test("a forged download token gets 403 and no file", async ({ page }) => {
    const forged = await page.request.get("/api/drivers/1/download?token=e30.Zm9yZ2Vk");
    expect(forged.status()).toBe(403);
    const none = await page.request.get("/api/drivers/1/download");
    expect(none.status()).toBe(403);
  });
});

test("?category=scanner preselects the category; an unknown value is ignored", async ({ page }) => {
  await page.goto("/drivers?category=scanner");
  await expect(page.getByLabel("Category")).toHaveValue("scanner");
  await expect(seededCards(page)).toHaveCount(1);
  await page.goto("/drivers?category=printers");
  await hydrated(page);
  await expect(page.getByLabel("Category")).toHaveValue("all");
  await expect(seededCards(page)).toHaveCount(6);
});

test("a failed list refresh keeps the drivers the page was built with", async ({ page }) => {
  await page.route("**/api/drivers", (route) => route.fulfill({ status: 500, body: "" }));
  const refreshed = page.waitForResponse("**/api/drivers");
  await page.goto("/drivers");
  expect((await refreshed).status()).toBe(500);
  await hydrated(page);
  const names = await seededCards(page).getByRole("heading").allTextContents();
  expect(names).toEqual(ALL_DRIVERS);
});

test("the list refresh from the API replaces the built list", async ({ page }) => {
  await page.route("**/api/drivers", async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { name: string }[];
    await route.fulfill({ response, json: list.slice(0, 2) });
  });
  await page.goto("/drivers");
  await expect(cards(page)).toHaveCount(2);
});
