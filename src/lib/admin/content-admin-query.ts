// The query strings and path parameters of the staff content API (blogs, jobs, drivers and job
// applications in administration), checked with zod by the functions and usable by the admin
// island that builds those addresses.
import { z } from "zod";
import { adminQueryMessages } from "./admin-query.ts";
import { APPLICATION_STATUSES } from "../jobs/application-status.ts";
import { BLOG_STATUSES } from "../blogs/blog-form.ts";
import { limitParam, MAX_SEARCH_LENGTH, pageParam } from "../catalogue/catalogue-query.ts";
import { JOB_STATUSES } from "../jobs/job-form.ts";
import { JOB_TYPES } from "../jobs/jobs.ts";

/** The administration lists' page size when the query names none (document 3 §9: 100). */
const ADMIN_CONTENT_LIMIT = 100;
/** The job applications list's page size when the query names none. */
const APPLICATIONS_LIMIT = 20;

/** Messages the tests compare against. */
const contentQueryMessages = {
  blogStatus: `status must be one of ${BLOG_STATUSES.join(", ")}, or all`,
  jobStatus: `status must be one of ${JOB_STATUSES.join(", ")}, or all`,
  jobType: `job_type must be one of ${JOB_TYPES.join(", ")}, or all`,
  applicationStatus: `status must be one of ${APPLICATION_STATUSES.join(", ")}, or all`,
  applicationId: "Application id must be the id the list gave",
  version: "version must be a whole number of 1 or more",
} as const;

// "all" (a filter's first option) and blank mean no filter and become undefined.
function filter<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.enum(["", "all", ...values], { error: message }))
    .transform((value) => (value === "" || value === "all" ? undefined : (value as T[number])))
    .optional();
}

// Words typed in a list's search box; blank means no search.
const search = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, adminQueryMessages.search)
  .optional()
  .transform((text) => text || undefined);

/** GET /api/admin/blogs: page, limit (1 to 100, default 100), status (or all), search. */
export const adminBlogListQuery = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_CONTENT_LIMIT),
  status: filter(BLOG_STATUSES, contentQueryMessages.blogStatus),
  search,
});

/** GET /api/admin/jobs: page, limit (1 to 100, default 100), search, job_type, status (or all). */
export const adminJobListQuery = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_CONTENT_LIMIT),
  search,
  job_type: filter(JOB_TYPES, contentQueryMessages.jobType),
  status: filter(JOB_STATUSES, contentQueryMessages.jobStatus),
});

/** GET /api/job-applications: page, limit (1 to 100, default 20), status (or all). */
export const applicationListQuery = z.object({
  page: pageParam,
  limit: limitParam(APPLICATIONS_LIMIT),
  status: filter(APPLICATION_STATUSES, contentQueryMessages.applicationStatus),
});

/** The {id} of /api/job-applications/{id}/…: the application's uuid. */
export const applicationIdParams = z.object({
  id: z.uuid({ error: contentQueryMessages.applicationId }).transform((id) => id.toLowerCase()),
});

/** DELETE /api/drivers/{id}?rowVersion=n: the row version the list showed; optional. */
export const driverDeleteQuery = z.object({
  rowVersion: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "rowVersion must be a whole number of 1 or more")
    .transform(Number)
    .optional(),
});
