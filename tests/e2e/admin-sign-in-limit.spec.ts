// The login screen when the server refuses more guesses (document 3 §8: the server's message is
// shown): it says how long to wait. An unknown username is guessed, so the admin the other tests
// sign in as is never locked.
import { expect as baseExpect, test } from "../support/browser-test.ts";
import { unique } from "./admin-support.ts";

// Each call reloads its function in the local Netlify runtime (~0.2-2 s on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });

test("after five wrong passwords the login screen says how long to wait", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(`e2e-nobody-${unique()}`);
  await page.getByLabel("Password").fill("not the password");
  const alert = page.getByRole("alert");
  for (let guess = 1; guess <= 5; guess++) {
    await page.getByRole("button", { name: "Sign In" }).click();
    // "Signing in..." until the answer, which replaces the previous one.
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(alert).toHaveText("Invalid username or password");
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(alert).toHaveText("Too many sign-in attempts. Please wait 1 minute and try again.");
});
