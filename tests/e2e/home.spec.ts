import { expect, test } from "@playwright/test";

test("the home page lists the categories read from the database", async ({ page, request }) => {
  const api = await request.get("/api/categories");
  expect(api.ok()).toBe(true);
  const categories = (await api.json()) as { display_name: string; name: string }[];
  expect(categories.length).toBe(9);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const section = page.getByRole("region", { name: "Product Categories" });
  for (const category of categories) {
    const link = section.getByRole("link", { name: new RegExp(category.display_name.replace(/[()&]/g, ".")) });
    await expect(link).toHaveAttribute("href", `/products/${category.name}`);
  }
});

test("an unknown /api method answers in the one error shape", async ({ request }) => {
  const response = await request.post("/api/categories", { data: {} });
  expect(response.status()).toBe(405);
  expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
});
