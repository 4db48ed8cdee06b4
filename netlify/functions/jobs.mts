// GET /api/jobs and /api/jobs/{slug}: the public job openings (document 2 §2.6, §7; document 3
// §7.2). Only active jobs are answered.
// POST /api/jobs, PUT and DELETE /api/jobs/{id}: staff add, edit and delete jobs with the job
// fields (document 3 §2.9, §5) as JSON or a form; each write is audited and queues a publish.
import type { Config } from "@netlify/functions";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { jobCreateSchema, jobUpdateSchema } from "../../src/lib/jobs/job-form.ts";
import { jobListQuery, jobSlugParams } from "../../src/lib/jobs/jobs-query.ts";
import { getAdminJob } from "../../src/server/admin/admin-jobs.ts";
import { contentRoutes } from "../../src/server/admin/content-routes.ts";
import { db } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { createJob, deleteJob, updateJob } from "../../src/server/jobs/job-writes.ts";
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

// GET names a job by its slug, PUT and DELETE by its id: one path, two readings.
const bySlug: RouteHandler = async (_req, params) => {
  const { slug } = jobSlugParams.parse({ slug: params.slugOrId });
  const job = await getActiveJobBySlug(db(), slug);
  if (!job) throw new HttpError(404, "not_found", "Job not found");
  return publicJson(job);
};

const writes = contentRoutes(
  {
    key: "job",
    noun: "Job",
    createSchema: jobCreateSchema,
    updateSchema: jobUpdateSchema,
    create: createJob,
    update: updateJob,
    remove: deleteJob,
    read: getAdminJob,
  },
  "slugOrId",
);

export default functionApp([
  { pattern: "/api/jobs", methods: { GET: list, POST: writes.create } },
  {
    pattern: "/api/jobs/:slugOrId",
    methods: { GET: bySlug, PUT: writes.update, DELETE: writes.remove },
  },
]);

export const config: Config = { path: ["/api/jobs", "/api/jobs/*"] };
