// GET /api/jobs and /api/jobs/{slug}: the public job openings (document 2 §2.6, §7; document 3
// §7.2). Only active jobs are answered; staff writes come through another function.
import type { Config } from "@netlify/functions";
import { queryOf } from "../../src/lib/catalogue-query.ts";
import { jobListQuery, jobSlugParams } from "../../src/lib/jobs-query.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router, type RouteHandler } from "../../src/server/http/router.ts";
import { getActiveJobBySlug, listActiveJobs } from "../../src/server/jobs/jobs.ts";

// The answer: document 3's flat paging fields, like the product listings.
const list: RouteHandler = async (req) => {
  const query = jobListQuery.parse(queryOf(req.url));
  const { jobs, total } = await listActiveJobs(db(), query);
  return publicJson({
    jobs,
    total,
    totalPages: Math.ceil(total / query.limit),
    currentPage: query.page,
  });
};

const bySlug: RouteHandler = async (_req, params) => {
  const job = await getActiveJobBySlug(db(), jobSlugParams.parse(params).slug);
  if (!job) throw new HttpError(404, "not_found", "Job not found");
  return publicJson(job);
};

export default router([
  { pattern: "/api/jobs", methods: { GET: list } },
  { pattern: "/api/jobs/:slug", methods: { GET: bySlug } },
]);

export const config: Config = { path: ["/api/jobs", "/api/jobs/*"] };
