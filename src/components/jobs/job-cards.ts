// What the careers pages hand to the islands: only the fields a card shows, dates as text.
import type { JobCardData } from "../../lib/jobs/jobs.ts";
import type { JobRow } from "../../server/jobs/job-row.ts";

/** A job's card fields (island props must be plain data; full texts stay out of the page). */
export function jobCardData(job: JobRow): JobCardData {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    company: job.company,
    location: job.location,
    description: job.description,
    job_type: job.job_type,
    experience_level: job.experience_level,
    salary_range: job.salary_range,
    featured: job.featured,
    views: job.views,
    created_at: job.created_at.toISOString(),
  };
}
