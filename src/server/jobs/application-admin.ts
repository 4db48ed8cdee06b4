// Job applications as staff handle them (document 3 §7.2): the list with its status filter, the
// status change (version-checked and audited; applications are on no page, so nothing is
// published) and where an application's résumé is kept.
import type { ApplicationStatus } from "../../lib/jobs/application-status.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { updateRecord, type RecordKind } from "../admin/record-writes.ts";

/** What the applications list asks for. */
export interface ApplicationQuery {
  page: number;
  limit: number;
  status?: ApplicationStatus | undefined;
}

/** One application as staff see it; the résumé is opened through its own short-lived link. */
export interface StaffApplication {
  id: string;
  job_id: number | null;
  job_title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: string;
  experience: string;
  education: string;
  cover_letter: string;
  portfolio: string | null;
  linkedin: string | null;
  expected_salary: string | null;
  availability: string | null;
  additional_info: string | null;
  status: ApplicationStatus;
  version: number;
  has_resume: boolean;
  created_at: Date;
  updated_at: Date;
}

const applicationKind: RecordKind<ApplicationStatus> = {
  table: "job_applications",
  entityType: "job_application",
  noun: "application",
  unique: [],
  publish: false,
};

const columns = (sql: Sql) => sql`
  id, job_id::int as job_id, job_title, first_name, last_name, email, phone, location, experience,
  education, cover_letter, portfolio, linkedin, expected_salary, availability, additional_info,
  status, version, resume_path is not null as has_resume, created_at, updated_at`;

/** One page of applications, newest first, optionally of one status, with the total. */
export async function listJobApplications(
  sql: Sql,
  query: ApplicationQuery,
): Promise<{ applications: StaffApplication[]; total: number }> {
  const { page, limit, status } = query;
  const where = status ? sql`where status = ${status}` : sql``;
  const [applications, [count]] = await Promise.all([
    sql<StaffApplication[]>`
      select ${columns(sql)} from job_applications ${where}
       order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from job_applications ${where}`,
  ]);
  return { applications, total: count!.total };
}

/** The application with this id, or null. */
export async function getJobApplication(sql: Sql, id: string): Promise<StaffApplication | null> {
  const [row] = await sql<StaffApplication[]>`
    select ${columns(sql)} from job_applications where id = ${id}`;
  return row ?? null;
}

/** Sets an application's status; with a `version`, only if it still has that version (else 409). */
export async function setApplicationStatus(
  sql: Sql,
  actor: StaffUser,
  target: { id: string; version?: number | undefined },
  status: ApplicationStatus,
): Promise<void> {
  await updateRecord(sql, applicationKind, actor, target, status, () => ({ status }));
}

/** The application's résumé path (null when it has none); null when there is no application. */
export async function applicationResume(
  sql: Sql,
  id: string,
): Promise<{ path: string | null } | null> {
  const [row] = await sql<{ path: string | null }[]>`
    select resume_path as path from job_applications where id = ${id}`;
  return row ?? null;
}
