// GET /api/brands: every brand (document 3 §7.2).
// POST /api/brands, PUT and DELETE /api/brands/{id}: staff add, edit and delete
// them with the multipart form of document 3 §2.6 and §5; each write is audited and queues a
// publish request.
import type { Config } from "@netlify/functions";
import { brandCreateSchema, brandUpdateSchema } from "../../src/lib/catalogue/taxonomy-forms.ts";
import { taxonomyRoutes } from "../../src/server/admin/taxonomy-routes.ts";
import { brandWrites } from "../../src/server/catalogue/taxonomy-writes.ts";
import { listBrands } from "../../src/server/catalogue/brands.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

const writes = taxonomyRoutes({
  key: "brand",
  createSchema: brandCreateSchema,
  updateSchema: brandUpdateSchema,
  writes: brandWrites,
});

export default functionApp([
  {
    pattern: "/api/brands",
    methods: { GET: async () => publicJson(await listBrands(db())), POST: writes.create },
  },
  { pattern: "/api/brands/:id", methods: { PUT: writes.update, DELETE: writes.remove } },
]);

export const config: Config = { path: ["/api/brands", "/api/brands/*"] };
