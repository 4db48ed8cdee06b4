// The job form's rules (document 3 §2.9, §3, §4, §5), shared by the admin modal and POST/PUT
// /api/jobs: title, slug (from the title when left empty), company, location and description are
// required; the application e-mail and URL are checked; a new job is full-time, entry level,
// active and not featured unless the form says otherwise.
import { z } from "zod";
import {
  booleanField,
  choiceField,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
  versionField,
  withSlugFrom,
} from "../form-fields.ts";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "./jobs.ts";

/** The job statuses (the jobs table's check); active is the default. */
export const JOB_STATUSES = ["active", "inactive", "closed"] as const;
/** One job status. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The longest slug the jobs table stores. */
const MAX_JOB_SLUG_LENGTH = 200;

/** Messages the tests and the form compare against. */
const jobFormMessages = {
  slug: "Slug is required: the title has no letters or digits to make one from",
  jobType: `Job type must be one of ${JOB_TYPES.join(", ")}`,
  experienceLevel: `Experience level must be one of ${EXPERIENCE_LEVELS.join(", ")}`,
  status: `Status must be one of ${JOB_STATUSES.join(", ")}`,
  applicationEmail: "Application email must be an email address such as careers@example.com",
  applicationUrl: "Application URL must be a web address such as https://example.com/apply",
} as const;

const fields = {
  title: requiredText("Title", 200),
  slug: optionalText("Slug", MAX_JOB_SLUG_LENGTH),
  company: requiredText("Company", 200),
  location: requiredText("Location", 200),
  description: requiredText("Description", 20000),
  requirements: optionalText("Requirements", 20000),
  responsibilities: optionalText("Responsibilities", 20000),
  benefits: optionalText("Benefits", 20000),
  job_type: choiceField(JOB_TYPES, jobFormMessages.jobType, "full-time"),
  experience_level: choiceField(EXPERIENCE_LEVELS, jobFormMessages.experienceLevel, "entry"),
  salary_range: optionalText("Salary range", 200),
  application_email: optionalEmail(jobFormMessages.applicationEmail),
  application_url: optionalUrl(jobFormMessages.applicationUrl),
  status: choiceField(JOB_STATUSES, jobFormMessages.status, "active"),
  featured: booleanField("Featured", false),
};

const withSlug = withSlugFrom("title", MAX_JOB_SLUG_LENGTH, jobFormMessages.slug);

/** POST /api/jobs: a new job's fields. */
export const jobCreateSchema = z.object(fields).transform(withSlug);

/** PUT /api/jobs/{id}: the same fields plus the version the form loaded. */
export const jobUpdateSchema = z.object({ ...fields, version: versionField }).transform(withSlug);

/** A job form's fields, checked. */
export type JobForm = z.output<typeof jobCreateSchema>;
