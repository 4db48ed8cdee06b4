// The jobs as administration sees them (document 3 §2.9): every status, searchable, filtered by
// type, each with the version an edit must send back. The list answers whole jobs: the modal
// edits a job straight from its card.
import { z } from "zod";
import type { JobStatus } from "../../lib/jobs/job-form.ts";
import type { JobType } from "../../lib/jobs/jobs.ts";
import type { Sql } from "../db/client.ts";
import { jobRowSchema } from "../jobs/job-row.ts";
import { likePattern } from "./admin-products.ts";
import { listAuditEntries, type AuditEntry } from "./audit.ts";

/** What the admin job list asks for. */
export interface AdminJobQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  job_type?: JobType | undefined;
  status?: JobStatus | undefined;
}

/** A job of the admin list: the public fields plus the version. */
const adminJobSchema = jobRowSchema.extend({ version: z.number() });

/** A job of the admin list. */
export type AdminJob = z.infer<typeof adminJobSchema>;

const columns = (sql: Sql) => sql`
  id::int as id, title, slug, company, location, description, requirements, responsibilities,
  benefits, job_type, experience_level, salary_range, application_email, application_url, status,
  featured, views, version, created_at, updated_at`;

/** One page of jobs of any status, newest first, with the number on all pages. */
export async function listAdminJobs(
  sql: Sql,
  query: AdminJobQuery,
): Promise<{ jobs: AdminJob[]; total: number }> {
  const { page, limit, search, job_type: jobType, status } = query;
  const pattern = search ? likePattern(search) : null;
  const where = sql`
    where true
    ${jobType ? sql`and job_type = ${jobType}` : sql``}
    ${status ? sql`and status = ${status}` : sql``}
    ${pattern ? sql`and (title ilike ${pattern} or company ilike ${pattern} or location ilike ${pattern} or description ilike ${pattern})` : sql``}`;
  const [rows, [count]] = await Promise.all([
    sql`
      select ${columns(sql)} from jobs ${where}
       order by created_at desc, id desc
       limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from jobs ${where}`,
  ]);
  return { jobs: z.array(adminJobSchema).parse(rows), total: count!.total };
}

/** The job with this id, whatever its status, with its latest audit entries; or null. */
export async function getAdminJob(
  sql: Sql,
  id: number,
): Promise<(AdminJob & { audit: AuditEntry[] }) | null> {
  const [row] = await sql`select ${columns(sql)} from jobs where id = ${id}`;
  if (!row) return null;
  return { ...adminJobSchema.parse(row), audit: await listAuditEntries(sql, "job", id) };
}
