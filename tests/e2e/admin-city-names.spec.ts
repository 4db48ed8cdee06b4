// City Names beside the Enquiries inbox: staff add another name of a city, which the public city
// search then answers with ("Nashik (…)"), and remove it again.
import { expect, test } from "../support/browser-test.ts";
import { signIn, unique } from "./admin-support.ts";

test("staff add a city's other name, the city search finds it, and they remove it", async ({
  page,
}) => {
  const alias = `Nasik ${unique()}`;
  await signIn(page);
  await page.getByRole("link", { name: "Enquiries", exact: true }).click();
  await page.getByRole("link", { name: "City Names" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "City Names" })).toBeVisible();
  const names = page.getByRole("table", { name: "City names" });
  await expect(names.getByRole("row", { name: /Bangalore\s+Bengaluru, Karnataka/ })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a city name" });
  await form.getByRole("button", { name: "Add name" }).click();
  await expect(form.getByRole("alert")).toHaveText("Choose the city this name belongs to");
  await form.getByLabel("Find the city").fill("nashik");
  await form.getByLabel("City", { exact: true }).selectOption({ label: "Nashik, Maharashtra" });
  await form.getByLabel("Other name").fill(alias);
  await form.getByRole("button", { name: "Add name" }).click();
  await expect(names.getByRole("row", { name: new RegExp(`${alias}\\s+Nashik`) })).toBeVisible();

  const search = await page.request.get(`/api/locations/search?q=${encodeURIComponent(alias)}`);
  expect(((await search.json()) as { city: { label: string } }[])[0]!.city.label).toBe(
    `Nashik (${alias})`,
  );

  await names.getByRole("button", { name: `Remove ${alias}` }).click();
  const question = page.getByRole("dialog", { name: `Remove the name "${alias}"?` });
  await question.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status").getByText("Name removed")).toBeVisible();
  await expect(names.getByRole("row", { name: new RegExp(alias) })).toHaveCount(0);
});
