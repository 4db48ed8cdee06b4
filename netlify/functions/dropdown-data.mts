// GET /api/dropdown-data: categories, subcategories and brands for the admin forms (document 3 §7.2).
import type { Config } from "@netlify/functions";
import { dropdownData } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

export default functionApp([
  // Not cached: staff open a form right after adding a brand or category and must see it.
  {
    pattern: "/api/dropdown-data",
    methods: { GET: async () => privateJson(await dropdownData(db())) },
  },
]);

export const config: Config = { path: "/api/dropdown-data" };
