// Moving around the admin area (document 3 §2.2, §2.5): the Menu drawer below 900 px keeps the
// keyboard inside it and gives focus back, and an editor returns to the list page it was opened
// from, with that list's search, page and page size.
import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { signIn } from "./admin-support.ts";

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
