// A listing's Sort and Brand (issue 31 point 1), at a phone's width and a laptop's: the static
// page is the shop's own order; the visitor's choice lives in the address, survives a reload, is
// walked back by Back, and pages on; without scripting the controls are not offered.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import { interactAfterEachLoad } from "./first-interaction.ts";

const LISTING = "/products/printers";

const cards = (page: Page) =>
  page.getByRole("main").locator(".result-card:not(.result-card--placeholder)");
const rupees = (text: string) => (/\d/.test(text) ? Number(text.replace(/[^\d.]/g, "")) : Infinity);

async function prices(page: Page): Promise<number[]> {
  return (await cards(page).locator(".result-card__price").allTextContents()).map(rupees);
}

for (const width of [390, 1366]) {
  test(`at ${width} px a visitor sorts by price, narrows to a brand, pages on and goes back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    interactAfterEachLoad(page);
    await page.goto(LISTING);
    const main = page.getByRole("main");
    await expect(main.getByText(/Showing 1–9 of \d+ products/)).toBeVisible();

    await main.getByLabel("Sort by").selectOption("price");
    await expect(page).toHaveURL(`${LISTING}?sort=price`);
    await expect(cards(page)).toHaveCount(9);
    // The sorted page stands in for the static one.
    await expect(main.locator("#listing-static")).toBeHidden();
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    const brand = main.getByLabel("Brand");
    const zebra = (await brand.locator("option", { hasText: "Zebra" }).textContent()) ?? "";
    expect(Number(/\((\d+)\)/.exec(zebra)?.[1])).toBeGreaterThan(1);
    await brand.selectOption("Zebra");
    await expect(page).toHaveURL(`${LISTING}?sort=price&brand=Zebra`);
    // The page shows what the API answers for that choice (other tests add products meanwhile,
    // so the expected page is read from the API, not assumed).
    const answer = (await (
      await page.request.get(
        "/api/products/paginated?category=printers&sort=price&brand=Zebra&limit=9",
      )
    ).json()) as { products: { name: string }[]; total: number; totalPages: number };
    await expect(main.getByRole("status")).toHaveText(
      new RegExp(`Showing 1–${answer.products.length} of ${answer.total} products`),
    );
    expect(await cards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      answer.products.map((product) => product.name),
    );
    await page.screenshot({ path: test.info().outputPath(`sorted-${width}.png`), fullPage: true });

    // The address holds the choice: a reload shows the same page.
    await page.reload();
    await expect(main.getByLabel("Sort by")).toHaveValue("price");
    await expect(main.getByLabel("Brand")).toHaveValue("Zebra");
    await expect(main.getByRole("status")).toHaveText(new RegExp(`of ${answer.total} products`));

    if (answer.totalPages > 1) {
      await main.getByRole("link", { name: "Next ›" }).click();
      await expect(page).toHaveURL(`${LISTING}?sort=price&brand=Zebra&page=2`);
      await expect(main.getByText(/Page 2 of \d+/)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${LISTING}?sort=price&brand=Zebra`);
    }

    // Back walks the choices: all brands by price, then the shop's own order, as built.
    await page.goBack();
    await expect(page).toHaveURL(`${LISTING}?sort=price`);
    await expect(main.getByLabel("Brand")).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(LISTING);
    await expect(main.getByLabel("Sort by")).toHaveValue("featured");
    await expect(main.locator(".result-card")).toHaveCount(0);
    await expect(main.locator("#listing-static")).toBeVisible();
    await expect(main.getByText(/Showing 1–9 of \d+ products/)).toBeVisible();
  });
}

test("a brand the catalogue does not have says so and offers every product", async ({ page }) => {
  interactAfterEachLoad(page);
  await page.goto(`${LISTING}?brand=Nobody`);
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(/No products match this choice/);
  await main.getByRole("button", { name: "Show all products" }).click();
  await expect(page).toHaveURL(LISTING);
  await expect(main.getByText(/Showing 1–9 of \d+ products/)).toBeVisible();
});

test("a page past the last says so and leads back to page 1", async ({ page }) => {
  interactAfterEachLoad(page);
  await page.goto(`${LISTING}?sort=price&page=999`);
  const main = page.getByRole("main");
  await expect(main.getByText("This page is past the last one of this listing.")).toBeVisible();
  await main.getByRole("button", { name: "Go to page 1" }).click();
  await expect(page).toHaveURL(`${LISTING}?sort=price`);
  await expect(main.getByRole("status")).toHaveText(/Showing 1–9 of \d+ products/);
});

test.describe("without scripting", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing is in the shop's order and offers no sort it could not apply", async ({
    page,
  }) => {
    await page.goto(LISTING);
    const main = page.getByRole("main");
    await expect(main.getByText(/Showing 1–9 of \d+ products/)).toBeVisible();
    await expect(main.getByLabel("Sort by")).toBeHidden();
  });
});
