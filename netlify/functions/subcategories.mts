// GET /api/subcategories[?category=key]: every subcategory, or one category's (document 1 §7).
// POST /api/subcategories, PUT and DELETE /api/subcategories/{id}: staff add, edit and delete
// them with the multipart form of document 3 §2.6 and §5; each write is audited and queues a
// publish request.
import type { Config } from "@netlify/functions";
import {
  subcategoryCreateSchema,
  subcategoryUpdateSchema,
} from "../../src/lib/catalogue/taxonomy-forms.ts";
import { taxonomyRoutes } from "../../src/server/admin/taxonomy-routes.ts";
import { subcategoryWrites } from "../../src/server/catalogue/taxonomy-writes.ts";
import { z } from "zod";
import { categoryKey, queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { listSubcategories } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

const query = z.object({ category: categoryKey.optional() });

const writes = taxonomyRoutes({
  key: "subcategory",
  createSchema: subcategoryCreateSchema,
  updateSchema: subcategoryUpdateSchema,
  writes: subcategoryWrites,
});

export default functionApp([
  {
    pattern: "/api/subcategories",
    methods: {
      GET: async (req) =>
        publicJson(await listSubcategories(db(), query.parse(queryOf(req.url)).category)),
      POST: writes.create,
    },
  },
  { pattern: "/api/subcategories/:id", methods: { PUT: writes.update, DELETE: writes.remove } },
]);

export const config: Config = { path: ["/api/subcategories", "/api/subcategories/*"] };
