// Job create, update and delete for the admin modal (document 3 §2.9, §5): the slug is unique.
// Every write is audited and queues a publish request: the careers and job pages are prebuilt.
// Deleting a job keeps its applications (they keep the job's title).
import type { JobForm } from "../../lib/jobs/job-form.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordKind,
} from "../admin/record-writes.ts";

/** Messages the tests compare against. */
const jobWriteMessages = {
  slugTaken: "Another job already uses this slug",
} as const;

const jobKind: RecordKind<JobForm> = {
  table: "jobs",
  entityType: "job",
  noun: "job",
  unique: [{ column: "slug", field: "slug", message: jobWriteMessages.slugTaken }],
};

// The columns the form sets; views and created_at are the site's, not the form's.
const columnsOf = (form: JobForm) => ({
  title: form.title,
  slug: form.slug,
  company: form.company,
  location: form.location,
  description: form.description,
  requirements: form.requirements,
  responsibilities: form.responsibilities,
  benefits: form.benefits,
  job_type: form.job_type,
  experience_level: form.experience_level,
  salary_range: form.salary_range,
  application_email: form.application_email,
  application_url: form.application_url,
  status: form.status,
  featured: form.featured,
});

/** Adds a job; returns its id. */
export async function createJob(sql: Sql, actor: StaffUser, form: JobForm): Promise<number> {
  return createRecord(sql, jobKind, actor, form, columnsOf(form));
}

/** Replaces a job's form fields if it still has `version`; a field left out is cleared. */
export async function updateJob(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version: number },
  form: JobForm,
): Promise<void> {
  await updateRecord(sql, jobKind, actor, target, form, () => columnsOf(form));
}

/** Deletes a job; with a `version`, only if it still has that version. */
export async function deleteJob(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version?: number | undefined },
): Promise<void> {
  await deleteRecord(sql, jobKind, actor, target);
}
