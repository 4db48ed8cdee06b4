// GET /api/brands: every brand (document 3 §7.2).
import type { Config } from "@netlify/functions";
import { listBrands } from "../../src/server/catalogue/brands.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";

export default router([
  { pattern: "/api/brands", methods: { GET: async () => publicJson(await listBrands(db())) } },
]);

export const config: Config = { path: "/api/brands" };
