// GET /api/subcategories[?category=key]: every subcategory, or one category's (document 1 §7).
import type { Config } from "@netlify/functions";
import { z } from "zod";
import { categoryKey, queryOf } from "../../src/lib/catalogue-query.ts";
import { listSubcategories } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";

const query = z.object({ category: categoryKey.optional() });

export default router([
  {
    pattern: "/api/subcategories",
    methods: {
      GET: async (req) =>
        publicJson(await listSubcategories(db(), query.parse(queryOf(req.url)).category)),
    },
  },
]);

export const config: Config = { path: "/api/subcategories" };
