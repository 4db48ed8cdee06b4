import { describe, expect, it } from "vitest";
import categories from "../../netlify/functions/categories.mts";
import { call, errorShape } from "../support/api.ts";

describe("GET /api/categories", () => {
  it("answers every category of the catalogue in display order, with product counts", async () => {
    const { status, body } = await call(categories, "/api/categories");
    expect(status).toBe(200);
    const list = body as { name: string; display_name: string; product_count: number }[];
    expect(list.map((c) => c.name)).toEqual([
      "printers",
      "scanners",
      "mobile-computers",
      "rfid",
      "supplies",
      "rfid-cards",
      "software",
      "accessories",
      "service",
    ]);
    for (const category of list) {
      expect(category.display_name).toEqual(expect.any(String));
      expect(category.product_count).toBeGreaterThanOrEqual(0);
    }
    expect(list.find((c) => c.name === "printers")!.product_count).toBeGreaterThan(0);
  });

  it("lets shared caches keep the answer briefly", async () => {
    const { headers } = await call(categories, "/api/categories");
    expect(headers.get("cache-control")).toMatch(/public, max-age=\d+/);
  });

  // POST is the staff form's (tests/api/admin-taxonomy.test.ts); the list itself is not edited.
  it.each(["PUT", "PATCH", "DELETE"])("refuses %s with 405 in the error shape", async (method) => {
    const { status, headers, body } = await call(categories, "/api/categories", { method });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET, POST");
    expect(body).toMatchObject(errorShape);
  });
});
