// The job as the public API answers it (document 2 §3, document 3 §3: their snake_case names) and
// the SQL that reads it.
import { z } from "zod";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "../../lib/jobs/jobs.ts";
import type { Sql } from "../db/client.ts";

/** One job of the public API. */
export const jobRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  responsibilities: z.string().nullable(),
  benefits: z.string().nullable(),
  job_type: z.enum(JOB_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  salary_range: z.string().nullable(),
  application_email: z.string().nullable(),
  application_url: z.string().nullable(),
  status: z.enum(["active", "inactive", "closed"]),
  featured: z.boolean(),
  views: z.number(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** One job of the public API. */
export type JobRow = z.infer<typeof jobRowSchema>;

/** Checks rows read with `jobSelect`. */
export function jobRowsOf(rows: readonly unknown[]): JobRow[] {
  return z.array(jobRowSchema).parse(rows);
}

/** `select … from jobs j where j.status = 'active'`; callers add `and …`, order and limit. */
export function activeJobSelect(sql: Sql) {
  return sql`
    select j.id::int as id, j.title, j.slug, j.company, j.location, j.description, j.requirements,
           j.responsibilities, j.benefits, j.job_type, j.experience_level, j.salary_range,
           j.application_email, j.application_url, j.status, j.featured, j.views,
           j.created_at, j.updated_at
      from jobs j
     where j.status = 'active'`;
}
