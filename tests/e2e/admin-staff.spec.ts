// Staff accounts as an admin meets them: a role or activation change is asked first and its notice
// says what changed; an old notice goes with the next action; empty required fields say so; a
// phone's cards show "—" for what an account lacks; the account button is named by its text.
import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, test } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

// Each call reloads its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "a-long-enough-password";
const PHONE = { width: 390, height: 844 };

/** Creates a staff account through the API with the signed-in page's session. */
async function createStaff(page: Page, fields: Record<string, string> = {}): Promise<string> {
  const username = `e2e-staff-${unique()}`;
  const response = await page.request.post("/api/auth/register", {
    headers: { origin: new URL(page.url()).origin },
    data: { username, password: PASSWORD, ...fields },
  });
  expect(response.status()).toBe(201);
  return username;
}

/** A page of its own, signed in as `username`. */
async function signedInAs(browser: Browser, baseURL: string, username: string, viewport = PHONE) {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await signIn(page, { username, password: PASSWORD });
  return page;
}

test("role and activation changes are confirmed first and the notice says what changed", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const username = await createStaff(page);
  const theirs = await signedInAs(browser, baseURL!, username);
  await page.goto("/admin/staff");
  const row = page.getByRole("row").filter({ hasText: username });
  const role = row.getByRole("combobox", { name: `Role of ${username}` });
  const dialog = page.getByRole("dialog");

  await role.selectOption("admin");
  await expect(dialog).toContainText(
    `Make ${username} an Admin? Admins also manage staff accounts and can purge enquiries.`,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(role).toHaveValue("staff");
  await page.reload();
  await expect(role).toHaveValue("staff");

  await role.selectOption("admin");
  await dialog.getByRole("button", { name: "Make Admin" }).click();
  await expect(
    page.getByText(`Staff account ${username}: role changed from Staff to Admin.`),
  ).toBeVisible();
  await expect(role).toHaveValue("admin");

  await row.getByRole("button", { name: `Deactivate ${username}` }).click();
  await expect(dialog).toContainText(
    `Deactivate ${username}? They will be signed out at once and cannot sign in until reactivated.`,
  );
  // The previous notice went with this action.
  await expect(page.getByText("role changed from Staff to Admin")).toBeHidden();
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(
    page.getByText(
      `Staff account ${username} deactivated: signed out, and cannot sign in until reactivated.`,
    ),
  ).toBeVisible();
  await expect(row.getByText("inactive", { exact: true })).toBeVisible();
  // What the question promised: their session has ended.
  expect((await (await theirs.request.get("/api/auth/check")).json()).isAuthenticated).toBe(false);

  await row.getByRole("button", { name: `Activate ${username}` }).click();
  await expect(dialog).toContainText(`Reactivate ${username}? They will be able to sign in again.`);
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expect(
    page.getByText(`Staff account ${username} reactivated: they can sign in again.`),
  ).toBeVisible();
  await expect(row.getByText("active", { exact: true })).toBeVisible();

  // Opening the new-account form is the next action: the last notice does not stand above it.
  await page.getByRole("button", { name: "Add Staff Account" }).click();
  await expect(page.getByRole("heading", { name: "New Staff Account" })).toBeVisible();
  await expect(page.getByText("reactivated")).toBeHidden();
});

test("empty required fields say they are required; short ones keep the length rule", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: "Add Staff Account" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username must be 3 to 40 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 10 characters")).toBeVisible();

  await page.goto("/admin/password");
  await page.getByLabel("Current Password").fill("the-current-password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("New password is required")).toBeVisible();
  await expect(page.getByLabel("New Password", { exact: true })).toBeFocused();
});

test("on a phone, a card shows — for a missing name and email, and the account button is named by its text", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const bare = await createStaff(page);
  const named = await createStaff(page, { displayName: "Phone Reviewer" });
  await page.setViewportSize(PHONE);
  await page.goto("/admin/staff");
  const card = page.getByRole("row").filter({ hasText: bare });
  // The card's labels come from CSS (data-label), so they are part of each cell's name.
  await expect(card.getByRole("cell", { name: "Name: —", exact: true })).toBeVisible();
  await expect(card.getByRole("cell", { name: "Email: —", exact: true })).toBeVisible();

  // WCAG 2.5.3: the name a speech user sees is in the button's name, on a phone and a desktop.
  const theirs = await signedInAs(browser, baseURL!, named);
  const account = theirs.getByRole("button", { name: "Phone Reviewer, account menu", exact: true });
  await expect(account).toBeVisible();
  await theirs.setViewportSize({ width: 1280, height: 800 });
  await expect(account).toContainText("Phone Reviewer");
});
