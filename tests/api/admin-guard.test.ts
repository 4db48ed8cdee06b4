// Every administrative write answers 401 without a session and 403 from another site, before it
// reads its form or touches a row (document 3 §6).
import { beforeAll, describe, expect, it } from "vitest";
import brands from "../../netlify/functions/brands.mts";
import categories from "../../netlify/functions/categories.mts";
import products from "../../netlify/functions/products.mts";
import subcategories from "../../netlify/functions/subcategories.mts";
import { testSql } from "../support/db.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const sql = testSql();
let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedInStaff(sql));
});

type Handler = Parameters<typeof send>[0];

const WRITES: [string, string, Handler][] = [
  ["POST", "/api/products", products],
  ["PUT", "/api/products/1", products],
  ["DELETE", "/api/products/1", products],
  ["POST", "/api/categories", categories],
  ["PUT", "/api/categories/1", categories],
  ["DELETE", "/api/categories/1", categories],
  ["POST", "/api/subcategories", subcategories],
  ["PUT", "/api/subcategories/1", subcategories],
  ["DELETE", "/api/subcategories/1", subcategories],
  ["POST", "/api/brands", brands],
  ["PUT", "/api/brands/1", brands],
  ["DELETE", "/api/brands/1", brands],
];

const form = () => formOf({ name: "Anything", version: "1" });

describe("every administrative write", () => {
  it.each(WRITES)("%s %s answers 401 without a session", async (method, path, handler) => {
    const { status, body } = await send(handler, path, { method, form: form() });
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: "unauthenticated", message: "Please sign in to continue." },
    });
  });

  it.each(WRITES)("%s %s answers 403 from another site", async (method, path, handler) => {
    const { status, body } = await send(handler, path, {
      method,
      cookie,
      origin: "https://evil.example",
      form: form(),
    });
    expect(status).toBe(403);
    expect(body).toEqual({
      error: {
        code: "forbidden_origin",
        message: "This request came from another site and was refused.",
      },
    });
  });

  it.each(WRITES)("%s %s answers 403 without any Origin", async (method, path, handler) => {
    const { status } = await send(handler, path, { method, cookie, origin: null, form: form() });
    expect(status).toBe(403);
  });
});
