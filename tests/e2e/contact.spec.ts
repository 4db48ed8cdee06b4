// /contact: the enquiry form's rules, states and banners (document 2 §4, §5, §8), the direct-contact
// cards, the office map with the contact entries, and the closable WhatsApp button.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { IP_LOOKUP_SERVICES } from "../../src/lib/locations/ip-lookup-services.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
// A stored cookie choice keeps the banner from covering the floating WhatsApp button.
import { expect, test } from "../support/consented.ts";
import { nextAlert } from "./alerts.ts";
import { loseFirstAnswer, UUID } from "./lost-response.ts";

// The site's functions write mail here (scripts/serve-e2e.ts sets DATA_DIR per port).
const OUTBOX = `.data/e2e-${process.env.E2E_PORT ?? 8899}/outbox`;
const SUCCESS = "Thank you for contacting us. Our team will reach out to you soon.";

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

async function fillGood(page: Page, name: string) {
  const f = form(page);
  await f.getByLabel("Full Name").fill(name);
  await f.getByLabel("Email Address").fill("asha@example.in");
  await f.getByLabel("Phone Number").fill("9811045678");
  await f.getByLabel("Company Name").fill("Verma Logistics");
  await f.getByLabel("State / City / Country").fill("Pune, Maharashtra");
  await f.getByLabel("Product / Service").selectOption("Labels");
  await f.getByLabel("Message").fill("Please quote 10,000 labels of 100 x 50 mm.");
}

// Counts the enquiries the page sends.
function countPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/api/contact") && request.method() === "POST") seen.count++;
  });
  return seen;
}

// Whether the form's island has hydrated (Astro drops the island's ssr mark once it has).
const formHydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island")].some(
      (island) => island.querySelector("form.cf") && !island.hasAttribute("ssr"),
    ),
  );

// The island hydrates on first use: point at the form, then wait until it has. Its button is
// enabled from the start (a press before then sends the plain form), so that says nothing.
async function hydrateForm(page: Page) {
  await form(page).hover();
  await formHydrated(page);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await hydrateForm(page);
});

test("sends a good enquiry: Submitting..., the green banner, the form cleared and a mail to staff", async ({
  page,
}) => {
  const name = `Asha Verma ${randomBytes(4).toString("hex")}`;
  const posts = countPosts(page);
  await fillGood(page, name);
  await expect(form(page).getByLabel("Phone Number")).toHaveValue("+91-9811045678");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact/enhanced-submit", async (route) => {
    await held;
    await route.continue();
  });
  const button = form(page).getByRole("button", { name: "Send Message" });
  await button.dblclick();
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  const banner = form(page).getByRole("status");
  await expect(banner).toContainText("Message Sent Successfully!");
  await expect(banner).toContainText(SUCCESS);
  await expect(banner).toContainText("We will reply within 24 hours.");
  await expect(form(page).getByLabel("Full Name")).toHaveValue("");
  await expect(form(page).getByLabel("Product / Service")).toHaveValue("");
  expect(posts.count).toBe(1);
  await expect
    .poll(async () => (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(name)).length)
    .toBe(1);
});

const badInputs: [label: string, value: string, message: string][] = [
  ["Full Name", "A", "Full Name must be at least 2 characters"],
  ["Email Address", "asha@", "Please enter a valid email address"],
  ["Phone Number", "98110", "Please enter a valid mobile number (10 digits or with country code)"],
  ["State / City / Country", "P", "Location must be at least 2 characters"],
  ["Message", "Too short", "Message must be at least 10 characters"],
];

for (const [label, value, message] of badInputs) {
  test(`${label} "${value}" shows "${message}" and sends nothing`, async ({ page }) => {
    const posts = countPosts(page);
    await fillGood(page, "Asha Verma");
    await form(page).getByLabel(label).fill(value);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const field = form(page).getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toBeFocused();
    expect(posts.count).toBe(0);
    await field.fill(`${value}x`);
    await expect(form(page).getByText(message)).toHaveCount(0);
  });
}

test("an empty form shows every required message", async ({ page }) => {
  await form(page).getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Full Name is required",
    "Email Address is required",
    "Mobile Number is required",
    "State / City / Country is required",
    "Please select a Product / Service",
    "Message is required",
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
});

test("a retry after a lost answer is not stored twice; a new enquiry after success gets a new key", async ({
  page,
}) => {
  const name = `Asha Verma ${randomBytes(4).toString("hex")}`;
  const keys = await loseFirstAnswer(page, "**/api/contact/enhanced-submit");
  await fillGood(page, name);
  const button = form(page).getByRole("button", { name: "Send Message" });
  const failed = nextAlert(page);
  await button.click();
  await expect(page.getByRole("alert")).toContainText("Failed to send message");
  // The failure's alert opens just after the banner and blocks the page: a press while it opens
  // is lost, as it would be for a visitor.
  await failed;
  await button.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);
  await fillGood(page, name);
  // The third try's answer is awaited, so no routed request is still in flight when the test ends.
  const third = page.waitForResponse(
    (response) => response.url().endsWith("/api/contact/enhanced-submit") && response.ok(),
  );
  await button.click();
  await third;
  expect(keys).toHaveLength(3);
  expect(keys[2]).toMatch(UUID);
  expect(keys[2]).not.toBe(keys[0]);
  // The first enquiry mailed once despite its two tries, and the deliberate second one once.
  await expect
    .poll(async () => (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(name)).length)
    .toBe(2);
});

test("a refusal shows the red banner and the spec's alert", async ({ page }) => {
  await page.route("**/api/contact/enhanced-submit", (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: "internal_error", message: "Mail server down" } },
    }),
  );
  const alert = nextAlert(page);
  await fillGood(page, "Asha Verma");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("Failed to send message");
  await expect(page.getByRole("alert")).toContainText(
    "Please try again or contact us directly via phone or email.",
  );
  expect(await alert).toMatch(/^Submission failed: Mail server down\n\nPlease contact us directly/);
  await expect(form(page).getByLabel("Full Name")).toHaveValue("Asha Verma");
});

test("a network failure alerts Error: with advice about the connection", async ({ page }) => {
  await page.route("**/api/contact/enhanced-submit", (route) =>
    route.abort("internetdisconnected"),
  );
  const alert = nextAlert(page);
  await fillGood(page, "Asha Verma");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  expect(await alert).toMatch(/^Error: .+\n\nPlease check your internet connection/);
  await expect(page.getByRole("alert")).toContainText("Failed to send message");
});

test("?productService=Other&message=… preselects the option and the message", async ({ page }) => {
  await page.goto("/contact?productService=Other&message=Book%20a%20service%20for%20my%20printer");
  await expect(form(page).getByLabel("Product / Service")).toHaveValue("Other");
  await expect(form(page).getByLabel("Message")).toHaveValue("Book a service for my printer");
});

test("the form's script loads on first use and keeps what was typed before it ran", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => url.includes("/ContactForm."))).toEqual([]);

  const f = form(page);
  await f.getByLabel("Full Name").fill("Asha Verma");
  await f.getByLabel("Phone Number").fill("9811045678");
  await f.getByLabel("Product / Service").selectOption("Labels");
  release();
  await formHydrated(page);
  await expect(f.getByLabel("Full Name")).toHaveValue("Asha Verma");
  await expect(f.getByLabel("Phone Number")).toHaveValue("+91-9811045678");
  await expect(f.getByLabel("Product / Service")).toHaveValue("Labels");
  // The form holds them: sent, only the fields left empty are reported.
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(f.getByText("Email Address is required")).toBeVisible();
  await expect(f.getByText("Full Name is required")).toHaveCount(0);
  await expect(f.getByText("Mobile Number is required")).toHaveCount(0);
});

test("Send Message pressed before the form's script has run sends the plain form to the thank-you page", async ({
  page,
}) => {
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, () => {
    // Never answered: the script stays away for the whole test.
  });
  await page.goto("/contact");
  const name = `Asha Verma ${randomBytes(4).toString("hex")}`;
  await fillGood(page, name);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect
    .poll(async () => (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(name)).length)
    .toBe(1);
});

test("the mobile input keeps only phone characters and formats +91 numbers", async ({ page }) => {
  const mobile = form(page).getByLabel("Phone Number");
  await mobile.pressSequentially("98a1104b5678");
  await expect(mobile).toHaveValue("+91-9811045678");
  await mobile.fill("+919811045678");
  await expect(mobile).toHaveValue("+91-9811045678");
});

test("direct contact, office map and contact entries link out", async ({ page }) => {
  const direct = page.getByRole("region", { name: "Talk to us directly" });
  await expect(direct.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919811045678\?text=.+/,
  );
  await expect(direct.getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    "tel:+919811045678",
  );
  await expect(direct.getByRole("link", { name: "Send Email" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  const office = page.getByRole("region", { name: "Visit our office" });
  await expect(office.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(office.getByRole("list", { name: "Contact details" })).toContainText(
    "Sales & Support",
  );
  // The WhatsApp entry: its number written as the others are, its link a chat.
  const whatsApp = office.getByRole("listitem").filter({ hasText: "WhatsApp" }).getByRole("link");
  await expect(whatsApp).toHaveText("+91-98110 45678");
  await expect(whatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/919811045678\?text=.+/);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Follow us" }).getByRole("link")).not.toHaveCount(
    0,
  );
});

test("the Call card and the contact list state the same opening hours, once each", async ({
  page,
}) => {
  const hours = "Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM";
  const direct = page.getByRole("region", { name: "Talk to us directly" });
  await expect(direct.getByRole("listitem").filter({ hasText: "Call us" })).toContainText(hours);
  const list = page.getByRole("list", { name: "Contact details" });
  await expect(list.getByRole("listitem").filter({ hasText: "Opening hours" })).toContainText(
    hours,
  );
  // No entry of the list gives other hours, and no card another week.
  expect((await list.innerText()).match(/Mon/g)).toHaveLength(1);
  await expect(page.getByRole("main")).not.toContainText("Mon–Sat");
});

test("the office map is a picture of our own: the page asks no map or other site for anything", async ({
  page,
  baseURL,
}) => {
  // The location banner's IP lookups (document 1 §4) are the only calls out the page may make.
  const lookups = new Set(IP_LOOKUP_SERVICES.map((service) => new URL(service.url).origin));
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const ours = url.origin === new URL(baseURL!).origin || lookups.has(url.origin);
    if (/^https?:$/.test(url.protocol) && !ours) elsewhere.push(request.url());
  });
  await page.goto("/contact");
  const map = page
    .getByRole("region", { name: "Visit our office" })
    .getByRole("img", { name: /^Map of Shree Barcode Systems, / });
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await hydrateForm(page);
  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the floating WhatsApp button closes and stays closed for the visit", async ({ page }) => {
  const close = page.getByRole("button", { name: "Close WhatsApp chat button" });
  await expect(close).toBeVisible();
  await close.click();
  await expect(close).toHaveCount(0);
  await page.reload();
  await hydrateForm(page);
  await expect(page.getByRole("button", { name: "Close WhatsApp chat button" })).toHaveCount(0);
});

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
});
