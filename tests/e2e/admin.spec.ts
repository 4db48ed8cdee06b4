// The admin area (document 3 §2.2 to §2.6, §5, §8): sign-in and the guard, the shell, the
// dashboard's real counts, and adding, editing and deleting products, categories, subcategories
// and brands with the spec's confirmations and messages; bulk delete and a list refresh that fails
// after it; the stale-edit conflict.
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "../support/browser-test.ts";
import { POSITION_MESSAGE } from "../../src/lib/form-fields.ts";
import { ADMIN, categoryId, createProduct, PNG, signIn, unique } from "./admin-support.ts";

// Each call reloads its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const dialog = (page: Page) => page.getByRole("dialog");

test("the guard, the login screen's texts and states, the shell, and sign out", async ({
  page,
}) => {
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Contact administrator for access credentials")).toBeVisible();
  await expect(page.getByLabel("Remember me for 30 days")).not.toBeChecked();
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  await expect(page.locator("header.site-header, footer.site-footer")).toHaveCount(0);

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();

  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/login", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByLabel("Remember me for 30 days").check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Administration" });
  const entries = ["Dashboard", "Enquiries", "Products", "Categories", "Subcategories", "Brands"];
  for (const entry of [...entries, "Drivers", "Blogs", "Jobs", "Import", "Back to Site"]) {
    await expect(sidebar.getByRole("link", { name: entry, exact: true })).toBeVisible();
  }
  await sidebar.getByRole("link", { name: "Brands" }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  await expect(page.getByRole("heading", { name: "Brands" })).toBeVisible();
  for (const tab of [
    "analytics",
    "webpages",
    "hero-settings",
    "color-themes",
    "orders",
    "user",
    "settings",
  ]) {
    await page.goto(`/admin/${tab}`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  // The session ended on the server, not only in this page.
  expect((await (await page.request.get("/api/auth/check")).json()).isAuthenticated).toBe(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the dashboard shows the database's counts and the five newest records", async ({ page }) => {
  await signIn(page);
  const answer = await (await page.request.get("/api/admin/dashboard")).json();
  const cards = page.getByRole("list", { name: "Products by kind" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  for (const [index, card] of (answer.cards as { label: string; count: number }[]).entries()) {
    await expect(cards.nth(index)).toHaveText(`${card.count}${card.label}`);
  }
  await expect(page.getByText("/admin/dashboard", { exact: true })).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent Products" }).getByRole("listitem");
  await expect(recent).toHaveCount(5);
  await expect(recent.first().getByRole("link", { name: /Get Quote/ })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Recent Categories" }).getByRole("listitem"),
  ).toHaveCount(5);
});

test("a product is added, found, edited with its history, and deleted", async ({ page }) => {
  await signIn(page);
  const name = `E2E Label Printer ${unique()}`;
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();

  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Image is required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel("Slug")).toHaveValue(name.toLowerCase().replaceAll(" ", "-"));
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Barcode Printers" });
  await page.getByLabel("Subcategory").selectOption({ label: "Desktop Printers" });
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Barcode Scanners" });
  await expect(page.getByLabel("Subcategory")).toHaveValue("");
  await page.getByLabel("SKU").fill(`E2E-${unique()}`);
  await page.getByLabel("Short Description").fill("A printer made by the browser tests.");
  await page.getByLabel("Description", { exact: true }).fill("It exists for one test only.");
  await page.getByLabel("Image").setInputFiles(PNG);
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.getByLabel("Search").fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Price on Request");
  await expect(row).toContainText("Barcode Scanners");

  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    `Created by ${ADMIN.username}`,
  );
  await page.getByLabel("Price (₹)").fill("12499");
  const position = page.getByLabel("Position in its category");
  await position.fill("first");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText(POSITION_MESSAGE)).toBeVisible();
  await position.fill("2");
  await page.getByLabel("Pin to the top of its listings").check();
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully!")).toBeVisible();

  await page.getByLabel("Search").fill(name);
  await expect(row).toContainText("₹12,499");
  await expect(row).toContainText("Pinned");
  await row.getByRole("button", { name: /Delete/ }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete this product?");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /Delete/ }).click();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("selected products are deleted together after the bulk confirmation", async ({ page }) => {
  await signIn(page);
  const batch = `E2E Bulk ${unique()}`;
  await createProduct(page, `${batch} One`, `BULK-${unique()}`);
  await createProduct(page, `${batch} Two`, `BULK-${unique()}`);
  await page.goto(`/admin/products?search=${encodeURIComponent(batch)}`);
  await expect(page.getByRole("row").filter({ hasText: batch })).toHaveCount(2);

  await page.getByRole("button", { name: "Delete Selected (0)" }).click();
  await expect(page.getByText("Please select products to delete")).toBeVisible();
  await page.getByLabel("Select all products on this page").check();
  // The old message goes with the next choice on the screen.
  await expect(page.getByText("Please select products to delete")).toBeHidden();
  await page.getByRole("button", { name: "Delete Selected (2)" }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete 2 products?");
  // The list that fails to refresh after the delete says so above the rows it last had.
  const listCall = (url: URL) => url.pathname === "/api/admin/products";
  await page.route(listCall, (route) => route.abort());
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Products deleted successfully!")).toBeVisible();
  const loadError = page.getByRole("alert").filter({ hasText: "Failed to load products." });
  await expect(loadError).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: batch })).toHaveCount(2);
  await page.unroute(listCall);
  await loadError.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("No products match these filters.")).toBeVisible();
  await expect(loadError).toBeHidden();
});

test("the list pages by 10, 20, 50 or 100 with at most five page buttons", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/products");
  await expect(page.getByRole("row")).toHaveCount(21);
  await page.getByLabel("Per page").selectOption("10");
  await expect(page.getByRole("row")).toHaveCount(11);
  const pager = page.getByRole("navigation", { name: "Product pages" });
  expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a save over someone else's newer edit is refused, and Reload shows theirs", async ({
  page,
}) => {
  await signIn(page);
  const name = `E2E Conflict ${unique()}`;
  const id = await createProduct(page, name, `CONF-${unique()}`);
  await page.goto(`/admin/products/${id}/edit`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  // Another member of staff saves first.
  const origin = new URL(page.url()).origin;
  const theirs = await page.request.put(`/api/products/${id}`, {
    headers: { origin },
    multipart: {
      name: `${name} (theirs)`,
      sku: `CONF-${unique()}`,
      category: String(await categoryId(page, "printers")),
      shortDescription: "Changed elsewhere.",
      description: "Changed elsewhere.",
      version: "1",
    },
  });
  expect(theirs.status()).toBe(200);

  await page.getByLabel("Short Description").fill("My change.");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Error updating product:" }),
  ).toContainText(
    "This product was changed by someone else since you opened it. Reload to see their changes, then edit again.",
  );
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${name} (theirs)`);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Updated by");
});

test("a category is added, edited and deleted; one still in use is kept", async ({ page }) => {
  await signIn(page);
  const key = `e2e-cat-${unique()}`;
  await page.goto("/admin/categories");
  await page.getByRole("link", { name: "Add Category" }).click();
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  // The name is the category's address key: the slug rule tidies what was typed.
  await page.getByLabel("Name", { exact: true }).fill(key.toUpperCase().replaceAll("-", " "));
  await page.getByLabel("Display Name").fill(`E2E Category ${key}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(key);
  await page.getByLabel("Description").fill("Made by the browser tests.");
  await page.getByLabel("Image").setInputFiles(PNG);
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText("Category added successfully!")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: key });
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
  await page.getByLabel("Display Name").fill(`E2E Category ${key} renamed`);
  // Its place in the menus and lists, and whether they show it at all.
  await page.getByLabel("Position").fill("first");
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Position must be a whole number from -9999 to 9999")).toBeVisible();
  await page.getByLabel("Position").fill("7");
  await page.getByLabel("Hide from menus").check();
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText("Category updated successfully!")).toBeVisible();
  await expect(row).toContainText("renamed");
  await expect(row.getByRole("cell").filter({ hasText: /^7$/ })).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Hidden", exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("categories.png"), fullPage: true });

  await row.getByRole("button", { name: /Delete/ }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete this category?");
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);

  const printers = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "Barcode Printers", exact: true }) });
  await printers.getByRole("button", { name: /Delete/ }).click();
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText(/^Error deleting category: This category still has \d+ products/),
  ).toBeVisible();
  await expect(printers).toHaveCount(1);
});

test("a subcategory is added under a category, edited and deleted", async ({ page }) => {
  await signIn(page);
  const key = `e2e-sub-${unique()}`;
  await page.goto("/admin/subcategories/new");
  await page.getByLabel("Name", { exact: true }).fill(key);
  await page.getByLabel("Display Name").fill(`E2E Subcategory ${key}`);
  await page.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(page.getByText("Parent category is required")).toBeVisible();
  await expect(page.getByLabel("Parent Category")).toBeFocused();
  await page.getByLabel("Parent Category").selectOption({ label: "Barcode Scanners" });
  await page.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(page.getByText("Subcategory added successfully!")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: key });
  await expect(row).toContainText("Barcode Scanners");
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByLabel("Parent Category")).toHaveValue(
    String(await categoryId(page, "scanners")),
  );
  await page.getByLabel("Parent Category").selectOption({ label: "Barcode Printers" });
  await page.getByRole("button", { name: "Update Subcategory" }).click();
  await expect(page.getByText("Subcategory updated successfully!")).toBeVisible();
  await expect(row).toContainText("Barcode Printers");

  await row.getByRole("button", { name: /Delete/ }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete this subcategory?");
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Subcategory deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a brand is added with a checked website and a logo, edited and deleted", async ({ page }) => {
  await signIn(page);
  const name = `E2E Brand ${unique()}`;
  await page.goto("/admin/brands/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Display Name").fill(name);
  await page.getByLabel("Website").fill("www.example.com");
  await page.getByLabel("Logo").setInputFiles(PNG);
  await page.getByRole("button", { name: "Add Brand" }).click();
  await expect(
    page.getByText("Website must be a web address such as https://www.zebra.com"),
  ).toBeVisible();
  await expect(page.getByLabel("Website")).toBeFocused();
  await page.getByLabel("Website").fill("https://www.example.com");
  await page.getByRole("button", { name: "Add Brand" }).click();
  await expect(page.getByText("Brand added successfully!")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("https://www.example.com");
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("img", { name: "Current image" })).toBeVisible();
  await page.getByLabel("Description").fill("Edited by the browser tests.");
  await page.getByRole("button", { name: "Update Brand" }).click();
  await expect(page.getByText("Brand updated successfully!")).toBeVisible();
  await expect(row).toContainText("Edited by the browser tests.");

  await row.getByRole("button", { name: /Delete/ }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete this brand?");
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Brand deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("an admin creates and deactivates a staff account; profile and password screens", async ({
  page,
}) => {
  await signIn(page);
  const username = `e2e-staff-${unique()}`;
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("link", { name: "Staff Accounts" }).click();
  await page.getByRole("button", { name: "Add Staff Account" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 10 characters")).toBeVisible();
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`Staff account ${username} created successfully!`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: username });
  await row.getByRole("button", { name: /Deactivate/ }).click();
  await dialog(page).getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`Staff account ${username} deactivated`)).toBeVisible();
  await expect(row).toContainText("inactive");

  await page.goto("/admin/profile");
  await page.getByLabel("Email").fill("not an address");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill("");
  await page.getByLabel("Display Name").fill("E2E Administrator");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: /account menu/ })).toContainText(
    "E2E Administrator",
  );

  await page.goto("/admin/password");
  await page.getByLabel("Current Password").fill("wrong-password");
  await page.getByLabel("New Password", { exact: true }).fill("another-long-password");
  await page.getByLabel("Confirm New Password").fill("a-different-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The two new passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("another-long-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("alert")).toContainText("Current password is incorrect");
});
