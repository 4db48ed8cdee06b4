// The search report on the dashboard: a visitor's search that finds nothing shows under "Found
// nothing", with a link that runs it on the site and one that adds a synonym for it; with the
// synonym, the same search finds products, and removed, it finds nothing again.
import { expect, test, visitorAddress } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

test("a search that found nothing reaches the report, and a synonym makes it find products", async ({
  page,
  browser,
}) => {
  const query = `unicornium ${unique()}`.toLowerCase();
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  // Other tests' edits may be rebuilding the site meanwhile, a build reading the catalogue through
  // the same embedded database as the search: the answer can take seconds more than alone.
  await expect(page.getByText(`No products found for "${query}"`)).toBeVisible({
    timeout: 15_000,
  });

  await signIn(page);
  const report = page.getByRole("region", { name: "Searches this week" });
  const nothing = report.getByRole("region", { name: "Found nothing" });
  const link = nothing.getByRole("link", { name: new RegExp(`^${query}`) });
  await expect(link).toBeVisible();
  expect(await link.getAttribute("href")).toBe(`/search?q=${query.replaceAll(" ", "+")}`);
  await expect(report.getByRole("region", { name: "Top searches" })).toContainText(query);
  await report.screenshot({ path: test.info().outputPath("search-report.png") });

  await nothing.getByRole("link", { name: `Add a synonym for ${query}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search Synonyms" })).toBeVisible();
  const form = page.getByRole("form", { name: "Add a synonym" });
  await expect(form.getByLabel("Visitors search for")).toHaveValue(query);
  await form.getByRole("button", { name: "Add synonym" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Enter the words the catalogue uses, 2 to 60 letters or digits",
  );
  await form.getByLabel("Catalogue says").fill("Barcode Printer");
  await form.getByRole("button", { name: "Add synonym" }).click();
  const synonyms = page.getByRole("table", { name: "Search synonyms" });
  const added = synonyms.getByRole("row", { name: new RegExp(`^${query} .*barcode printer`) });
  await expect(added).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("search-synonyms.png"), fullPage: true });

  // A visitor of their own: this browser keeps the first search's answer for its minute.
  const visitorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress(`${test.info().testId}-visitor`) },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(visitor.getByRole("link", { name: /Printer/ }).first()).toBeVisible();
  await expect(visitor.getByText(`No products found for "${query}"`)).toHaveCount(0);
  await visitorContext.close();

  await synonyms.getByRole("button", { name: `Remove ${query} = barcode printer` }).click();
  await page
    .getByRole("dialog", { name: `Remove the synonym "${query}" = "barcode printer"?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("status").getByText("Synonym removed")).toBeVisible();
  await expect(synonyms.getByRole("row", { name: new RegExp(query) })).toHaveCount(0);
});
