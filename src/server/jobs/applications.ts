// job_applications: each application is stored with the path of its résumé in private storage.
import type { JobApplicationFields } from "../../lib/jobs/job-application.ts";
import type { Queryable } from "../db/client.ts";

/** An application ready to store: the checked fields, the job it is for and where its résumé is. */
export interface NewJobApplication {
  fields: JobApplicationFields;
  jobId: number;
  jobTitle: string;
  resumePath: string;
  /** The sender's address as a keyed hash, never the address itself. */
  ipHash: string | null;
}

const orNull = (text: string) => (text === "" ? null : text);

/** Stores an application with status new and returns its id. */
export async function insertJobApplication(
  sql: Queryable,
  application: NewJobApplication,
): Promise<string> {
  const { fields } = application;
  const [row] = await sql<{ id: string }[]>`
    insert into job_applications
      (job_id, job_title, first_name, last_name, email, phone, location, experience, education,
       cover_letter, resume_path, portfolio, linkedin, expected_salary, availability,
       additional_info, ip_hash)
    values
      (${application.jobId}, ${application.jobTitle}, ${fields.firstName}, ${fields.lastName},
       ${fields.email}, ${fields.phone}, ${fields.location}, ${fields.experience}, ${fields.education},
       ${fields.coverLetter}, ${application.resumePath}, ${orNull(fields.portfolio)},
       ${orNull(fields.linkedin)}, ${orNull(fields.expectedSalary)}, ${orNull(fields.availability)},
       ${orNull(fields.additionalInfo)}, ${application.ipHash})
    returning id`;
  return row!.id;
}
