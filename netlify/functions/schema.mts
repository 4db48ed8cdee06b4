// The structured data API (document 2 §2.13, §7), public and cacheable:
//   GET /api/schema/latest-content?limit   {data: {blogs, jobs, products}} of the newest of each
//   GET /api/schema/faqs?category&limit    {faqs: [{question, answer, category}], data: FAQPage}
//   GET /api/schema/breadcrumbs/{path}     {breadcrumbs: [{name, url}], data: BreadcrumbList}
//   GET /api/schema/{type}?limit&id&slug   {data: object | object[]} (types in schema-types.ts)
import type { Config } from "@netlify/functions";
import { breadcrumbJsonLd } from "../../src/lib/breadcrumbs.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import {
  faqQuery,
  latestContentQuery,
  schemaTypeQuery,
} from "../../src/lib/schema/schema-query.ts";
import { faqPageJsonLd, SERVICE_FAQS } from "../../src/lib/schema/service-faqs.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { breadcrumbTrail } from "../../src/server/schema/breadcrumb-trail.ts";
import { latestContentJsonLd, type SchemaDeps } from "../../src/server/schema/content-json-ld.ts";
import { schemaOfType } from "../../src/server/schema/schema-types.ts";

// Document 2 §9 refreshes structured data every 5 minutes: caches may keep it as long.
const MAX_AGE_SECONDS = 300;

const deps = (): SchemaDeps => ({ sql: db(), site: serverConfig().SITE_URL });
const answer = (body: unknown) => publicJson(body, MAX_AGE_SECONDS);

const latestContent: RouteHandler = async (req) => {
  const { limit } = latestContentQuery.parse(queryOf(req.url));
  return answer({ data: await latestContentJsonLd(deps(), limit) });
};

const faqs: RouteHandler = async (req) => {
  const { category, limit } = faqQuery.parse(queryOf(req.url));
  const chosen = SERVICE_FAQS.filter((faq) => !category || faq.category === category).slice(
    0,
    limit,
  );
  return answer({ faqs: chosen, data: faqPageJsonLd(chosen) });
};

const ofType: RouteHandler = async (req, params) => {
  const query = schemaTypeQuery.parse(queryOf(req.url));
  return answer({ data: await schemaOfType(params.type!, deps(), query) });
};

// GET /api/schema/breadcrumbs and /api/schema/breadcrumbs/{any path}: the trail of that page.
const breadcrumbs: RouteHandler = async (_req, params) => {
  const path = `/${params["*"] ?? ""}`;
  const { sql, site } = deps();
  const crumbs = await breadcrumbTrail(sql, path);
  if (!crumbs) throw new HttpError(404, "not_found", `No page of the site at ${path}`);
  const data = breadcrumbJsonLd(crumbs, new URL(path, site));
  return answer({ breadcrumbs: crumbs.map(({ name, url }) => ({ name, url })), data });
};

export default functionApp([
  { pattern: "/api/schema/latest-content", methods: { GET: latestContent } },
  { pattern: "/api/schema/faqs", methods: { GET: faqs } },
  { pattern: "/api/schema/breadcrumbs", methods: { GET: breadcrumbs } },
  { pattern: "/api/schema/breadcrumbs/*", methods: { GET: breadcrumbs } },
  { pattern: "/api/schema/:type", methods: { GET: ofType } },
]);

export const config: Config = { path: ["/api/schema/*"] };
