// Reads of the public job openings. Only active jobs are ever answered.
import type { ExperienceLevel, JobType } from "../../lib/jobs/jobs.ts";
import type { Sql } from "../db/client.ts";
import { activeJobSelect, jobRowsOf, type JobRow } from "./job-row.ts";

/** What a job listing asks for; an absent filter means every value. */
export interface JobPageQuery {
  page: number;
  limit: number;
  job_type?: JobType | undefined;
  experience_level?: ExperienceLevel | undefined;
}

/** One page of a listing and the number of jobs on all its pages. */
export interface JobPage {
  jobs: JobRow[];
  total: number;
}

/** One page of active jobs, newest first, with the total over all pages. */
export async function listActiveJobs(sql: Sql, query: JobPageQuery): Promise<JobPage> {
  const { page, limit, job_type: jobType, experience_level: level } = query;
  const filters = sql`
    ${jobType ? sql`and j.job_type = ${jobType}` : sql``}
    ${level ? sql`and j.experience_level = ${level}` : sql``}`;
  const [rows, [count]] = await Promise.all([
    sql`${activeJobSelect(sql)} ${filters}
        order by j.created_at desc, j.id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`
      select count(*)::int as total from jobs j where j.status = 'active' ${filters}`,
  ]);
  return { jobs: jobRowsOf(rows), total: count!.total };
}

/** The active job with this slug, or null. */
export async function getActiveJobBySlug(sql: Sql, slug: string): Promise<JobRow | null> {
  return jobRowsOf(await sql`${activeJobSelect(sql)} and j.slug = ${slug}`)[0] ?? null;
}

/** The active job with this id, or null (applications are taken for open jobs only). */
export async function getActiveJobById(sql: Sql, id: number): Promise<JobRow | null> {
  return jobRowsOf(await sql`${activeJobSelect(sql)} and j.id = ${id}`)[0] ?? null;
}

/** Every active job, newest first: what the prebuilt careers and job pages show. */
export async function listAllActiveJobs(sql: Sql): Promise<JobRow[]> {
  return jobRowsOf(await sql`${activeJobSelect(sql)} order by j.created_at desc, j.id desc`);
}
