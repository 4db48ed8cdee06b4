// Language choice (document 1 §1, §9; document 2 §1): every one of the 15 languages switches the
// navigation, home, contact form and drivers page labels and <html lang> (dir="rtl" for Urdu) without a reload;
// the quick en/hi toggle; the choice kept under `language` across reloads and pages; English back.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { ENGLISH, loadDictionary, type Dictionary } from "../../src/lib/i18n/dictionary.ts";
import { LANGUAGES, type LanguageCode } from "../../src/lib/i18n/languages.ts";

const hindi = await loadDictionary("hi");

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const topBarPicker = (page: Page, labels: Dictionary) =>
  page.locator(".topbar").getByRole("combobox", { name: labels["language.label"] });
const homeForm = (page: Page, labels: Dictionary) =>
  page.getByRole("form", { name: labels["home.contact.heading"] });

async function expectLanguage(page: Page, code: LanguageCode) {
  const root = page.locator("html");
  await expect(root).toHaveAttribute("lang", code);
  await expect(root).toHaveAttribute("dir", code === "ur" ? "rtl" : "ltr");
}

// The labels the brief names: one of the navigation, one of the home page, one of the form.
async function expectLabels(page: Page, labels: Dictionary) {
  await expect(
    mainNav(page).getByRole("link", { name: labels["nav.contact"], exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: labels["home.featured.title"], exact: true }),
  ).toBeVisible();
  await expect(homeForm(page, labels).getByLabel(labels["contact.fullName"])).toBeVisible();
}

// Whether the contact form's island has hydrated (Astro drops the island's ssr mark once it has;
// its Send Message is enabled from the start, so that says nothing).
const contactFormHydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island")].some(
      (island) => island.querySelector("form.cf") && !island.hasAttribute("ssr"),
    ),
  );

// The form is an island hydrated on first use: point at it and wait until it is live.
async function hydrateHomeForm(page: Page) {
  const form = homeForm(page, ENGLISH);
  await form.hover();
  await contactFormHydrated(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("each of the 15 languages changes the labels and the page language without a reload", async ({
  page,
}) => {
  await page.goto("/");
  await hydrateHomeForm(page);
  let navigations = 0;
  page.on("framenavigated", () => navigations++);
  let labels = ENGLISH;
  for (const language of LANGUAGES.filter((entry) => entry.code !== "en")) {
    await test.step(language.name, async () => {
      await topBarPicker(page, labels).selectOption(language.code);
      labels = await loadDictionary(language.code);
      await expectLanguage(page, language.code);
      await expectLabels(page, labels);
      await expect(
        page.getByRole("button", { name: "English", exact: true }).first(),
      ).toBeVisible();
    });
  }
  await topBarPicker(page, labels).selectOption("en");
  await expectLanguage(page, "en");
  await expectLabels(page, ENGLISH);
  expect(navigations).toBe(0);
});

test("the quick toggle switches between English and Hindi", async ({ page }) => {
  await page.goto("/");
  await hydrateHomeForm(page);
  const toTopBar = page.locator(".topbar");
  await toTopBar.getByRole("button", { name: "हिन्दी" }).click();
  await expectLanguage(page, "hi");
  await expectLabels(page, hindi);
  await expect(topBarPicker(page, hindi)).toHaveValue("hi");

  await toTopBar.getByRole("button", { name: "English" }).click();
  await expectLanguage(page, "en");
  await expectLabels(page, ENGLISH);
  await expect(toTopBar.getByRole("button", { name: "हिन्दी" })).toBeVisible();
});

test("the home form, still waiting to be used, follows a switch of language", async ({ page }) => {
  await page.goto("/");
  await topBarPicker(page, ENGLISH).selectOption("hi");
  await expectLanguage(page, "hi");
  const form = homeForm(page, hindi);
  await expect(form.getByLabel(hindi["contact.fullName"])).toBeVisible();
  await expect(form.getByRole("button", { name: hindi["contact.send"] })).toBeEnabled();
});

test("the choice persists across a reload and other pages, and English comes back", async ({
  page,
}) => {
  const tamil = await loadDictionary("ta");
  await page.goto("/");
  await topBarPicker(page, ENGLISH).selectOption("ta");
  await expectLanguage(page, "ta");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ta");

  await page.reload();
  await expectLanguage(page, "ta");
  await expect(topBarPicker(page, tamil)).toHaveValue("ta");
  await hydrateHomeFormIn(page, tamil);
  await expectLabels(page, tamil);

  await mainNav(page).getByRole("link", { name: tamil["nav.contact"], exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectLanguage(page, "ta");
  const contactForm = page.getByRole("form", { name: tamil["contact.heading"] });
  await expect(contactForm.getByLabel(tamil["contact.fullName"])).toBeVisible();
  await expect(contactForm.getByRole("button", { name: tamil["contact.send"] })).toBeEnabled();

  // Sent empty, the form shows the spec's messages in the chosen language.
  await contactForm.getByRole("button", { name: tamil["contact.send"] }).click();
  await expect(contactForm.getByText(tamil["contact.error.nameRequired"])).toBeVisible();
  await expect(contactForm.getByText(tamil["contact.error.messageRequired"])).toBeVisible();

  await page.goto("/about");
  await expectLanguage(page, "ta");
  await expect(
    page.getByRole("contentinfo").getByRole("heading", { name: tamil["footer.quickLinks"] }),
  ).toBeVisible();

  await topBarPicker(page, tamil).selectOption("en");
  await expectLanguage(page, "en");
  await expect(mainNav(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("heading", { name: "Quick Links" }),
  ).toBeVisible();
  await page.reload();
  await expectLanguage(page, "en");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
});

// After a reload the island hydrates at once (client:interaction="translated") in the stored
// language; until then its HTML is English, so it is found by the section around it.
async function hydrateHomeFormIn(page: Page, labels: Dictionary) {
  const form = page.getByRole("region", { name: "Send an enquiry" }).getByRole("form");
  await form.scrollIntoViewIfNeeded();
  await contactFormHydrated(page);
  await expect(form.getByRole("button", { name: labels["contact.send"] })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("a stored language is applied on load with no layout shift", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("language", "ur");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/");
  await expectLanguage(page, "ur");
  const urdu = await loadDictionary("ur");
  await expect(
    mainNav(page).getByRole("link", { name: urdu["nav.contact"], exact: true }),
  ).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-language-pending");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test("a garbage stored value is ignored and the page stays English", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "klingon"));
  await page.goto("/");
  await expectLanguage(page, "en");
  await expect(page.locator("html")).not.toHaveAttribute("data-language-pending");
  await expect(mainNav(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  await expect(topBarPicker(page, ENGLISH)).toHaveValue("en");
});

test("the drivers page follows the language: hero, filters, cards, help and the request form", async ({
  page,
}) => {
  await page.goto("/drivers");
  const catalogue = page.locator(".dr-filters");
  await expect(
    catalogue.getByRole("searchbox", { name: ENGLISH["drivers.searchLabel"] }),
  ).toBeEnabled();
  await page.locator(".topbar").getByRole("button", { name: "हिन्दी" }).click();
  await expectLanguage(page, "hi");

  await expect(
    page.getByRole("heading", { level: 1, name: hindi["drivers.heroTitle"], exact: true }),
  ).toBeVisible();
  await expect(page.getByText(hindi["drivers.heroSubtitle"], { exact: true })).toBeVisible();
  await expect(catalogue.getByPlaceholder(hindi["drivers.searchPlaceholder"])).toBeVisible();
  await expect(catalogue.getByLabel(hindi["drivers.categoryLabel"], { exact: true })).toBeVisible();
  await expect(catalogue.getByLabel(hindi["drivers.osLabel"], { exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: hindi["drivers.help.title"], exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: hindi["drivers.help.installation"], exact: true }),
  ).toBeVisible();

  await page
    .getByRole("button", { name: hindi["drivers.card.download"], exact: true })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: hindi["drivers.modal.title"] });
  await expect(form.getByLabel(hindi["drivers.modal.fullName"])).toBeVisible();
  await form.getByRole("button", { name: hindi["drivers.modal.submit"], exact: true }).click();
  await expect(form.getByText(hindi["drivers.error.fullName"], { exact: true })).toBeVisible();
  await form.getByRole("button", { name: hindi["drivers.modal.cancel"], exact: true }).click();

  await page.locator(".topbar").getByRole("button", { name: "English" }).click();
  await expectLanguage(page, "en");
  await expect(
    page.getByRole("heading", { level: 1, name: ENGLISH["drivers.heroTitle"], exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: ENGLISH["drivers.card.download"], exact: true }).first(),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu holds the picker and the toggle", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("combobox", { name: "Language" }).selectOption("bn");
    const bengali = await loadDictionary("bn");
    await expectLanguage(page, "bn");
    await expect(
      menu.getByRole("link", { name: bengali["nav.contact"], exact: true }),
    ).toBeVisible();
    await menu.getByRole("button", { name: "English" }).click();
    await expectLanguage(page, "en");
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await menu.getByRole("button", { name: "हिन्दी" }).click();
    await expect(menu.getByRole("link", { name: hindi["nav.contact"], exact: true })).toBeVisible();
  });
});
