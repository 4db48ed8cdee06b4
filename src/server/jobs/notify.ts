// The staff notification of a job application: a plain and an HTML body (values escaped by
// renderMailHtml), reply-to set to the applicant so staff answer with one click.
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  type JobApplicationFields,
} from "../../lib/jobs/job-application.ts";
import { renderMailHtml, renderMailText, type MailContent } from "../mail/html.ts";
import type { MailMessage } from "../mail/mail.ts";

/** What the mail says about the stored résumé. */
export interface ResumeSummary {
  fileName: string;
  bytes: number;
  path: string;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? (value || "-");

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** The mail staff receive for application `id` to the job titled `jobTitle`. */
export function applicationNotification(
  fields: JobApplicationFields,
  application: { id: string; jobTitle: string; resume: ResumeSummary },
  to: string,
): MailMessage {
  const name = `${fields.firstName} ${fields.lastName}`.replace(/\s+/g, " ");
  const { resume } = application;
  const content: MailContent = {
    title: "New job application",
    intro: `${name} applied for ${application.jobTitle} through the careers page.`,
    rows: [
      ["Position", application.jobTitle],
      ["First Name", fields.firstName],
      ["Last Name", fields.lastName],
      ["Email", fields.email],
      ["Phone", fields.phone],
      ["Location", fields.location],
      ["Experience", labelOf(EXPERIENCE_OPTIONS, fields.experience)],
      ["Education", fields.education],
      ["Cover Letter", fields.coverLetter],
      ["Resume", `${resume.fileName} (${sizeText(resume.bytes)})`],
      ["Portfolio", fields.portfolio || "-"],
      ["LinkedIn", fields.linkedin || "-"],
      ["Expected Salary", fields.expectedSalary || "-"],
      ["Availability", labelOf(AVAILABILITY_OPTIONS, fields.availability)],
      ["Additional Info", fields.additionalInfo || "-"],
    ],
    footer:
      `Application ${application.id}. The résumé is kept in private storage at ${resume.path}; ` +
      `open it from administration. Reply to this mail to answer ${name} directly.`,
  };
  return {
    to,
    subject: `Job application: ${application.jobTitle} from ${name}`.replace(/[\r\n]+/g, " "),
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: fields.email,
  };
}
