// The careers page's one read: GET /api/jobs, page 1, limit 50 (document 2 §7, §9), checked at
// the boundary and cut down to what a card shows.
import * as z from "zod/mini";
import { apiGet } from "../../lib/api-client.ts";
import { EXPERIENCE_LEVELS, JOB_TYPES, JOBS_PAGE_LIMIT, type JobCardData } from "../../lib/jobs.ts";

const jobSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  job_type: z.enum(JOB_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  salary_range: z.nullable(z.string()),
  featured: z.boolean(),
  views: z.number(),
  created_at: z.string(),
});

const answerSchema = z.object({ jobs: z.array(jobSchema) });

/** The first page of active jobs, newest first, as cards. */
export async function fetchJobs(signal: AbortSignal): Promise<JobCardData[]> {
  const path = `/api/jobs?page=1&limit=${JOBS_PAGE_LIMIT}`;
  const answer = await apiGet(path, { signal, parse: (body) => answerSchema.parse(body) });
  return answer.jobs;
}
