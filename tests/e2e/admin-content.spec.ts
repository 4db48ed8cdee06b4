// The admin screens of drivers, blogs, jobs and job applications (document 3 §2.7 to §2.9, §5,
// §8): one record of each kind created, edited and deleted through the screens with the spec's
// texts; an application's status changed and its résumé downloaded through its short-lived link.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

const PDF = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

const notice = (page: Page, text: string) => page.getByRole("status").getByText(text);

async function confirmDelete(page: Page, question: string) {
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
}

test("a driver is added with its file, edited and deleted", async ({ page }) => {
  const name = `E2E Driver ${unique()}`;
  await signIn(page);
  await page.goto("/admin/drivers");
  await page.getByRole("link", { name: "Drivers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Drivers" })).toBeVisible();
  await page.getByRole("link", { name: "Add Driver" }).click();

  // Sent empty: the required fields and the file are named.
  await page.getByRole("button", { name: "Add Driver" }).click();
  await expect(page.getByText("File is required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Version", { exact: true }).fill("1.0.0");
  await page.getByLabel("Category").selectOption("printer");
  await page.getByLabel("Operating System").selectOption("linux");
  await page.getByLabel("Description").fill("A driver the browser tests add and delete.");
  await page.getByLabel("File", { exact: true }).setInputFiles({
    name: "driver-setup.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]),
  });
  await page.getByRole("button", { name: "Add Driver" }).click();
  await expect(notice(page, "Driver added successfully!")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("driver-setup.bin");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Driver" })).toBeVisible();
  await expect(page.getByText("Current file: driver-setup.bin")).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await page.getByLabel("Version", { exact: true }).fill("1.0.1");
  await page.getByRole("button", { name: "Update Driver" }).click();
  await expect(notice(page, "Driver updated successfully!")).toBeVisible();
  await expect(row).toContainText("1.0.1");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDelete(page, "Are you sure you want to delete this driver?");
  await expect(notice(page, "Driver deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a blog gets its slug from the title, keeps a hand-edited one, is edited and deleted", async ({
  page,
}) => {
  const id = unique();
  const title = `E2E Blog Post ${id}`;
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add Blog" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(`e2e-blog-post-${id}`);
  await page.getByLabel("Author").fill("E2E Admin");
  await page.getByLabel("Tags").fill(" zebra ,  , labels,zebra ");
  await page.getByLabel("Featured Image URL").fill("not a url");
  await page.getByLabel("Content").fill("<p>Written by the browser tests.</p>");
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(
    page.getByText("Featured image must be a URL such as https://example.com/image.jpg"),
  ).toBeVisible();
  await page.getByLabel("Featured Image URL").fill("https://example.com/cover.jpg");
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(notice(page, "Blog added successfully!")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Tags")).toHaveValue("zebra, labels");
  await expect(page.getByLabel("Status")).toHaveValue("published");
  await page.getByLabel("Slug").fill(`hand-made-${id}`);
  await page.getByLabel("Title").fill(`${title} revised`);
  await expect(page.getByLabel("Slug")).toHaveValue(`hand-made-${id}`);
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expect(notice(page, "Blog updated successfully!")).toBeVisible();
  const revised = page.getByRole("row").filter({ hasText: `${title} revised` });
  await expect(revised).toContainText("draft");

  await revised.getByRole("button", { name: `Delete ${title} revised` }).click();
  await confirmDelete(page, "Are you sure you want to delete this blog?");
  await expect(notice(page, "Blog deleted successfully!")).toBeVisible();
  await expect(revised).toHaveCount(0);
});

test("Job Management adds a job in the modal with its defaults, edits, filters and deletes it", async ({
  page,
}) => {
  const title = `E2E Technician ${unique()}`;
  await signIn(page);
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Job Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add New Job" }).click();
  const modal = page.getByRole("dialog", { name: "Add New Job" });
  await expect(modal.getByLabel("Job Type")).toHaveValue("full-time");
  await expect(modal.getByLabel("Experience Level")).toHaveValue("entry");
  await expect(modal.getByLabel("Status")).toHaveValue("active");
  await modal.getByLabel("Title").fill(title);
  await modal.getByLabel("Company").fill("Shree Barcode Systems");
  await modal.getByLabel("Location", { exact: true }).fill("New Delhi");
  await modal.getByLabel("Description", { exact: true }).fill("Repairs printers in the workshop.");
  await modal.getByLabel("Application Email").fill("careers@");
  await modal.getByRole("button", { name: "Add Job" }).click();
  await expect(
    modal.getByText("Application email must be an email address such as careers@example.com"),
  ).toBeVisible();
  await modal.getByLabel("Application Email").fill("careers@example.com");
  await modal.getByRole("button", { name: "Add Job" }).click();
  await expect(notice(page, "Job added successfully!")).toBeVisible();
  await expect(modal).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Full-time");
  await expect(card).toContainText("Entry Level");
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Job" });
  await expect(editor.getByLabel("Title")).toHaveValue(title);
  await editor.getByLabel("Job Type").selectOption("contract");
  await editor.getByRole("button", { name: "Update Job" }).click();
  await expect(notice(page, "Job updated successfully!")).toBeVisible();
  await expect(card).toContainText("Contract");

  await page.getByLabel("Job type").selectOption("internship");
  await expect(card).toHaveCount(0);
  await page.getByLabel("Job type").selectOption("");
  // Nothing matching the filters is not an empty list: no invitation to create the first job.
  await page.getByLabel("Search jobs").fill(`no such job ${unique()}`);
  await expect(page.getByText("No jobs found")).toBeVisible();
  await expect(
    page.getByText("No job matches your search. Clear the search or choose All Types."),
  ).toBeVisible();
  await expect(page.getByText("Start by creating your first job posting.")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByLabel("Search jobs")).toHaveValue("");
  await expect(page.getByLabel("Search jobs")).toBeFocused();
  await expect(card).toBeVisible();
  await page.getByLabel("Search jobs").fill(title);
  // The list narrows to this job before Delete is pressed: pressed while the cards above it go,
  // the click would land where the button was a moment before.
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);

  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await confirmDelete(page, "Are you sure you want to delete this job?");
  await expect(notice(page, "Job deleted successfully!")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("the job modal closes by its × and by Escape as by Cancel, and opens again with a fresh form", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/jobs");
  const open = page.getByRole("button", { name: "Add New Job" });
  const modal = page.getByRole("dialog", { name: "Add New Job" });
  for (const close of [
    () => modal.getByRole("button", { name: "Close" }).click(),
    () => page.keyboard.press("Escape"),
    () => modal.getByRole("button", { name: "Cancel" }).click(),
  ]) {
    await open.click();
    await expect(modal.getByLabel("Title")).toHaveValue("");
    await modal.getByLabel("Title").fill("Typed and dropped");
    await close();
    await expect(modal).toBeHidden();
  }
  await open.click();
  await expect(modal.getByLabel("Title")).toHaveValue("");
});

test("an application's status is changed and its résumé downloaded by a short-lived link", async ({
  page,
  baseURL,
}) => {
  const first = `Asha${unique()}`;
  const { jobs } = (await (await page.request.get("/api/jobs")).json()) as {
    jobs: { id: number }[];
  };
  const sent = await page.request.post("/api/job-applications", {
    headers: { origin: baseURL! },
    multipart: {
      jobId: String(jobs[0]!.id),
      firstName: first,
      lastName: "Verma",
      email: `${first.toLowerCase()}@example.in`,
      phone: "+91-9811045678",
      location: "Pune, Maharashtra",
      experience: "3-5",
      education: "Diploma in Electronics",
      coverLetter: "I have repaired Zebra printers for four years.",
      resume: PDF,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page);
  await page.goto("/admin/jobs");
  await page.getByRole("link", { name: "Applications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Job Applications" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: first });
  await row.getByLabel(`Status of ${first} Verma`).selectOption("shortlisted");
  await expect(notice(page, "Application status updated successfully!")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("shortlisted");
  await expect(row.getByLabel(`Status of ${first} Verma`)).toHaveValue("shortlisted");
  await page.getByLabel("Status", { exact: true }).selectOption("rejected");
  await expect(row).toHaveCount(0);
  await page.getByLabel("Status", { exact: true }).selectOption("");

  const downloaded = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download résumé of ${first} Verma` }).click();
  const download = await downloaded;
  expect(download.url()).toContain("token=");
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await expect(page.getByRole("heading", { level: 1, name: "Job Applications" })).toBeVisible();
  const forged = new URL(download.url());
  forged.searchParams.set("token", "forged");
  expect((await page.request.get(forged.toString())).status()).toBe(403);
});
