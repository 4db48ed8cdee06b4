// The contact form with JavaScript off (document 2 §2.2, §5; the issue "Every lead arrives"): the
// served page's Send Message is enabled and posts the plain form; a real enquiry lands on the
// thank-you page and is stored with its consent and page; refused input shows the spec's messages
// with a link back to the form.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, visitorAddress } from "../support/browser-test.ts";
import { ADMIN } from "./admin-support.ts";

test.use({ javaScriptEnabled: false });

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

test("an enquiry sent without JavaScript is stored, with its consent and page, and thanked", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Nisha Rao ${randomBytes(4).toString("hex")}`;
  await page.goto("/contact");
  const f = form(page);
  const send = f.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled();
  await f.getByLabel("Full Name").fill(name);
  await f.getByLabel("Email Address").fill("nisha@example.in");
  await f.getByLabel("Phone Number").fill("9811045678");
  await f.getByLabel("State / City / Country").fill("Indore, Madhya Pradesh");
  await f.getByLabel("Product / Service").selectOption("Scanners");
  await f.getByLabel("Message").fill("Two handheld scanners for our shop counter, please.");
  await f.getByRole("checkbox").check();
  await send.click();

  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  await expect(
    page.getByText("Thank you for contacting us. Our team will reach out to you soon."),
  ).toBeVisible();

  // Staff find it in the inbox, with what the visitor chose and the page it came from.
  const api = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { origin: baseURL!, "x-forwarded-for": visitorAddress(test.info().testId) },
  });
  expect((await api.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const list = await api.get(`/api/admin/enquiries?q=${encodeURIComponent(name)}`);
  const { items } = (await list.json()) as { items: { id: number; type: string }[] };
  expect(items).toHaveLength(1);
  const detail = await api.get(`/api/admin/enquiries/contact/${items[0]!.id}`);
  const { fields } = (await detail.json()) as { fields: Record<string, string | null> };
  expect(fields).toMatchObject({
    "Full Name": name,
    "Mobile Number": "9811045678",
    "Product / Service": "Scanners",
    "Cookie consent": "Yes",
    "Sent from page": "/contact",
  });
  await api.dispose();
});

test("refused input without JavaScript shows the spec's messages and a link back to the form", async ({
  page,
}) => {
  await page.goto("/contact");
  await form(page).getByLabel("Full Name").fill("A");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed to send message");
  for (const message of [
    "Full Name must be at least 2 characters",
    "Email Address is required",
    "Mobile Number is required",
    "State / City / Country is required",
    "Please select a Product / Service",
    "Message is required",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to the form" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form(page)).toBeVisible();
});
