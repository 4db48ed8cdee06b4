// /api/admin/*: what the administration screens read (contract of the admin UI): the dashboard,
// the lists of products (every status), categories, subcategories, brands, blogs, jobs and
// drivers, one product, blog, job or driver for its edit form, the history of a category,
// subcategory or brand, the publish requests with their states, and the enquiries inbox
// (src/server/enquiries/enquiry-routes.ts); the other names of cities the city search knows
// (list, add, remove); the week's search report and the synonyms staff add to the search (list,
// add, remove). Staff only; never cached.
import type { Config } from "@netlify/functions";
import {
  adminProductListQuery,
  publishRequestsQuery,
  recordIdParams,
} from "../../src/lib/admin/admin-query.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { adminBlogListQuery, adminJobListQuery } from "../../src/lib/admin/content-admin-query.ts";
import { pagedResponse, pageFields } from "../../src/lib/pagination.ts";
import { getAdminBlog, listAdminBlogs } from "../../src/server/admin/admin-blogs.ts";
import { getAdminDriver, listAdminDrivers } from "../../src/server/admin/admin-drivers.ts";
import { getAdminJob, listAdminJobs } from "../../src/server/admin/admin-jobs.ts";
import { getAdminProduct, listAdminProducts } from "../../src/server/admin/admin-products.ts";
import {
  listAdminBrands,
  listAdminCategories,
  listAdminSubcategories,
} from "../../src/server/admin/admin-taxonomy.ts";
import { listAuditEntries, type EntityType } from "../../src/server/admin/audit.ts";
import { readDashboard } from "../../src/server/admin/dashboard.ts";
import { listPublishRequests } from "../../src/server/admin/publish-requests.ts";
import { enquiryRoutes } from "../../src/server/enquiries/enquiry-routes.ts";
import { cityAliasForm } from "../../src/lib/locations/city-alias-form.ts";
import {
  addCityAlias,
  listCityAliases,
  removeCityAlias,
} from "../../src/server/locations/city-aliases.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { publishQueuedEdits } from "../../src/server/publishing/publisher.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import { readSearchReport } from "../../src/server/catalogue/search-report.ts";
import {
  addSearchSynonym,
  listSearchSynonyms,
  removeSearchSynonym,
} from "../../src/server/catalogue/search-synonyms.ts";
import { searchSynonymForm } from "../../src/lib/search/search-synonym-form.ts";
import { db, type Sql } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";

const productList = staffOnly(async (req) => {
  const query = adminProductListQuery.parse(queryOf(req.url));
  const { products, total } = await listAdminProducts(db(), query);
  return privateJson(pagedResponse(products, total, query.page, query.limit));
});

const product = staffOnly(async (_req, _user, params) => {
  const found = await getAdminProduct(db(), recordIdParams("Product").parse(params).id);
  if (!found) throw new HttpError(404, "not_found", "Product not found");
  return privateJson(found);
});

// One record for its edit form, by id; 404 naming the kind when there is none.
const one = (noun: string, read: (sql: Sql, id: number) => Promise<unknown>): RouteHandler =>
  staffOnly(async (_req, _user, params) => {
    const found = await read(db(), recordIdParams(noun).parse(params).id);
    if (!found) throw new HttpError(404, "not_found", `${noun} not found`);
    return privateJson(found);
  });

const blogList = staffOnly(async (req) => {
  const query = adminBlogListQuery.parse(queryOf(req.url));
  const { blogs, total } = await listAdminBlogs(db(), query);
  return privateJson({ blogs, ...pageFields(total, query) });
});

const jobList = staffOnly(async (req) => {
  const query = adminJobListQuery.parse(queryOf(req.url));
  const { jobs, total } = await listAdminJobs(db(), query);
  return privateJson({ jobs, ...pageFields(total, query) });
});

// The history of a category, subcategory or brand for its edit form (their lists carry the rest).
const history = (entityType: EntityType, noun: string): RouteHandler =>
  staffOnly(async (_req, _user, params) => {
    const { id } = recordIdParams(noun).parse(params);
    return privateJson({ entries: await listAuditEntries(db(), entityType, id) });
  });

// Reading the list also settles builds that never reported and starts queued ones.
const publishRequests = staffOnly(async (req) => {
  const { limit } = publishRequestsQuery.parse(queryOf(req.url));
  await publishQueuedEdits(db());
  return privateJson({ requests: await listPublishRequests(db(), limit) });
});

export default functionApp([
  {
    pattern: "/api/admin/dashboard",
    methods: { GET: staffOnly(async () => privateJson(await readDashboard(db()))) },
  },
  {
    pattern: "/api/admin/search-report",
    methods: { GET: staffOnly(async () => privateJson(await readSearchReport(db()))) },
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
  {
    pattern: "/api/admin/categories/:id/history",
    methods: { GET: history("category", "Category") },
  },
  {
    pattern: "/api/admin/subcategories/:id/history",
    methods: { GET: history("subcategory", "Subcategory") },
  },
  { pattern: "/api/admin/brands/:id/history", methods: { GET: history("brand", "Brand") } },
  { pattern: "/api/admin/blogs", methods: { GET: blogList } },
  { pattern: "/api/admin/blogs/:id", methods: { GET: one("Blog", getAdminBlog) } },
  { pattern: "/api/admin/jobs", methods: { GET: jobList } },
  { pattern: "/api/admin/jobs/:id", methods: { GET: one("Job", getAdminJob) } },
  {
    pattern: "/api/admin/drivers",
    methods: { GET: staffOnly(async () => privateJson(await listAdminDrivers(db()))) },
  },
  { pattern: "/api/admin/drivers/:id", methods: { GET: one("Driver", getAdminDriver) } },
  { pattern: "/api/admin/publish-requests", methods: { GET: publishRequests } },
  {
    pattern: "/api/admin/city-aliases",
    methods: {
      GET: staffOnly(async () => privateJson({ aliases: await listCityAliases(db()) })),
      POST: staffOnly(async (req, user) => {
        const form = await readJsonBody(req, cityAliasForm);
        return privateJson({ success: true, alias: await addCityAlias(db(), user, form) }, 201);
      }),
    },
  },
  {
    pattern: "/api/admin/city-aliases/:id",
    methods: {
      DELETE: staffOnly(async (_req, user, params) => {
        await removeCityAlias(db(), user, recordIdParams("City alias").parse(params).id);
        return privateJson({ success: true });
      }),
    },
  },
  {
    pattern: "/api/admin/search-synonyms",
    methods: {
      GET: staffOnly(async () => privateJson({ synonyms: await listSearchSynonyms(db()) })),
      POST: staffOnly(async (req, user) => {
        const form = await readJsonBody(req, searchSynonymForm);
        return privateJson(
          { success: true, synonym: await addSearchSynonym(db(), user, form) },
          201,
        );
      }),
    },
  },
  {
    pattern: "/api/admin/search-synonyms/:id",
    methods: {
      DELETE: staffOnly(async (_req, user, params) => {
        await removeSearchSynonym(db(), user, recordIdParams("Synonym").parse(params).id);
        return privateJson({ success: true });
      }),
    },
  },
  ...enquiryRoutes,
]);

export const config: Config = { path: ["/api/admin/*"] };
