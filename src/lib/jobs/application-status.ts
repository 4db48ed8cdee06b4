// The statuses staff move a job application through (the job_applications table's check; document
// 3 §3 leaves them open) and the body of PUT /api/job-applications/{id}/status.
import { z } from "zod";
import { requiredChoice } from "../form-fields.ts";

/** The statuses in the order an application moves through them; new is where each starts. */
export const APPLICATION_STATUSES = [
  "new",
  "reviewing",
  "shortlisted",
  "rejected",
  "hired",
] as const;
/** One application status. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How each status is shown in the list and its filter. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: "New",
  reviewing: "Reviewing",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
  hired: "Hired",
};

/** Messages the tests and the screen compare against. */
const applicationStatusMessages = {
  status: `Status must be one of ${APPLICATION_STATUSES.join(", ")}`,
  version: "Version must be a whole number: reload the list and try again",
} as const;

/**
 * PUT /api/job-applications/{id}/status: {status} as document 3 §7.2 sends it, plus the version
 * the list showed (optional; when sent, a stale one is refused with 409).
 */
export const applicationStatusBody = z.object({
  status: requiredChoice(APPLICATION_STATUSES, "Status", applicationStatusMessages.status),
  version: z
    .int({ error: applicationStatusMessages.version })
    .min(1, applicationStatusMessages.version)
    .optional(),
});
