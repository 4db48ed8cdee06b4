// The Enquiries inbox (leads issue): a contact message and a quote request for three products,
// sent through the public API, reach a staff account's inbox; staff filter by type, open the quote
// (its products linked), set its status and assignee, add a note, and find both after a reload;
// the CSV and XLSX exports of the filtered list hold it; the dashboard shows the counts and the
// chart's table. An admin meets the 409 rule and the retention deletes, which staff do not see.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test, visitorAddress } from "../support/browser-test.ts";
import * as XLSX from "xlsx";
import { ADMIN, signIn, unique } from "./admin-support.ts";

// Each call may reload its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
// The tests share the enquiries and the staff account made once before them, in one worker.
test.describe.configure({ mode: "default", timeout: 90_000 });

const run = unique();
const STAFF = { username: `e2e-leads-${run}`, password: "e2e-leads-staff-password" };
const STAFF_NAME = `Leads Staff ${run}`;
const QUOTE_NAME = `Quote Visitor ${run}`;
const CONTACT_NAME = `Contact Visitor ${run}`;
const PRODUCTS = [
  { slug: "zebra-zd421-desktop-barcode-printer", name: "Zebra ZD421 Desktop Barcode Printer" },
  {
    slug: "tsc-te244-thermal-transfer-barcode-printer",
    name: "TSC TE244 Thermal Transfer Barcode Printer",
  },
  { slug: "honeywell-pc42t-plus-desktop-printer", name: "Honeywell PC42t Plus Desktop Printer" },
];

async function apiAs(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": visitorAddress(run) },
  });
}

async function sendContact(api: APIRequestContext, name: string) {
  const response = await api.post("/api/contact", {
    data: {
      name,
      email: `contact-${run}@example.com`,
      mobile: "+919876543210",
      location: "Nagpur",
      company: `Contact Co ${run}`,
      productService: "Printers",
      message: "Please call me about label printers for our warehouse.",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

// The visitor's quote and contact message, and a staff (not admin) account to read them.
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await apiAs(playwright, baseURL!);
  await sendContact(api, CONTACT_NAME);
  const quote = await api.post("/api/quotes", {
    data: {
      items: PRODUCTS.map((product, index) => ({
        slug: product.slug,
        quantity: [2, 5, 1][index],
        ...(index === 0 ? { note: "With a year of ribbons" } : {}),
      })),
      name: QUOTE_NAME,
      company: `Quote Co ${run}`,
      email: `quote-${run}@example.com`,
      mobile: "+919876543211",
      city: "Pune",
      message: "Delivery to our Pune plant, please.",
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const login = await api.post("/api/auth/login", {
    data: { username: ADMIN.username, password: ADMIN.password, rememberMe: false },
  });
  expect(login.status()).toBe(200);
  const staff = await api.post("/api/auth/register", {
    data: { ...STAFF, role: "staff", displayName: STAFF_NAME },
  });
  expect(staff.status(), await staff.text()).toBe(201);
  await api.dispose();
});

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

async function readDownload(page: Page, button: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("staff filter, open and work a quote request, export it, and see it counted", async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.getByRole("link", { name: "Enquiries", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(rowOf(page, CONTACT_NAME)).toContainText("Contact message");
  const quoteRow = rowOf(page, QUOTE_NAME);
  await expect(quoteRow).toContainText("Quote request");
  await expect(quoteRow).toContainText(`Quote Co ${run}`);
  await expect(quoteRow).toContainText("Pune");
  await expect(quoteRow).toContainText(`${PRODUCTS[0]!.name} × 2`);
  await expect(quoteRow).toContainText("and 1 more");
  await expect(quoteRow).toContainText("New");
  // Retention is for admins only.
  await expect(page.getByRole("heading", { name: "Retention" })).toHaveCount(0);

  await page.getByLabel("Type").selectOption({ label: "Quote request" });
  await expect(page).toHaveURL(/\/admin\/enquiries\?type=quote$/);
  await expect(rowOf(page, CONTACT_NAME)).toHaveCount(0);
  await expect(quoteRow).toBeVisible();

  const csv = await readDownload(page, "Export CSV");
  expect(csv.name).toMatch(/\.csv$/);
  const csvText = csv.bytes.toString("utf8");
  expect(csvText).toContain(QUOTE_NAME);
  expect(csvText).not.toContain(CONTACT_NAME);
  const xlsx = await readDownload(page, "Export XLSX");
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const book = XLSX.read(xlsx.bytes);
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
  const exported = rows.find((row) => row.Name === QUOTE_NAME);
  expect(exported).toMatchObject({ Type: "Quote request", City: "Pune" });
  expect(String(exported?.Products)).toContain(PRODUCTS[2]!.name);
  expect(rows.some((row) => row.Name === CONTACT_NAME)).toBe(false);

  await quoteRow.getByRole("link", { name: QUOTE_NAME }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUOTE_NAME })).toBeVisible();
  const products = page.getByRole("table", { name: "Products" });
  for (const product of PRODUCTS) {
    await expect(products.getByRole("link", { name: product.name })).toHaveAttribute(
      "href",
      `/${product.slug}`,
    );
  }
  await expect(products).toContainText("With a year of ribbons");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByLabel("Assigned to").selectOption({ label: `${STAFF_NAME} (you)` });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enquiry updated.")).toBeVisible();
  const note = `Called ${run}; sending prices tomorrow.`;
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toContainText(STAFF_NAME);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: QUOTE_NAME })).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(page.getByLabel("Assigned to")).toHaveValue(/^\d+$/);
  await expect(notes).toContainText(note);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Contacted");

  await page.getByRole("link", { name: "Back to Enquiries" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?type=quote$/);
  await expect(quoteRow).toContainText("Contacted");
  await expect(quoteRow).toContainText(STAFF_NAME);

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  const counts = page.getByRole("list", { name: "Enquiries this week and open by status" });
  const countOf = async (label: string | RegExp) =>
    Number(
      (
        await counts
          .getByRole("listitem")
          .filter({ hasText: label })
          .locator(".admin-card__count")
          .textContent()
      )?.replace(/\D/g, ""),
    );
  await expect(counts).toBeVisible();
  expect(await countOf("Received this week")).toBeGreaterThanOrEqual(2);
  expect(await countOf("Contacted")).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("region", { name: "Top requested products" })).toContainText(
    PRODUCTS[0]!.name,
  );
  await page.getByRole("button", { name: "Show table" }).click();
  const table = page.getByRole("table", { name: /per week, last 12 weeks/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(13);
  // The last row is this week; its cells after the week: contact, quote, driver, application, total.
  const quotesThisWeek = await table.getByRole("row").last().getByRole("cell").nth(1).textContent();
  expect(Number(quotesThisWeek)).toBeGreaterThanOrEqual(1);
});

test("an admin is told when someone else changed the enquiry first, and deletes spam", async ({
  page,
  playwright,
  baseURL,
}) => {
  const spamName = `Spam Sender ${run}`;
  const visitor = await apiAs(playwright, baseURL!);
  await sendContact(visitor, spamName);
  await visitor.dispose();

  await signIn(page);
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(spamName)}`);
  await rowOf(page, spamName).getByRole("link", { name: spamName }).click();
  await expect(page.getByRole("heading", { level: 1, name: spamName })).toBeVisible();

  // Another member of staff marks it spam while this form is open (the page's session is an admin's).
  const path = new URL(page.url()).pathname.replace("/admin/", "/api/admin/");
  const loaded = (await (await page.request.get(path)).json()) as { version: number };
  const origin = new URL(page.url()).origin;
  const other = await page.request.patch(path, {
    headers: { origin },
    data: { version: loaded.version, status: "spam" },
  });
  expect(other.status()).toBe(200);

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Won" });
  await page.getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "changed by someone else" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Reload" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("spam");

  await page.getByRole("link", { name: "Back to Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Retention" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete enquiries older than/ })).toBeVisible();
  await page.getByRole("button", { name: "Delete spam" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("every enquiry marked Spam");
  await dialog.getByRole("button", { name: "Delete spam" }).click();
  await expect(page.getByText(/^\d+ enquir(y|ies) deleted\.$/)).toBeVisible();
  await expect(rowOf(page, spamName)).toHaveCount(0);
  await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
});
