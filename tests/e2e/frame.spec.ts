// The site frame on every page: header (top bar, mega-menu, dropdown, search, scroll state), the
// mobile menu below 1024 px, and the footer.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const megaMenu = (page: Page) => page.getByRole("region", { name: "Product Categories" });

/**
 * The expanded state Chromium gives assistive technology for the element `selector` finds. A
 * popover's toggle (popovertarget) gets it from the popover, with no aria-expanded attribute,
 * which Playwright's toBeExpanded reads; so the browser's accessibility tree is asked.
 */
async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * How many pixels narrower a language picker is than its longest name needs (0 or less: every name
 * shows whole). A native select is as wide as its longest option unless CSS limits it; a copy
 * with no limits, out of the flow, measures that width.
 */
async function pickerShortfall(picker: Locator): Promise<number> {
  return picker.evaluate((select) => {
    const copy = select.cloneNode(true) as HTMLSelectElement;
    copy.removeAttribute("id");
    Object.assign(copy.style, {
      position: "absolute",
      width: "auto",
      minWidth: "0",
      maxWidth: "none",
    });
    select.after(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    return needed - select.getBoundingClientRect().width;
  });
}

// The local Netlify runtime rebuilds a function while files change and answers 500 meanwhile;
// asking again for a few seconds keeps that from failing a test about the page.
async function readApi<T>(request: APIRequestContext, path: string): Promise<T> {
  let body: unknown;
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        if (response.ok()) body = await response.json();
        return response.ok();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return body as T;
}

test.describe("desktop header", () => {
  test("the top bar shows phones, WhatsApp chat, e-mail, GST and city", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const chat = banner.getByRole("link", { name: /WhatsApp chat/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(banner.getByRole("link", { name: /Call \+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d+$/,
    );
    await expect(banner.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(banner.getByText(/GST: \w{15}$/).filter({ visible: true })).toHaveCount(1);
    await expect(
      banner.getByText("New Delhi", { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  });

  // 1024 px: the narrowest top bar (the GSTIN steps aside); from 1280 px the header's container is
  // at its widest and the GSTIN shows.
  for (const width of [1024, 1280, 1366]) {
    test(`at ${width} px the top bar holds the language picker with every name whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto("/");
      const picker = page.locator(".topbar").getByRole("combobox", { name: "Language" });
      await expect(picker.getByRole("option")).toHaveCount(15);
      expect(await pickerShortfall(picker)).toBeLessThanOrEqual(0.5);
      const pastContentEdge = await page.locator(".topbar-inner").evaluate((row) => {
        const lastList = row.querySelector(".topbar-list:last-child")!.getBoundingClientRect();
        const contentEnd =
          row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
        return lastList.right - contentEnd;
      });
      expect(pastContentEdge).toBeLessThanOrEqual(0.5);
    });
  }

  test("the mega-menu opens on hover and shows the hovered category's subcategories", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(megaMenu(page)).toBeHidden();
    await mainNav(page).getByRole("link", { name: "Products", exact: true }).hover();
    const menu = megaMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByText("Select a Category")).toBeVisible();
    await expect(
      menu.getByText("Hover over a category to see its subcategories and products."),
    ).toBeVisible();
    await expect(menu.getByRole("link", { name: /View All Products/ })).toHaveAttribute(
      "href",
      "/products",
    );

    await menu.getByRole("link", { name: /^Barcode Printers/ }).hover();
    const desktop = menu.getByRole("link", { name: /^Desktop Printers/ });
    await expect(desktop).toBeVisible();
    await expect(desktop).toHaveAttribute("href", "/products/printers/desktop-printers");
    await expect(menu.getByText("Select a Category")).toBeHidden();

    await menu.getByRole("link", { name: /^Barcode Scanners/ }).hover();
    await expect(menu.getByRole("link", { name: /^Handheld Scanners/ })).toHaveAttribute(
      "href",
      "/products/scanners/handheld-scanners",
    );
    await expect(desktop).toBeHidden();
  });

  test("the mega-menu closes 200 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Products", exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    // Measured in the page: a busy test machine must not turn a late check into a failure.
    await page.evaluate(() => {
      const item = document.getElementById("mega-menu")?.parentElement;
      if (!item) throw new Error("no mega-menu item");
      let leftAt = 0;
      // Taken on the way down (capture), before the menu's own listener starts its timer.
      const onLeave = (event: Event) => {
        if (event.target !== item) return;
        leftAt = performance.now();
        window.removeEventListener("pointerleave", onLeave, true);
      };
      window.addEventListener("pointerleave", onLeave, true);
      (window as unknown as { closeDelay: Promise<number> }).closeDelay = new Promise((resolve) =>
        new MutationObserver(() => {
          if (!item.hasAttribute("data-open")) resolve(performance.now() - leftAt);
        }).observe(item, { attributes: true }),
      );
    });
    await page.mouse.move(1200, 15); // the top bar, outside the menu
    const delay = await page.evaluate(
      () => (window as unknown as { closeDelay: Promise<number> }).closeDelay,
    );
    expect(delay).toBeGreaterThanOrEqual(195);
    expect(delay).toBeLessThan(1000);
    await expect(megaMenu(page)).toBeHidden();
  });

  test("the mega-menu opens from its toggle and closes on an outside click or Escape", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = mainNav(page).getByRole("button", { name: "Show product categories" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(megaMenu(page)).toBeVisible();
    // The top bar's empty left margin: its right end now holds the language toggle.
    await page.mouse.click(5, 15);
    await expect(megaMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(megaMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(megaMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a click on the toggle of a menu opened by hover keeps it open; the next click closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Products", exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    const toggle = mainNav(page).getByRole("button", { name: "Show product categories" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(megaMenu(page)).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(megaMenu(page)).toBeHidden();
    await toggle.click();
    await expect(megaMenu(page)).toBeVisible();
  });

  test("Service & Support opens a dropdown with Drivers", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await nav.getByRole("link", { name: "Service & Support", exact: true }).first().hover();
    await expect(nav.getByRole("link", { name: "Drivers" })).toHaveAttribute("href", "/drivers");
    await expect(nav.getByRole("link", { name: "Drivers" })).toBeVisible();
    for (const name of ["Home", "About", "Contact", "Blogs"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("the search box sends the term to /search", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("search");
    await search.getByLabel("Search products").fill("zebra printer");
    await search.getByLabel("Search products").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=zebra(\+|%20)printer$/);
  });

  test("the header turns white after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const background = () =>
      page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).not.toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await background()).not.toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).not.toBe("rgb(255, 255, 255)");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("replaces the top bar and navigation below 1024 px and toggles open and closed", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    await expect(
      page
        .getByRole("banner")
        .getByText(/GST: \w+$/)
        .filter({ visible: true }),
    ).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const expanded = () => accessibleExpanded(page, '[popovertarget="mobile-menu"]');
    await expect.poll(expanded).toBe(false);

    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(expanded).toBe(true);
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menu.getByRole("search")).toBeVisible();
    for (const name of ["Home", "About", "Contact", "Blogs"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByText(/GST: \w+$/)).toBeVisible();
    await menu.locator("summary").filter({ hasText: "Service & Support" }).click();
    await expect(menu.getByRole("link", { name: "Drivers" })).toHaveAttribute("href", "/drivers");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect.poll(expanded).toBe(false);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile menu's language picker", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows every name whole within the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const picker = menu.getByRole("combobox", { name: "Language" });
    await expect(picker).toBeVisible();
    expect(await pickerShortfall(picker)).toBeLessThanOrEqual(0.5);
    expect(await menu.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBe(0);
  });
});

test.describe("footer", () => {
  test("lists the first five categories, the details, four social links and the current year", async ({
    page,
    request,
  }) => {
    const categories = await readApi<{ name: string; display_name: string }[]>(
      request,
      "/api/categories",
    );
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const products = footer.getByRole("navigation", { name: "Products" });
    const links = products.getByRole("link");
    await expect(links).toHaveCount(5);
    for (const [index, category] of categories.slice(0, 5).entries()) {
      await expect(links.nth(index)).toHaveText(category.display_name);
      await expect(links.nth(index)).toHaveAttribute("href", `/products/${category.name}`);
    }
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link")).toHaveText([
      "Home",
      "Products",
      "About Us",
      "Contact",
      "Network",
    ]);
    for (const text of ["1997", "Proprietorship", "Manufacturer and Supplier", "11-25"])
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/cookie-policy",
    );
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveText([
      "LinkedIn",
      "Instagram",
      "Facebook",
      "Twitter",
    ]);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });

  // The widths of the visual review: phone, the 1024-1279 px band (two columns), laptops.
  for (const width of [390, 1024, 1100, 1280, 1366]) {
    test(`at ${width} px the legal links share one line and each fact sits beside its value`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const boxes = async (texts: string[], role?: "link") =>
        Promise.all(
          texts.map(async (name) => {
            const element = role
              ? footer.getByRole(role, { name, exact: true })
              : footer.getByText(name, { exact: true });
            return (await element.boundingBox())!;
          }),
        );
      const links = await boxes(["Privacy Policy", "Cookie Policy", "Cookie Settings"], "link");
      for (const link of links) expect(Math.abs(link.y - links[0]!.y)).toBeLessThan(1);
      // One line each: no taller than half again a one-word fact.
      const [oneLine, ...rest] = await boxes([
        "Established",
        "Nature of business",
        "Manufacturer and Supplier",
      ]);
      for (const box of rest) expect(box.height).toBeLessThan(oneLine!.height * 1.5);
    });
  }
});

// How long the sprite is kept is netlify.toml's rule (tests/unit/icon-sprite.test.ts): the local
// Netlify runtime sends max-age=0 for every static file.
test("the frame's icons come from the sprite, and are drawn", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("svg.icon use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(20);
  const addresses = new Set(hrefs.map((href) => href.split("#")[0]));
  expect([...addresses]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[\w-]+$/)]);

  const sprite = await request.get([...addresses][0]!);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  const ids = new Set(
    [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]),
  );
  for (const href of hrefs) expect(ids, href).toContain(href.split("#")[1]);

  // Drawn: the phone icon in the top bar has a box once the sprite has loaded.
  const phoneIcon = page.getByRole("banner").locator('use[href$="#phone"]').first();
  await expect
    .poll(() => phoneIcon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width))
    .toBeGreaterThan(0);
});

test("a page names the address visitors use: its canonical link and the current menu item", async ({
  page,
}) => {
  for (const [path, item] of [
    ["/", "Home"],
    ["/contact", "Contact"],
    ["/about", "About"],
  ] as const) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname, path).toBe(path);
    await expect(mainNav(page).getByRole("link", { name: item, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});
