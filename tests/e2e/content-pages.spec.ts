// The static content pages: service and support (FAQ accordion, booking link, FAQPage data), about
// (sections, timeline, counting statistics) and the privacy and cookie policies.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const counters = [
  ["Years of Experience", "27+"],
  ["Happy Clients", "10,000+"],
  ["Labels Printed Daily", "1,000,000+"],
  ["Cities Served", "50+"],
] as const;

const liveCounter = (page: Page, label: string) =>
  page.locator(".stat", { has: page.getByText(label, { exact: true }) }).locator(".live");

test.describe("/service-support", () => {
  test("shows the six points, five steps, contact block and support claims", async ({ page }) => {
    await page.goto("/service-support");
    await expect(page).toHaveTitle(/Service & Support/);
    await expect(page.getByRole("heading", { level: 1, name: "Service & Support" })).toBeVisible();
    const why = page.getByRole("region", { name: "Why Choose Our Service Center" });
    await expect(why.getByRole("listitem")).toHaveCount(6);
    const steps = page.getByRole("region", { name: "Our Support Process" }).getByRole("listitem");
    await expect(steps.getByRole("heading")).toHaveText([
      "Contact Us",
      "Remote Troubleshooting",
      "In-Office Repair",
      "Same-Day Repair",
      "Warranty Check",
    ]);
    for (const claim of [
      "1-year free warranty",
      "same-day in-office repair",
      "within 24 hours",
      "24/7 support",
    ]) {
      await expect(page.getByRole("main").getByText(claim).first()).toBeVisible();
    }
    const contact = page.getByRole("region", { name: "Need help with a device?" });
    await expect(contact.getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(contact.getByRole("link", { name: "Send Email" })).toHaveAttribute(
      "href",
      /^mailto:\S+@/,
    );
    await expect(contact.locator("address")).toContainText("New Delhi");
  });

  test("Book Service Now opens the contact page with the service option chosen", async ({
    page,
  }) => {
    await page.goto("/service-support");
    const books = page.getByRole("link", { name: "Book Service Now" });
    await expect(books).toHaveCount(2);
    const href = await books.first().getAttribute("href");
    const url = new URL(href ?? "", "http://site");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("productService")).toBe("Other");
    expect(url.searchParams.get("message")?.length).toBeGreaterThanOrEqual(10);
  });

  test("the FAQ keeps one answer open and closes it on a second click", async ({ page }) => {
    await page.goto("/service-support");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.locator("summary");
    const open = faq.locator("details[open]");
    await expect(questions).toHaveCount(6);
    await expect(open).toHaveCount(1);
    await expect(faq.getByText(/1-year free warranty\. Repairs under warranty/)).toBeVisible();

    await questions.nth(2).click();
    await expect(open).toHaveCount(1);
    await expect(open.locator("summary")).toHaveText(
      "How soon will you reply to my support request?",
    );
    await expect(faq.getByText(/1-year free warranty\. Repairs under warranty/)).toBeHidden();

    await questions.nth(2).click();
    await expect(open).toHaveCount(0);
  });

  test("publishes the six questions as FAQPage structured data", async ({ page }) => {
    await page.goto("/service-support");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d["@type"] === "FAQPage");
    const entities = faqPage?.["mainEntity"] as {
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(entities).toHaveLength(6);
    expect(entities[0]?.name).toBe("What warranty do I get on a printer bought from you?");
    expect(entities[0]?.acceptedAnswer.text).toContain("1-year free warranty");
  });
});

test.describe("/about", () => {
  test("has every section, the timeline, business card, industries and the disclaimer", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    for (const name of [
      "Our Story",
      "Consumables & RFID",
      "Our Achievements",
      "Service & Spares",
      "Wristbands & PVC Cards",
      "Our Journey",
      "Our Vision",
      "Our Mission",
      "Why Choose Us",
      "Our Commitment",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const timeline = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
    await expect(timeline.locator(".year")).toHaveText([
      "1997",
      "2000",
      "2005",
      "2010",
      "2018",
      "2024",
    ]);
    const card = page.getByRole("complementary", { name: "Business Information" });
    for (const fact of [
      "1997",
      "Proprietorship",
      "Manufacturer and Supplier",
      "11 - 25",
      "Rs. 3 - 5 Crore",
    ]) {
      await expect(card.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Pharmaceutical", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/Zebra and other brand names.*belong to their\s+respective owners/),
    ).toBeVisible();
  });

  test("WhatsApp chats with the company and the profile opens /contact in a new tab", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Chat on WhatsApp" }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    const profile = page.getByRole("link", { name: "Download Company Profile" });
    await expect(profile).toHaveAttribute("href", "/contact");
    await expect(profile).toHaveAttribute("target", "_blank");
  });

  test("the counters count up from 0 when scrolled into view and end at their targets", async ({
    page,
  }) => {
    await page.goto("/about");
    const first = liveCounter(page, "Years of Experience");
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveText("0+");
    for (const [label, value] of counters) {
      await expect(liveCounter(page, label)).toHaveText(value, { timeout: 5_000 });
    }
  });

  test("the final numbers are in the HTML and shown at once with reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    const strip = page.getByRole("region", { name: "Our numbers" });
    await strip.scrollIntoViewIfNeeded();
    // The observer reports at the next frames; a count-up would show 0 from then for a while. The
    // values are read once, not retried until they match (the count-up ends at them too).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    for (const [label, value] of counters) {
      expect(await liveCounter(page, label).textContent()).toBe(value);
      await expect(strip.getByText(value, { exact: true }).first()).toBeAttached();
    }
  });
});

test.describe("policy pages", () => {
  test("/privacy-policy has its date and 12 numbered sections", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated: January 10, 2025")).toBeVisible();
    const headings = page.locator("article h2");
    await expect(headings).toHaveCount(12);
    await expect(headings.first()).toHaveText("1. Introduction");
    await expect(headings.nth(9)).toHaveText("10. Children's Privacy");
    await expect(headings.last()).toHaveText("12. Contact Us");
    await expect(
      page.getByText(/Digital Personal Data Protection Act,\s+2023/).first(),
    ).toBeVisible();
    await expect(page.getByText(/children under 13/)).toBeVisible();
    // How long enquiries are kept: ENQUIRY_RETENTION_DAYS, unset in the tests (730).
    await expect(
      page.getByText(
        /quote requests and driver download requests .+ more than 730 days \(2 years\) old/,
      ),
    ).toBeVisible();
  });

  test("/cookie-policy has the four categories, retention, browsers and third parties", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect(page.locator("article h3").filter({ hasText: /Cookies$/ })).toHaveText([
      "Strictly Necessary Cookies",
      "Performance Cookies",
      "Functional Cookies",
      "Targeting Cookies",
    ]);
    for (const text of [
      "up to 24 months",
      "up to 12 months.",
      "up to 36 months",
      "An analytics service",
      "An advertising service",
      "A social media pixel",
      "Google Chrome:",
      "Mozilla Firefox:",
      "Safari:",
      "Microsoft Edge:",
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    for (const name of ["cookieConsent", "sessionId", "csrfToken", "userPreferences"]) {
      await expect(page.locator("code", { hasText: name }).first()).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { name: "6. Impact of Disabling Cookies" }),
    ).toBeVisible();
  });
});
