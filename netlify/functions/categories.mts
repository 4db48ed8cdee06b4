// GET /api/categories: every product category (document 1 §7).
import type { Config } from "@netlify/functions";
import { listCategories } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson, route } from "../../src/server/http/handler.ts";

export default route({
  GET: async () => publicJson(await listCategories(db())),
});

export const config: Config = { path: "/api/categories" };
