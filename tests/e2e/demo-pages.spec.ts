// The demo and test pages (document 2 §2.12) and the generic error screen around islands.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

test("/test says the website is working", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1, name: "Website is Working" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Status: online");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("/test-product shows catalogue products", async ({ page }) => {
  await page.goto("/test-product");
  await expect(page.getByRole("heading", { level: 1, name: "Test Product" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View" }).first()).toBeVisible();
});

// Opens /email-test and asks for a test mail to `address`, as staff would.
async function sendTestEmailTo(page: Page, address: string) {
  await page.goto("/email-test");
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Test Email" }).click();
}

test.describe("/email-test", () => {
  test("the button is disabled while the address is empty", async ({ page }) => {
    await page.goto("/email-test");
    const send = page.getByRole("button", { name: "Send Test Email" });
    await expect(send).toBeDisabled();
    await page.getByLabel("Email address").fill("   ");
    await expect(send).toBeDisabled();
    await page.getByLabel("Email address").fill("staff@example.com");
    await expect(send).toBeEnabled();
  });

  test("a visitor who is not signed in is told to sign in, and nothing is sent", async ({
    page,
  }) => {
    await sendTestEmailTo(page, "staff@example.com");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Sign in to the administration");
    await expect(
      alert.getByRole("link", { name: "Sign in to the administration" }),
    ).toHaveAttribute("href", "/admin");
  });

  test("shows the server's answer with its timestamp", async ({ page }) => {
    await page.route("**/api/test-email", (route) =>
      route.fulfill({
        json: {
          success: true,
          message: "Test email sent to staff@example.com",
          details: { id: "x" },
          timestamp: "2026-11-22T10:00:00.000Z",
        },
      }),
    );
    await sendTestEmailTo(page, "staff@example.com");
    await expect(page.getByRole("status").filter({ hasText: "Test email sent" })).toContainText(
      "Test email sent to staff@example.com",
    );
    await expect(page.locator("time[datetime='2026-11-22T10:00:00.000Z']")).toBeVisible();
  });

  test("a failed send says so in the spec's words, with the details", async ({ page }) => {
    await page.route("**/api/test-email", (route) =>
      route.fulfill({
        status: 502,
        json: {
          success: false,
          error: { code: "mail_failed", message: "Failed to send test email" },
          details: "Mail could not be sent: connection refused",
          timestamp: "2026-11-22T10:00:00.000Z",
        },
      }),
    );
    await sendTestEmailTo(page, "staff@example.com");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to send test email" });
    await expect(alert).toContainText("Details: Mail could not be sent: connection refused");
  });

  test("a network failure is a failed send too", async ({ page }) => {
    await page.route("**/api/test-email", (route) => route.abort("connectionrefused"));
    await sendTestEmailTo(page, "staff@example.com");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to send test email" });
    await expect(alert).toContainText("Details: Network error. Please try again.");
  });
});

test("/location-demo shows the four preset cities and the endpoints", async ({ page }) => {
  await page.goto("/location-demo");
  // The first call to a function may wait for the local runtime to bundle it.
  for (const city of ["Mumbai", "Pune", "Houston", "New York"]) {
    await expect(page.getByRole("heading", { level: 3, name: city })).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(page.getByRole("link", { name: "/api/locations/countries" })).toBeVisible();
  await expect(page.getByText("No location chosen yet")).toBeVisible();
});

test("/seo-demo shows a city's SEO texts and content keys", async ({ page }) => {
  await page.goto("/seo-demo");
  const title = page
    .locator("dt", { hasText: /^Title$/ })
    .locator("xpath=following-sibling::dd[1]");
  await expect(title).toContainText("Mumbai");
  await page.getByLabel("City").selectOption({ label: "Pune" });
  await expect(title).toContainText("Pune");
  await expect(page.getByText("banner_title")).toBeVisible();
  await expect(page.locator(".demo-pre")).toContainText("@context");
});

test("an island that fails shows Something went wrong with Refresh Page and Try Again", async ({
  page,
}) => {
  // Break a method the location demo uses while rendering, so the island throws.
  await page.addInitScript(() => {
    Object.defineProperty(Array.prototype, "with", {
      value() {
        throw new Error("broken on purpose");
      },
    });
  });
  await page.goto("/location-demo");
  const screen = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(screen).toContainText("Please try refreshing the page.", { timeout: 20_000 });
  await expect(screen.getByRole("button", { name: "Refresh Page" })).toBeVisible();
  await expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
  // The rest of the static page still works.
  await expect(page.getByRole("heading", { name: "Location endpoints" })).toBeVisible();
});
