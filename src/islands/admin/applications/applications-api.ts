// The staff calls for job applications (document 3 §7.2): the list by status, the status change
// (version-checked) and the short-lived link to an application's résumé.
import { z } from "zod";
import { APPLICATION_STATUSES } from "../../../lib/jobs/application-status.ts";
import { adminFetch } from "../admin-api.ts";

const applicationSchema = z.looseObject({
  id: z.string(),
  job_title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  experience: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  version: z.number(),
  has_resume: z.boolean(),
  created_at: z.string(),
});

/** One application as the list shows it. */
export type StaffApplication = z.infer<typeof applicationSchema>;

const pageSchema = z.object({ applications: z.array(applicationSchema), total: z.number() });

/** The newest 100 applications, of one status when `status` is given. */
export function fetchApplications(status: string, signal: AbortSignal) {
  const query = new URLSearchParams({ limit: "100" });
  if (status) query.set("status", status);
  return adminFetch(`/api/job-applications?${query}`, { signal, parse: pageSchema.parse });
}

/** Moves an application to `status`, refused (409) when it changed since the list showed it. */
export async function changeApplicationStatus(application: StaffApplication, status: string) {
  await adminFetch(`/api/job-applications/${application.id}/status`, {
    method: "PUT",
    json: { status, version: application.version },
  });
}

/** A link to the application's résumé that works for a few minutes. */
export function fetchResumeLink(id: string): Promise<string> {
  return adminFetch(`/api/job-applications/${id}/resume`, {
    parse: (body) => z.object({ url: z.string() }).parse(body).url,
  });
}

/** The query key of the applications list. */
export const applicationsKey = ["admin", "applications"] as const;
