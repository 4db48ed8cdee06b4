// GET /api/categories: every product category (document 1 §7).
import type { Config } from "@netlify/functions";
import { listCategories } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";

export default router([
  {
    pattern: "/api/categories",
    methods: { GET: async () => publicJson(await listCategories(db())) },
  },
]);

export const config: Config = { path: "/api/categories" };
