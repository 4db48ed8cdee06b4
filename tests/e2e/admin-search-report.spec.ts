// The search report on the dashboard: a visitor's search that finds nothing shows under "Found
// nothing", with a link that runs it on the site.
import { expect, test } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

test("a search that found nothing reaches the dashboard's search report", async ({ page }) => {
  const query = `unicornium ${unique()}`.toLowerCase();
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(`No products found for "${query}"`)).toBeVisible();

  await signIn(page);
  const report = page.getByRole("region", { name: "Searches this week" });
  const nothing = report.getByRole("region", { name: "Found nothing" });
  const link = nothing.getByRole("link", { name: new RegExp(query) });
  await expect(link).toBeVisible();
  expect(await link.getAttribute("href")).toBe(`/search?q=${query.replaceAll(" ", "+")}`);
  await expect(report.getByRole("region", { name: "Top searches" })).toContainText(query);
  await report.screenshot({ path: test.info().outputPath("search-report.png") });
});
