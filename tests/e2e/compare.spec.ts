// Compare (the issue "Compare"), at a phone's width and a laptop's: Compare on a listing's card, a
// product page and a search result, the fifth refused, the Compare (n) tray leading to the compare
// page; there the products side by side (Technical Details aligned by name, differences marked, a
// row one product lacks shown as "—", the first column in view while the table scrolls), Add all
// to quote filling the quote list, Remove; a shared address with unknown, inactive, repeated and
// too many products; the empty address; a failed request and Retry.
import type { Page } from "@playwright/test";
// A stored Reject All choice: the cookie banner stays away; the lists live in sessionStorage.
import { expect, test } from "../support/consented.ts";
import { escapeRegExp } from "../support/patterns.ts";

const ZD230 = {
  slug: "zebra-zd230-desktop-label-printer",
  name: "Zebra ZD230 Desktop Label Printer",
};
const ZD421 = {
  slug: "zebra-zd421-desktop-barcode-printer",
  name: "Zebra ZD421 Desktop Barcode Printer",
};
const ZT230 = {
  slug: "zebra-zt230-industrial-barcode-printer",
  name: "Zebra ZT230 Industrial Barcode Printer",
};
const TE244 = {
  slug: "tsc-te244-thermal-transfer-barcode-printer",
  name: "TSC TE244 Thermal Transfer Barcode Printer",
};
const PC42T = {
  slug: "honeywell-pc42t-plus-desktop-printer",
  name: "Honeywell PC42t Plus Desktop Printer",
};
// Seed facts: the GK420d is off sale.
const GK420D = "zebra-gk420d-direct-thermal-printer";
const FULL = "You can compare up to 4 products. Remove one to add another.";

// "Compare: {name}"; Chromium reads the hidden name as a block, so a space may come before ":".
const compareButton = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("button", { name: new RegExp(`^Compare ?: ${escapeRegExp(name)}$`) });
const tray = (page: Page) => page.getByRole("region", { name: "Products to compare" });
const table = (page: Page) => page.getByRole("main").getByRole("table");
const quoteLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Quote/ });
const rowOf = (page: Page, label: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${label}`) }) });

async function press(page: Page, name: string, pressed: boolean) {
  await compareButton(page, name).click();
  await expect(compareButton(page, name)).toHaveAttribute("aria-pressed", String(pressed));
}

for (const width of [390, 1366]) {
  test(`at ${width} px: chosen on cards, a product page and the search, compared side by side`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/products/printers/desktop-printers");
    await expect(tray(page)).toHaveCount(0);
    await press(page, ZD230.name, true);
    await expect(tray(page).getByRole("link")).toHaveText("Compare (1)");
    await expect(tray(page).getByRole("status")).toHaveText("Added to compare (1 of 4)");
    await press(page, ZD421.name, true);

    await page.goto(`/${ZT230.slug}`);
    await press(page, ZT230.name, true);
    await expect(tray(page).getByRole("link")).toHaveText("Compare (3)");

    // The search results, drawn by their island after load, are marked too: once the visitor
    // first moves on the page, which brings the toggles' script there.
    await page.goto("/search?q=zebra%20zd230");
    await compareButton(page, ZD230.name).hover();
    await expect(compareButton(page, ZD230.name)).toHaveAttribute("aria-pressed", "true");
    await page.goto("/search?q=TE244");
    await press(page, TE244.name, true);
    await expect(tray(page).getByRole("link")).toHaveText("Compare (4)");

    // A fifth is refused, and taking one out makes room again.
    await page.goto("/products/printers/desktop-printers");
    await press(page, PC42T.name, false);
    await expect(tray(page).getByRole("status")).toHaveText(FULL);
    await expect(tray(page).getByRole("link")).toHaveText("Compare (4)");
    await press(page, ZD421.name, false);
    await press(page, PC42T.name, true);

    await tray(page).getByRole("link", { name: "Compare (4)" }).click();
    await expect(page).toHaveURL(
      `/compare?products=${[ZD230, ZT230, TE244, PC42T].map((p) => p.slug).join(",")}`,
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Comparing 4 products" }),
    ).toBeVisible();
    const names = [ZD230, ZT230, TE244, PC42T].map((p) => p.name);
    await expect(table(page).getByRole("columnheader")).toHaveText(names);
    await expect(rowOf(page, "Brand").getByRole("cell")).toHaveText([
      "Zebra",
      "Zebra",
      "TSC",
      "Honeywell",
    ]);
    await expect(rowOf(page, "Price").getByRole("cell").first()).toHaveText("₹18,500");
    // Aligned by name: the ZD230's ribbon core, which the others do not list, is "—" for them.
    const ribbonCore = rowOf(page, "Ribbon core");
    await expect(ribbonCore.getByRole("rowheader")).toHaveText("Ribbon core (differs)");
    await expect(ribbonCore.getByRole("cell").first()).toHaveText("12.7 mm");
    await expect(ribbonCore.getByRole("cell").nth(1)).toHaveText("—Not listed");
    await expect(ribbonCore).toHaveClass(/differs/);

    // The labels stay in view while the products scroll sideways.
    const scroller = page.getByRole("region", { name: "Comparing 4 products" });
    const label = ribbonCore.getByRole("rowheader");
    const before = await label.boundingBox();
    await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
    if (width === 390) {
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
    await scroller.evaluate((element) => (element.scrollLeft = 0));
    await page.screenshot({ path: test.info().outputPath(`compare-${width}.png`), fullPage: true });

    // Add all to quote: the same list as Add to quote.
    await page.getByRole("button", { name: "Add all to quote" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Added 4 products to your quote list.",
    );
    await expect(quoteLink(page)).toHaveAccessibleName("Quote (4)");
    await page.getByRole("button", { name: "Add all to quote" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "All are already in your quote list.",
    );

    // Remove: out of the table, the address and the chosen products.
    await page
      .getByRole("button", { name: new RegExp(`^Remove ?: ${escapeRegExp(TE244.name)}$`) })
      .click();
    await expect(table(page).getByRole("columnheader")).toHaveText([
      ZD230.name,
      ZT230.name,
      PC42T.name,
    ]);
    await expect(
      page.getByRole("heading", { level: 2, name: "Comparing 3 products" }),
    ).toBeFocused();
    await expect(page).toHaveURL(`/compare?products=${ZD230.slug},${ZT230.slug},${PC42T.slug}`);
    await page.goto(`/${TE244.slug}`);
    await expect(compareButton(page, TE244.name)).toHaveAttribute("aria-pressed", "false");
    await expect(tray(page).getByRole("link")).toHaveText("Compare (3)");
    await page.goto("/quote");
    // The quote list holds the four added, the one removed from the comparison too.
    for (const { name } of [ZD230, ZT230, TE244, PC42T])
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeVisible();
  });

  test(`at ${width} px: a shared address says what it leaves out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // The first four names that can be products are asked for: two of them are not on sale.
    const asked = [
      ZD421.slug,
      "no-such-printer",
      GK420D,
      ZD421.slug,
      "Not%20a%20slug",
      ZD230.slug,
      ZT230.slug,
      TE244.slug,
    ];
    await page.goto(`/compare?products=${asked.join(",")}`);
    const main = page.getByRole("main");
    await expect(
      main.getByText(`Not in our catalogue (any more): no-such-printer, ${GK420D}.`),
    ).toBeVisible();
    await expect(main.getByText("Not a product's address: not a slug.")).toBeVisible();
    await expect(
      main.getByText(`Only 4 products can be compared; left out: ${ZT230.slug}, ${TE244.slug}.`),
    ).toBeVisible();
    await expect(table(page).getByRole("columnheader")).toHaveText([ZD421.name, ZD230.name]);
    // The two give the same print width: not marked, and left out with only the differences.
    const printWidth = rowOf(page, "Maximum print width");
    await expect(printWidth).not.toHaveClass(/differs/);
    await expect(printWidth.getByRole("rowheader")).toHaveText("Maximum print width");
    await page.getByLabel("Show only differences").check();
    await expect(printWidth).toBeHidden();
    await expect(rowOf(page, "Ribbon core")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`shared-${width}.png`) });
  });
}

test("the page is not indexed, and with nothing asked for leads to the catalogue", async ({
  page,
}) => {
  await page.goto("/compare");
  await expect(page).toHaveTitle("Compare Products | Shree Barcode Systems");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  expect(
    new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname,
  ).toBe("/compare");
  await expect(
    page.getByRole("heading", { level: 2, name: "Nothing to compare yet" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Browse products" }).click();
  // Loaded, not only arrived: a press before the page's compare script runs does nothing.
  await page.waitForURL("/products");

  // With products chosen, the empty address offers them.
  await press(
    page,
    (await page
      .getByRole("main")
      .getByRole("article")
      .first()
      .getByRole("heading")
      .textContent())!.trim(),
    true,
  );
  await page.goto("/compare");
  await page.getByRole("link", { name: "Compare your 1 product" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Comparing 1 product" })).toBeVisible();
});

test("a failed request says so, and Retry draws the table", async ({ page }) => {
  let failures = 1;
  await page.route("**/api/compare?**", (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: "" }) : route.continue(),
  );
  await page.goto(`/compare?products=${ZD230.slug},${ZD421.slug}`);
  await expect(page.getByRole("alert")).toHaveText(
    /Unable to load the comparison\. Check your connection and try again\./,
  );
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(table(page).getByRole("columnheader")).toHaveText([ZD230.name, ZD421.name]);
});
