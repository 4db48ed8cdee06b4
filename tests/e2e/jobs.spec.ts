// /jobs and /jobs/{slug} (document 2 §2.6, §4, §5, §8, §9): the list without and with JavaScript,
// search and filters, loading and error states, the apply dialog with good and bad input, the job
// page with its JobPosting data, and 404 for jobs that are not open.
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { EXECUTABLE, PDF_RESUME, TEXT_FILE } from "../support/resume-files.ts";
import { seededCards } from "./admin-support.ts";
import { nextAlert } from "./alerts.ts";
import { loseFirstAnswer, UUID } from "./lost-response.ts";
import { interactAfterEachLoad } from "./first-interaction.ts";

test.beforeEach(({ page }) => interactAfterEachLoad(page));

// The site's functions write here (scripts/serve-e2e.ts sets DATA_DIR per port).
const DATA_DIR = `.data/e2e-${process.env.E2E_PORT ?? 8899}`;
const SUCCESS =
  "Application submitted successfully! We will review your application and get back to you soon.";
const FAILURE = "Failed to submit application. Please try again.";
// The demo seed's open jobs, newest first. Another test's job may join the list at any moment
// (admin-support.ts, MADE_BY_TESTS): counts are of these, or of the cards on the page.
const ACTIVE_TITLES = [
  "Senior Field Application Engineer – RFID and Mobility",
  "Inside Sales Executive / Telecaller",
  "Sales Executive – Barcode and RFID Solutions",
  "Service Engineer – Barcode Printers",
];

const cards = (page: Page) => page.getByRole("article");
const seededTitles = (page: Page) => seededCards(page).getByRole("heading");
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Apply for Position" });

// The files kept for an applicant, whatever their type: a file is named after the uploaded file's
// name, which carries the applicant's random marker (the last word of the first name). The local
// storage's .meta.json beside each file is not counted.
async function storedResumes(firstName: string): Promise<number> {
  const marker = firstName.split(" ").at(-1)!.toLowerCase();
  const names = await readdir(`${DATA_DIR}/storage/private/resumes`, { recursive: true }).catch(
    () => [] as string[],
  );
  return names.filter((name) => name.includes(marker) && !name.endsWith(".meta.json")).length;
}

/** Opens /jobs and waits for the island, whose count is that of the cards it shows. */
async function openList(page: Page) {
  await page.goto("/jobs");
  await expect(seededTitles(page)).toHaveText(ACTIVE_TITLES);
  await expect(async () => {
    const shown = await cards(page).count();
    const status = page.getByRole("status").filter({ hasText: "open positions" });
    expect(await status.textContent({ timeout: 1_000 })).toBe(`${shown} open positions`);
  }).toPass();
  await expect(page.getByLabel("Job Type", { exact: true })).toBeEnabled();
}

async function openDialog(page: Page, title: string): Promise<Locator> {
  await card(page, title).getByRole("button", { name: "Apply Now" }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

async function fillGood(form: Locator, firstName: string) {
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Verma");
  await form.getByLabel("Email").fill("asha.verma@example.in");
  await form.getByLabel("Phone").fill("+91-9811045678");
  await form.getByLabel("Location").fill("Pune, Maharashtra");
  await form.getByLabel("Experience").selectOption("3-5");
  await form.getByLabel("Education").fill("Diploma in Electronics, 2019");
  await form.getByLabel("Cover Letter").fill("I have repaired Zebra printers for four years.");
  await form.getByLabel("Resume").setInputFiles({
    name: `${firstName} Verma CV.pdf`,
    mimeType: "application/pdf",
    buffer: PDF_RESUME,
  });
}

test.describe("the list", () => {
  test("is in the page without JavaScript: active jobs only, with every card field", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career Opportunities");
    await expect(seededTitles(page)).toHaveText(ACTIVE_TITLES);
    const engineer = card(page, "Service Engineer – Barcode Printers");
    await expect(engineer.getByText("Featured", { exact: true })).toBeVisible();
    for (const text of ["Shree Barcode Systems", "Okhla, New Delhi", "Full-time", "Mid Level"]) {
      await expect(engineer.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(engineer).toContainText("₹3,00,000 – ₹4,80,000 per year");
    await expect(engineer).toContainText("Posted 8 Sep 2026");
    await expect(engineer).toContainText("412 views");
    await expect(engineer.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "/jobs/service-engineer-barcode-printers",
    );
    await expect(page.getByText("Label Production Supervisor")).toHaveCount(0);
    await context.close();
  });

  test("search and the type and level filters narrow the cards; none gives the empty state", async ({
    page,
  }) => {
    await openList(page);
    await page.getByLabel("Job Type", { exact: true }).selectOption("part-time");
    await expect(seededTitles(page)).toHaveText(["Inside Sales Executive / Telecaller"]);
    await page.getByLabel("Job Type", { exact: true }).selectOption("all");
    await page.getByLabel("Experience Level").selectOption("senior");
    await expect(seededTitles(page)).toHaveText([
      "Senior Field Application Engineer – RFID and Mobility",
    ]);
    await page.getByLabel("Experience Level").selectOption("all");
    await page.getByRole("searchbox", { name: "Search" }).fill("rfid");
    await expect(cards(page).getByRole("heading")).toHaveText([
      "Senior Field Application Engineer – RFID and Mobility",
      "Sales Executive – Barcode and RFID Solutions",
    ]);
    // Of all open positions at the time of the search: another test's may have joined since.
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      /^Showing 2 of \d+ open positions$/,
    );
    await page.getByLabel("Job Type", { exact: true }).selectOption("internship");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
  });

  test("shows Loading jobs... while the list is fetched", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/jobs?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/jobs");
    await expect(page.getByRole("status").filter({ hasText: "Loading jobs..." })).toBeVisible();
    release();
    await expect(page.getByText("Loading jobs...")).toHaveCount(0);
    await expect(seededTitles(page)).toHaveText(ACTIVE_TITLES);
  });

  test("a failed load shows Failed to load jobs, and Try Again loads them", async ({ page }) => {
    await page.route("**/api/jobs?*", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }),
    );
    await page.goto("/jobs");
    const error = page.getByRole("alert");
    await expect(error).toContainText("Failed to load jobs");
    await expect(cards(page)).toHaveCount(0);
    await page.unroute("**/api/jobs?*");
    await error.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Failed to load jobs")).toHaveCount(0);
    await expect(seededTitles(page)).toHaveText(ACTIVE_TITLES);
  });
});

test.describe("the apply dialog", () => {
  test.beforeEach(async ({ page }) => openList(page));

  test("a good application: Submitting..., the success alert, the dialog closed, mail and résumé kept", async ({
    page,
  }) => {
    const name = `Asha ${randomBytes(4).toString("hex")}`;
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await expect(form).toContainText("Service Engineer – Barcode Printers");
    await expect(form.getByLabel("First Name")).toBeFocused();
    await fillGood(form, name);
    await form.getByLabel("Portfolio").fill("https://asha.example.in");
    await form.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/asha-verma");
    await form.getByLabel("Expected Salary").fill("₹4,20,000 per year");
    await form.getByLabel("Availability").selectOption("1-month");
    await form.getByLabel("Additional Info").fill("I can join after my notice period.");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/job-applications", async (route) => {
      await held;
      await route.continue();
    });
    const alert = nextAlert(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    expect(await alert).toBe(SUCCESS);
    await expect(dialog(page)).toHaveCount(0);
    await expect
      .poll(async () =>
        (await readOutbox(`${DATA_DIR}/outbox`)).filter((m) => m.text.includes(name)),
      )
      .toHaveLength(1);
    const [mail] = (await readOutbox(`${DATA_DIR}/outbox`)).filter((m) => m.text.includes(name));
    expect(mail!.text).toContain("Availability: 1 month");
    expect(mail!.html).toContain("Service Engineer – Barcode Printers");
    expect(await storedResumes(name)).toBe(1);
  });

  test("an empty form shows every required message and sends nothing", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/job-applications")) posts++;
    });
    const form = await openDialog(page, "Inside Sales Executive / Telecaller");
    await form.getByRole("button", { name: "Submit Application" }).click();
    for (const [label, message] of [
      ["First Name", "First name is required"],
      ["Last Name", "Last name is required"],
      ["Email", "Email is required"],
      ["Phone", "Phone is required"],
      ["Location", "Location is required"],
      ["Experience", "Experience is required"],
      ["Education", "Education is required"],
      ["Cover Letter", "Cover letter is required"],
      ["Resume", "Resume is required"],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("First Name")).toBeFocused();
    await form.getByLabel("First Name").fill("Asha");
    await expect(form.getByText("First name is required")).toHaveCount(0);
    expect(posts).toBe(0);
  });

  const badInputs: [string, (form: Locator) => Promise<void>, string, string][] = [
    ["an invalid email", (f) => f.getByLabel("Email").fill("asha@"), "Email", "Email is invalid"],
    [
      "a text file",
      (f) =>
        f
          .getByLabel("Resume")
          .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: TEXT_FILE }),
      "Resume",
      "Please upload a PDF or Word document",
    ],
    [
      "a 6 MB résumé",
      (f) =>
        f.getByLabel("Resume").setInputFiles({
          name: "big.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([PDF_RESUME, Buffer.alloc(6 * 1024 * 1024)]),
        }),
      "Resume",
      "File size must be less than 5MB",
    ],
    [
      "a bad portfolio link",
      (f) => f.getByLabel("Portfolio").fill("asha.example.in"),
      "Portfolio",
      "Portfolio must be a link starting with http:// or https://",
    ],
  ];

  for (const [label, spoil, field, message] of badInputs) {
    test(`${label} shows "${message}" beside ${field} and sends nothing`, async ({ page }) => {
      let posts = 0;
      page.on("request", (request) => {
        if (request.url().includes("/api/job-applications")) posts++;
      });
      const form = await openDialog(page, "Service Engineer – Barcode Printers");
      await fillGood(form, "Asha");
      await spoil(form);
      await form.getByRole("button", { name: "Submit Application" }).click();
      const control = form.getByLabel(field);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(
        new RegExp(`^${message.replace(/[.+]/g, "\\$&")}`),
      );
      await expect(control).toBeFocused();
      expect(posts).toBe(0);
    });
  }

  test("a renamed program posing as a PDF is refused by the server: message, failure alert, nothing kept", async ({
    page,
  }) => {
    const name = `Mallory ${randomBytes(4).toString("hex")}`;
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await fillGood(form, name);
    await form.getByLabel("Resume").setInputFiles({
      name: `${name} resume.pdf`,
      mimeType: "application/pdf",
      buffer: EXECUTABLE,
    });
    const alert = nextAlert(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(await alert).toBe(FAILURE);
    await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(
      /^Please upload a PDF or Word document/,
    );
    await expect(form.getByLabel("First Name")).toHaveValue(name);
    expect(await storedResumes(name)).toBe(0);
    const mails = await readOutbox(`${DATA_DIR}/outbox`);
    expect(mails.some((mail) => mail.text.includes(name))).toBe(false);
  });

  test("a retry after a lost answer is not stored or mailed twice", async ({ page }) => {
    const name = `Asha ${randomBytes(4).toString("hex")}`;
    const keys = await loseFirstAnswer(page, "**/api/job-applications");
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await fillGood(form, name);
    const failed = nextAlert(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(await failed).toBe(FAILURE);
    const succeeded = nextAlert(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(await succeeded).toBe(SUCCESS);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    await expect
      .poll(async () =>
        (await readOutbox(`${DATA_DIR}/outbox`)).filter((m) => m.text.includes(name)),
      )
      .toHaveLength(1);
    expect(await storedResumes(name)).toBe(1);
  });

  test("a failed send shows the failure alert and keeps the form", async ({ page }) => {
    await page.route("**/api/job-applications", (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal_error", message: "Something went wrong." } },
      }),
    );
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await fillGood(form, "Asha");
    const alert = nextAlert(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect(await alert).toBe(FAILURE);
    await expect(form.getByRole("alert")).toHaveText("Something went wrong.");
    await expect(form.getByLabel("First Name")).toHaveValue("Asha");
  });

  test("is a modal: Tab stays inside, Esc closes it and focus returns; Cancel empties it", async ({
    page,
  }) => {
    const opener = card(page, "Service Engineer – Barcode Printers").getByRole("button", {
      name: "Apply Now",
    });
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await form.getByRole("button", { name: "Submit Application" }).focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(form.getByRole("button", { name: "Submit Application" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await openDialog(page, "Service Engineer – Barcode Printers");
    await dialog(page).getByLabel("First Name").fill("Asha");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await openDialog(page, "Service Engineer – Barcode Printers");
    await expect(dialog(page).getByLabel("First Name")).toHaveValue("");
  });

  test("offers every experience and availability option", async ({ page }) => {
    const form = await openDialog(page, "Service Engineer – Barcode Printers");
    await expect(form.getByLabel("Experience").locator("option")).toHaveText([
      "Select experience",
      "0-1 years",
      "1-3 years",
      "3-5 years",
      "5-10 years",
      "10+ years",
    ]);
    await expect(form.getByLabel("Availability").locator("option")).toHaveText([
      "Select availability",
      "Immediate",
      "2 weeks",
      "1 month",
      "2 months",
      "Flexible",
    ]);
  });
});

test.describe("a job's page", () => {
  test("View Details opens it: texts, JobPosting data and the same apply dialog", async ({
    page,
  }) => {
    await openList(page);
    await card(page, "Senior Field Application Engineer – RFID and Mobility")
      .getByRole("link", { name: "View Details" })
      .click();
    await expect(page).toHaveURL(/\/jobs\/senior-field-application-engineer-rfid-mobility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Senior Field Application Engineer – RFID and Mobility",
    );
    for (const heading of ["About the Role", "Responsibilities", "Requirements", "Benefits"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const posting = data.find((item) => item["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Senior Field Application Engineer – RFID and Mobility",
      employmentType: "CONTRACTOR",
      workHours: "Variable",
      experienceRequirements: { monthsOfExperience: 60 },
      hiringOrganization: { "@type": "Organization", name: "Shree Barcode Systems" },
      jobLocation: { "@type": "Place", address: { addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { unitText: "MONTH" } },
    });
    expect(posting.url).toMatch(/\/jobs\/senior-field-application-engineer-rfid-mobility$/);
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());

    await page.getByRole("button", { name: "Apply Now" }).click();
    await expect(dialog(page)).toContainText(
      "Senior Field Application Engineer – RFID and Mobility",
    );
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a full-time job states 40 hours a week", async ({ page }) => {
    await page.goto("/jobs/service-engineer-barcode-printers");
    const posting = await page
      .locator('script[type="application/ld+json"]')
      .first()
      .evaluate((script) => JSON.parse(script.textContent ?? ""));
    expect(posting).toMatchObject({
      employmentType: "FULL_TIME",
      workHours: "40 hours per week",
      experienceRequirements: { monthsOfExperience: 24 },
    });
  });

  for (const path of ["/jobs/label-production-supervisor", "/jobs/astronaut", "/jobs/a/b"]) {
    test(`${path} is a 404 with the job-not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Not Found");
      await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
        "href",
        "/jobs",
      );
    });
  }
});
