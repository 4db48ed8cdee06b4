// /api/admin/*: what the administration screens read (contract of the admin UI): the dashboard,
// the lists of products (every status), categories, subcategories and brands, one product for
// its edit form, and the publish requests. Staff only; never cached.
import type { Config } from "@netlify/functions";
import {
  adminProductListQuery,
  publishRequestsQuery,
  recordIdParams,
} from "../../src/lib/admin-query.ts";
import { queryOf } from "../../src/lib/catalogue-query.ts";
import { pagedAnswer } from "../../src/lib/pagination.ts";
import { getAdminProduct, listAdminProducts } from "../../src/server/admin/admin-products.ts";
import {
  listAdminBrands,
  listAdminCategories,
  listAdminSubcategories,
} from "../../src/server/admin/admin-taxonomy.ts";
import { readDashboard } from "../../src/server/admin/dashboard.ts";
import { listPublishRequests } from "../../src/server/admin/publish-requests.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";

const productList = staffOnly(async (req) => {
  const query = adminProductListQuery.parse(queryOf(req.url));
  const { products, total } = await listAdminProducts(db(), query);
  return privateJson(pagedAnswer(products, total, query.page, query.limit));
});

const product = staffOnly(async (_req, _user, params) => {
  const found = await getAdminProduct(db(), recordIdParams("Product").parse(params).id);
  if (!found) throw new HttpError(404, "not_found", "Product not found");
  return privateJson(found);
});

const publishRequests = staffOnly(async (req) => {
  const { limit } = publishRequestsQuery.parse(queryOf(req.url));
  return privateJson({ requests: await listPublishRequests(db(), limit) });
});

export default router([
  {
    pattern: "/api/admin/dashboard",
    methods: { GET: staffOnly(async () => privateJson(await readDashboard(db()))) },
  },
  { pattern: "/api/admin/products", methods: { GET: productList } },
  { pattern: "/api/admin/products/:id", methods: { GET: product } },
  {
    pattern: "/api/admin/categories",
    methods: { GET: staffOnly(async () => privateJson(await listAdminCategories(db()))) },
  },
  {
    pattern: "/api/admin/subcategories",
    methods: { GET: staffOnly(async () => privateJson(await listAdminSubcategories(db()))) },
  },
  {
    pattern: "/api/admin/brands",
    methods: { GET: staffOnly(async () => privateJson(await listAdminBrands(db()))) },
  },
  { pattern: "/api/admin/publish-requests", methods: { GET: publishRequests } },
]);

export const config: Config = { path: ["/api/admin/*"] };
