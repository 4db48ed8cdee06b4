// The careers page's one read: GET /api/jobs, page 1, limit 50 (document 2 §7, §9), checked at
// the boundary and cut down to what a card shows.
import { apiGet } from "../../lib/api-client.ts";
import { checkJobList, JOBS_PAGE_LIMIT, type JobCardData } from "../../lib/jobs/jobs.ts";

/** The first page of active jobs, newest first, as cards. */
export async function fetchJobs(signal: AbortSignal): Promise<JobCardData[]> {
  const path = `/api/jobs?page=1&limit=${JOBS_PAGE_LIMIT}`;
  const answer = await apiGet(path, { signal, parse: checkJobList });
  return answer.jobs;
}
