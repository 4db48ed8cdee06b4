// Moving around the admin area (document 3 §2.2, §2.5): the Menu drawer below 900 px keeps the
// keyboard inside it and gives focus back; an editor returns to the list page it was opened from,
// with that list's search, page and page size, and asks before unsaved changes are thrown away.
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "../support/browser-test.ts";
import { createProduct, signIn, unique } from "./admin-support.ts";

// Each call reloads its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test("below 900 px the Menu drawer takes the focus, keeps Tab inside and gives focus back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  const sidebar = page.getByRole("navigation", { name: "Administration" });
  await expect(sidebar).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeFocused();
  // Ten entries and Back to Site: eleven Tabs come round to the first entry again.
  for (let step = 0; step < 11; step++) {
    await page.keyboard.press("Tab");
    expect(await holdsFocus(sidebar)).toBe(true);
  }
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(sidebar.getByRole("link", { name: "Back to Site" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(sidebar).toBeHidden();

  // An entry chosen from the drawer closes it and starts the keyboard at the new screen.
  await menu.press("Enter");
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await sidebar.getByRole("link", { name: "Brands" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Brands" })).toBeVisible();
  await expect(page.locator("#admin-main")).toBeFocused();
  await expect(sidebar).toBeHidden();
});

/** The list's query on the page's address, as name=value pairs in a fixed order. */
const listQueryOf = (page: Page) => [...new URL(page.url()).searchParams].sort();

test("a product editor returns to the list it was opened from, its search, page and size kept", async ({
  page,
}) => {
  await signIn(page);
  const name = `E2E Zebra Scanner ${unique()}`;
  await createProduct(page, name, `NAV-${unique()}`);
  const searched = [
    ["limit", "10"],
    ["search", name],
  ];
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}&limit=10`);
  const row = page.getByRole("row").filter({ hasText: name });

  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?/);
  expect(listQueryOf(page)).toEqual(searched);
  await expect(page.getByLabel("Search")).toHaveValue(name);
  await expect(page.getByLabel("Per page")).toHaveValue("10");

  // After a save: the same list, and Back does not reopen the form just saved.
  await row.getByRole("link", { name: /Edit/ }).click();
  await page.getByLabel("Price (₹)").fill("4321");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully!")).toBeVisible();
  expect(listQueryOf(page)).toEqual(searched);
  await expect(row).toContainText("₹4,321");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toHaveCount(0);

  // A later page of the whole list, from its heading's Back to Products, also after a reload.
  await page.goto("/admin/products?page=2&limit=10");
  await page.getByRole("row").getByRole("link", { name: /Edit/ }).first().click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await page.reload();
  await page.getByRole("link", { name: "Back to Products" }).click();
  expect(listQueryOf(page)).toEqual([
    ["limit", "10"],
    ["page", "2"],
  ]);
  await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // The sidebar's entry is the whole list again, and so is the next return from an editor.
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  // The rows of page 2 stay until the whole list's first page has come: a click on one of them as
  // it is replaced would be lost.
  await expect(page.getByRole("table")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("status").filter({ hasText: /^Showing 1–/ })).toBeVisible();
  await page.getByRole("row").getByRole("link", { name: /Edit/ }).first().click();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

const LEAVE_QUESTION = "You have unsaved changes. Leave without saving?";

test("an editor with unsaved changes asks before it is left, and the browser before the tab closes", async ({
  page,
}) => {
  await signIn(page);
  const sidebar = page.getByRole("navigation", { name: "Administration" });
  const question = page.getByRole("dialog").filter({ hasText: LEAVE_QUESTION });
  await page.goto("/admin/products");
  await page.getByRole("row").getByRole("link", { name: /Edit/ }).first().click();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).not.toHaveValue("");
  const stored = await name.inputValue();

  // Unchanged: leaving asks nothing.
  await page.getByRole("link", { name: "Back to Products" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole("row").getByRole("link", { name: /Edit/ }).first().click();
  await name.fill(`${stored} changed`);

  await sidebar.getByRole("link", { name: "Brands" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(name).toHaveValue(`${stored} changed`);

  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await asked;
  expect(beforeUnload.type()).toBe("beforeunload");
  await beforeUnload.dismiss();
  await expect(name).toHaveValue(`${stored} changed`);

  await page.getByRole("link", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole("row").getByRole("link", { name: /Edit/ }).first().click();
  await expect(name).toHaveValue(stored);

  // A blog's page form (its Cancel is a button) and a brand's form ask the same.
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill("A post never written");
  await page.getByRole("button", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.goto("/admin/brands/new");
  await page.getByLabel("Display Name").fill("A brand never added");
  await sidebar.getByRole("link", { name: "Dashboard" }).click();
  await question.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});
