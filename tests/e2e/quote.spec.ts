// Quote requests from the catalogue (the issue "Leads"): Add to quote on cards, product pages and
// search results, the header's Quote (n), the /quote page sending the list once with its
// Idempotency-Key, the product page's form without JavaScript, and the WhatsApp message with the
// product and the visitor's city.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { gstinMessages } from "../../src/lib/quotes/gstin.ts";
import { QUOTE_SUCCESS_MESSAGE } from "../../src/lib/quotes/quote-request.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
// A stored Reject All choice: the cookie banner stays away, and the list lives in sessionStorage.
import { expect, test } from "../support/consented.ts";
import { escapeRegExp } from "../support/patterns.ts";
import { loseFirstAnswer, UUID } from "./lost-response.ts";

// The site's functions write mail here (scripts/serve-e2e.ts sets DATA_DIR per port).
const OUTBOX = `.data/e2e-${process.env.E2E_PORT ?? 8899}/outbox`;

const ZD421 = {
  slug: "zebra-zd421-desktop-barcode-printer",
  name: "Zebra ZD421 Desktop Barcode Printer",
  model: "ZD421",
};
const ZT230 = {
  slug: "zebra-zt230-industrial-barcode-printer",
  name: "Zebra ZT230 Industrial Barcode Printer",
  model: "ZT230",
};
const TE244 = {
  slug: "tsc-te244-thermal-transfer-barcode-printer",
  name: "TSC TE244 Thermal Transfer Barcode Printer",
  model: "TE244",
};
// A GSTIN with the right check character, and the same with a wrong one.
const GSTIN = "27AAPFU0939F1ZV";
const BAD_GSTIN = "27AAPFU0939F1ZA";
const PUNE = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 867, name: "Pune" },
};

const quoteLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Quote/ });
// "Add to quote: {name}"; Chromium reads the hidden name as a block, so a space comes before ":".
const buttonName = (label: string, name: string) =>
  new RegExp(`^${label} ?: ${escapeRegExp(name)}$`);
const addButton = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name: buttonName("Add to quote", name) });
const listedButton = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name: buttonName("In quote list", name) });
const quoteForm = (page: Page) => page.getByRole("form", { name: "Quote request" });
// Each visitor its own address (an address gets one confirmation a day). Staff's mail names the
// visitor; the visitor's confirmation names nobody and goes to that address.
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.in`;
const mailsFor = async (name: string) =>
  (await readOutbox(OUTBOX)).filter(
    (mail) => mail.text.includes(name) || mail.to.includes(emailOf(name)),
  );

// A visitor who chose Pune in the location picker.
const choosePune = (page: Page) =>
  page.addInitScript((place) => {
    localStorage.setItem("userLocation", JSON.stringify(place));
    localStorage.setItem("locationManuallySet", "true");
  }, PUNE);

async function addFromEachPlace(page: Page) {
  // A listing's card.
  await page.goto("/products/printers/desktop-printers");
  await addButton(page, ZD421.name).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added to your quote list" }),
  ).toBeAttached();
  await expect(listedButton(page, ZD421.name)).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (1)");
  // A product's page.
  await page.goto(`/${ZT230.slug}`);
  await addButton(page, ZT230.name).click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (2)");
  // The search results, drawn by their island after load.
  await page.goto("/search?q=TE244");
  await addButton(page, TE244.name).click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (3)");
  await expect(listedButton(page, TE244.name)).toBeVisible();
}

async function fillDetails(page: Page, name: string, gstin = GSTIN) {
  const form = quoteForm(page);
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Company Name (optional)").fill("Verma Logistics");
  await form.getByLabel("Email Address").fill(emailOf(name));
  await form.getByLabel("Mobile Number").fill("9811045678");
  await expect(form.getByLabel("Mobile Number")).toHaveValue("+91-9811045678");
  await form.getByLabel("GSTIN (optional)").fill(gstin);
  await form.getByLabel("Message (optional)").fill("Delivery to our Pune warehouse.");
}

test("a visitor adds three products, sets quantities and a note, and sends the quote once", async ({
  page,
}) => {
  await choosePune(page);
  await addFromEachPlace(page);
  // Without functional consent the list lasts for the visit only.
  expect(await page.evaluate(() => localStorage.getItem("sbs-quote-list"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("sbs-quote-list"))).not.toBeNull();

  await quoteLink(page).click();
  await expect(page).toHaveURL(/\/quote$/);
  const form = quoteForm(page);
  const items = form.getByRole("listitem");
  await expect(items).toHaveCount(3);
  const quantities = [5, 12, 250];
  for (const [index, quantity] of quantities.entries())
    await items.nth(index).getByLabel("Quantity").fill(String(quantity));
  await items.nth(1).getByLabel("Note (optional)").fill("With a 300 dpi print head");
  // The city comes from the location the visitor chose.
  await expect(form.getByLabel("City")).toHaveValue("Pune");

  const name = `Asha Verma ${randomBytes(4).toString("hex")}`;
  await fillDetails(page, name, BAD_GSTIN);
  await form.getByLabel("GSTIN (optional)").blur();
  await expect(form.getByText(gstinMessages.checkCharacter)).toBeVisible();
  await form.getByLabel("GSTIN (optional)").fill(GSTIN);
  await expect(form.getByText(gstinMessages.checkCharacter)).toHaveCount(0);

  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/quotes") && request.method() === "POST")
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await form.getByRole("button", { name: "Send quote request" }).dblclick();
  await expect(page.getByRole("heading", { name: "Quote request sent" })).toBeFocused();
  await expect(page.getByText(QUOTE_SUCCESS_MESSAGE)).toBeVisible();
  await expect(page.getByText(`${ZT230.name} × 12`)).toBeVisible();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(UUID);
  // The list is cleared.
  await expect(quoteLink(page)).toHaveAccessibleName("Quote");

  // The visitor's confirmation lists the three products with quantities, not the note (nothing the
  // visitor wrote); staff are told everything.
  await expect.poll(async () => (await mailsFor(name)).length).toBe(2);
  const [confirmation] = (await mailsFor(name)).filter((mail) => mail.to.includes(emailOf(name)));
  for (const [index, product] of [ZD421, ZT230, TE244].entries()) {
    expect(confirmation!.text).toContain(product.name);
    expect(confirmation!.text).toContain(String(quantities[index]));
  }
  expect(confirmation!.text).not.toContain("With a 300 dpi print head");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your quote list is empty" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Browse products" }),
  ).toHaveAttribute("href", "/products");
});

test("a send whose answer was lost is sent again with the same key and stored once", async ({
  page,
}) => {
  await page.goto(`/${ZD421.slug}`);
  await addButton(page, ZD421.name).click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (1)");
  await page.goto("/quote");
  const name = `Ravi Nair ${randomBytes(4).toString("hex")}`;
  await fillDetails(page, name);
  await quoteForm(page).getByLabel("City").fill("Kochi");
  const keys = await loseFirstAnswer(page, "**/api/quotes");
  const send = quoteForm(page).getByRole("button", { name: "Send quote request" });
  await send.click();
  await expect(page.getByRole("alert")).toContainText("Your quote request was not sent.");
  await send.click();
  await expect(page.getByRole("heading", { name: "Quote request sent" })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect.poll(async () => (await mailsFor(name)).length).toBe(2);
});

test("items are changed and removed on /quote, and the header follows", async ({ page }) => {
  await page.goto("/products/printers/desktop-printers");
  await addButton(page, ZD421.name).click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (1)");
  await page.goto(`/${ZT230.slug}`);
  await addButton(page, ZT230.name).click();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (2)");
  await page.goto("/quote");
  const items = quoteForm(page).getByRole("listitem");
  const quantity = items.first().getByLabel("Quantity");
  await quantity.fill("250000");
  await quantity.blur();
  await expect(quantity).toHaveValue("100000");
  await items
    .first()
    .getByRole("button", { name: `Remove ${ZD421.name}` })
    .click();
  await expect(items).toHaveCount(1);
  await expect(quoteLink(page)).toHaveAccessibleName("Quote (1)");
  await page.reload();
  await expect(quoteForm(page).getByRole("listitem")).toHaveCount(1);
  await items
    .first()
    .getByRole("button", { name: `Remove ${ZT230.name}` })
    .click();
  await expect(page.getByRole("heading", { name: "Your quote list is empty" })).toBeVisible();
  await expect(quoteLink(page)).toHaveAccessibleName("Quote");
});

test.describe("the WhatsApp button of a product page", () => {
  const message = async (page: Page) => {
    const href = await page
      .getByRole("link", { name: "Chat on WhatsApp" })
      .first()
      .getAttribute("href");
    return new URL(href!).searchParams.get("text") ?? "";
  };

  test("on a city page carries the product, its model, the city page's address and the city", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/${ZT230.slug}/in-mumbai-india`);
    const text = await message(page);
    expect(text).toContain(`${ZT230.name} (model ${ZT230.model})`);
    expect(text).toContain(`Product page: ${baseURL}/${ZT230.slug}/in-mumbai-india\n`);
    expect(text).toContain("My city: Mumbai");
    // The footer's chat link says the same.
    const footer = await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Chat on WhatsApp" })
      .getAttribute("href");
    expect(new URL(footer!).searchParams.get("text")).toBe(text);
  });

  test("carries the city the visitor chose, on the plain product page", async ({
    page,
    baseURL,
  }) => {
    await choosePune(page);
    await page.goto(`/${ZD421.slug}`);
    const text = await message(page);
    expect(text).toContain(`${ZD421.name} (model ${ZD421.model})`);
    expect(text).toContain(`${baseURL}/${ZD421.slug}`);
    expect(text).toContain("My city: Pune");
  });

  test("leaves the city out when none is known", async ({ page }) => {
    await page.goto(`/${ZD421.slug}`);
    await expect.poll(() => message(page)).toContain(ZD421.name);
    expect(await message(page)).not.toContain("My city");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page's quote form sends a request and shows the confirmation", async ({
    page,
  }) => {
    await page.goto(`/${ZT230.slug}`);
    const main = page.getByRole("main");
    // Add to quote needs the script: it is not offered.
    await expect(main.getByRole("button", { name: /Add to quote/ })).toBeHidden();
    const chat = await main.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href");
    expect(new URL(chat!).searchParams.get("text")).toContain(
      `${ZT230.name} (model ${ZT230.model})`,
    );

    await main.getByText("Request a quote for this product").click();
    const form = page.getByRole("form", { name: `Request a quote: ${ZT230.name}` });
    const name = `Meera Iyer ${randomBytes(4).toString("hex")}`;
    await form.getByLabel("Quantity").fill("40");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(emailOf(name));
    await form.getByLabel("Mobile Number").fill("+91-9811045678");
    await form.getByLabel("City").fill("Chennai");
    await form.getByLabel("GSTIN (optional)").fill(GSTIN);
    await form.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Quote request sent" })).toBeVisible();
    await expect.poll(async () => (await mailsFor(name)).length).toBe(2);
    const [confirmation] = (await mailsFor(name)).filter((mail) => mail.to.includes(emailOf(name)));
    expect(confirmation!.text).toContain(ZT230.name);
    expect(confirmation!.text).toContain("40");
  });

  test("a wrong GSTIN is answered with a page naming it", async ({ page }) => {
    await page.goto(`/${ZT230.slug}`);
    await page.getByRole("main").getByText("Request a quote for this product").click();
    const form = page.getByRole("form", { name: `Request a quote: ${ZT230.name}` });
    await form.getByLabel("Full Name").fill("Meera Iyer");
    await form.getByLabel("Email Address").fill("meera@example.in");
    await form.getByLabel("Mobile Number").fill("+91-9811045678");
    await form.getByLabel("City").fill("Chennai");
    await form.getByLabel("GSTIN (optional)").fill(BAD_GSTIN);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/quotes")),
      form.getByRole("button", { name: "Send quote request" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText(gstinMessages.checkCharacter)).toBeVisible();
  });

  // Playwright's text locators skip <noscript>: its text is checked in the served page.
  test("/quote explains the list needs JavaScript and points to the catalogue", async ({
    page,
  }) => {
    const response = await page.goto("/quote");
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(await response!.text())?.[1] ?? "";
    expect(noscript).toContain("Your quote list needs JavaScript");
    expect(noscript).toMatch(/<a class="button" href="\/products"[^>]*>Browse products<\/a>/);
    await expect(page.locator(".noscript")).toBeVisible();
    await expect(page.locator(".quote-waiting")).toBeHidden();
  });
});
