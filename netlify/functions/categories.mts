// GET /api/categories: every product category (document 1 §7).
// POST /api/categories, PUT and DELETE /api/categories/{id}: staff add, edit and delete
// them with the multipart form of document 3 §2.6 and §5; each write is audited and queues a
// publish request.
import type { Config } from "@netlify/functions";
import {
  categoryCreateSchema,
  categoryUpdateSchema,
} from "../../src/lib/catalogue/taxonomy-forms.ts";
import { taxonomyRoutes } from "../../src/server/admin/taxonomy-routes.ts";
import { categoryWrites } from "../../src/server/catalogue/taxonomy-writes.ts";
import { listCategories } from "../../src/server/catalogue/categories.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

const writes = taxonomyRoutes({
  key: "category",
  createSchema: categoryCreateSchema,
  updateSchema: categoryUpdateSchema,
  writes: categoryWrites,
});

export default functionApp([
  {
    pattern: "/api/categories",
    methods: { GET: async () => publicJson(await listCategories(db())), POST: writes.create },
  },
  { pattern: "/api/categories/:id", methods: { PUT: writes.update, DELETE: writes.remove } },
]);

// /api/categories/menu is the mega-menu's own function (category-menu.mts).
export const config: Config = {
  path: ["/api/categories", "/api/categories/*"],
  excludedPath: "/api/categories/menu",
};
