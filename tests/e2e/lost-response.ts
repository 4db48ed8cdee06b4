// A first try the server receives and stores, but whose answer the visitor never sees: it is
// replaced by a 500, as an overloaded server or a dropped connection would answer. Later tries pass
// through untouched. Records the Idempotency-Key each try carried.
import type { Page } from "@playwright/test";

/** What a 500 from our functions says. */
const SERVER_ERROR = {
  error: { code: "internal_error", message: "Something went wrong. Please try again later." },
};

/** Routes `url`'s POSTs so the first answer is lost; returns the keys the tries carried. */
export async function loseFirstAnswer(page: Page, url: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    const response = await route.fetch();
    if (keys.length === 1) return route.fulfill({ status: 500, json: SERVER_ERROR });
    return route.fulfill({ response });
  });
  return keys;
}

/** A key as the forms make them. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
