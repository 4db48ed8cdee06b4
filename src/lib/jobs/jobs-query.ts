// The query string and path parameter of GET /api/jobs and /api/jobs/{slug} (document 3 §7.2),
// checked with zod by the function. Page and limit follow the catalogue's rules.
import { z } from "zod";
import { KEY_PATTERN, limitParam, pageParam } from "../catalogue/catalogue-query.ts";
import { ALL, EXPERIENCE_LEVELS, JOB_TYPES } from "./jobs.ts";

/** The page size when the query names none (document 3's data-client default). */
const DEFAULT_JOBS_LIMIT = 10;

/** The messages of the checks below (tests compare against them). */
const jobQueryMessages = {
  jobType: `job_type must be one of ${JOB_TYPES.join(", ")}, or all`,
  experienceLevel: `experience_level must be one of ${EXPERIENCE_LEVELS.join(", ")}, or all`,
  slug: "Job slug must be lowercase letters, digits and hyphens",
} as const;

// "all" (the filters' starting value) means no filter and becomes undefined.
function filter<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .enum([ALL, ...values], { error: message })
    .transform((value) => (value === ALL ? undefined : (value as T[number])))
    .optional();
}

/** The query of a job listing; other keys (a cache buster) are ignored. */
export const jobListQuery = z.object({
  page: pageParam,
  limit: limitParam(DEFAULT_JOBS_LIMIT),
  job_type: filter(JOB_TYPES, jobQueryMessages.jobType),
  experience_level: filter(EXPERIENCE_LEVELS, jobQueryMessages.experienceLevel),
});

/** A parsed job listing query. */
export type JobListQuery = z.infer<typeof jobListQuery>;

/** The path parameter of /api/jobs/{slug}. */
export const jobSlugParams = z.object({
  slug: z
    .string({ error: jobQueryMessages.slug })
    .max(200, jobQueryMessages.slug)
    .regex(KEY_PATTERN, jobQueryMessages.slug),
});
