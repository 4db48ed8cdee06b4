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
import { errorResponse, HttpError, responseForError } from "../../src/server/http/errors.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router, type RouteHandler } from "../../src/server/http/router.ts";
import { breadcrumbTrail } from "../../src/server/schema/breadcrumb-trail.ts";
import { latestContentJsonLd, type SchemaDeps } from "../../src/server/schema/content-json-ld.ts";
import { schemaOfType } from "../../src/server/schema/schema-types.ts";

// Document 2 §9 refreshes structured data every 5 minutes: caches may keep it as long.
const MAX_AGE_SECONDS = 300;
const BREADCRUMBS = "/api/schema/breadcrumbs";

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

// /api/schema/breadcrumbs/{any path}: the router's patterns have a fixed number of segments.
async function breadcrumbs(pathname: string): Promise<Response> {
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(BREADCRUMBS.length)) || "/";
  } catch {
    path = "";
  }
  const { sql, site } = deps();
  const crumbs = path ? await breadcrumbTrail(sql, path) : null;
  if (!crumbs)
    throw new HttpError(404, "not_found", `No page of the site at ${path || "this path"}`);
  const data = breadcrumbJsonLd(crumbs, new URL(path, site));
  return answer({ breadcrumbs: crumbs.map(({ name, url }) => ({ name, url })), data });
}

const routes = router([
  { pattern: "/api/schema/latest-content", methods: { GET: latestContent } },
  { pattern: "/api/schema/faqs", methods: { GET: faqs } },
  { pattern: "/api/schema/:type", methods: { GET: ofType } },
]);

export default async (req: Request, context: Parameters<typeof routes>[1]) => {
  const { pathname } = new URL(req.url);
  if (pathname !== BREADCRUMBS && !pathname.startsWith(`${BREADCRUMBS}/`)) {
    return routes(req, context);
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    const response = errorResponse(405, "method_not_allowed", "Use GET for this address.");
    response.headers.set("allow", "GET");
    return response;
  }
  try {
    const response = await breadcrumbs(pathname);
    return req.method === "HEAD" ? new Response(null, response) : response;
  } catch (error) {
    return responseForError(error);
  }
};

export const config: Config = { path: ["/api/schema/*"] };
