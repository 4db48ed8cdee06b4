// The job application's rules (document 2 §3, §5, §8, §9), shared by the apply dialog and
// POST /api/job-applications: the fields, their options, the spec's exact messages. zod/mini keeps
// the check a few kilobytes in the browser bundle.
import * as z from "zod/mini";
import { emailAddressSchema } from "../email-address.ts";

/** The experience choices (values as sent) and how the dialog labels them. */
export const EXPERIENCE_OPTIONS = [
  { value: "0-1", label: "0-1 years" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-10", label: "5-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

/** The availability choices (values as sent) and how the dialog labels them. */
export const AVAILABILITY_OPTIONS = [
  { value: "immediate", label: "Immediate" },
  { value: "2-weeks", label: "2 weeks" },
  { value: "1-month", label: "1 month" },
  { value: "2-months", label: "2 months" },
  { value: "flexible", label: "Flexible" },
] as const;

/** The résumé limit: files must be smaller than 5 MB (document 2 §9). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** The résumé types accepted: PDF or Word. */
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;
/** The file input's accept attribute. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword," +
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The honeypot's name: hidden from people, so only robots fill it in. */
export const APPLICATION_HONEYPOT_FIELD = "website";

/** The messages of document 2 §5 and §8 (and ours where the spec gives none). */
export const applicationMessages = {
  jobId: "Please choose a position to apply for",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  emailInvalid: "Email is invalid",
  phone: "Phone is required",
  location: "Location is required",
  experience: "Experience is required",
  experienceInvalid: "Please choose your experience from the list",
  education: "Education is required",
  coverLetter: "Cover letter is required",
  resume: "Resume is required",
  resumeType: "Please upload a PDF or Word document",
  resumeSize: "File size must be less than 5MB",
  availability: "Please choose your availability from the list",
  portfolio: "Portfolio must be a link starting with http:// or https://",
  linkedin: "LinkedIn must be a link starting with http:// or https://",
  success:
    "Application submitted successfully! We will review your application and get back to you soon.",
  failure: "Failed to submit application. Please try again.",
} as const;

const tooLong = (max: number) => `Please keep this under ${max} characters`;
const LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function required(message: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

function optionalText(max: number) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(max))), "");
}

function optionalLink(message: string) {
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(2048, tooLong(2048)),
      z.refine((value) => value === "" || LINK_PATTERN.test(value), message),
    ),
    "",
  );
}

const experienceValues = EXPERIENCE_OPTIONS.map((option) => option.value);
const availabilityValues = AVAILABILITY_OPTIONS.map((option) => option.value);

/** The application's text fields as the dialog sends them (multipart) and the API accepts them. */
export const jobApplicationSchema = z.object({
  jobId: z
    .string({ error: applicationMessages.jobId })
    .check(z.trim(), z.regex(/^[1-9]\d{0,14}$/, applicationMessages.jobId)),
  firstName: required(applicationMessages.firstName, 100),
  lastName: required(applicationMessages.lastName, 100),
  email: emailAddressSchema({
    required: applicationMessages.email,
    invalid: applicationMessages.emailInvalid,
  }),
  phone: required(applicationMessages.phone, 40),
  location: required(applicationMessages.location, 200),
  experience: z.enum(experienceValues, {
    error: (issue) =>
      typeof issue.input !== "string" || issue.input.trim() === ""
        ? applicationMessages.experience
        : applicationMessages.experienceInvalid,
  }),
  education: required(applicationMessages.education, 1000),
  coverLetter: required(applicationMessages.coverLetter, 20000),
  portfolio: optionalLink(applicationMessages.portfolio),
  linkedin: optionalLink(applicationMessages.linkedin),
  expectedSalary: optionalText(200),
  availability: z._default(
    z.enum(["", ...availabilityValues], { error: applicationMessages.availability }),
    "",
  ),
  additionalInfo: optionalText(10000),
});

/** A checked application's text fields (trimmed; optional ones "" when not given). */
export type JobApplicationFields = z.output<typeof jobApplicationSchema>;

/** The fields a visitor fills in (jobId is the dialog's, not theirs). */
export type ApplicationField = Exclude<keyof JobApplicationFields, "jobId"> | "resume";

/** The first message per field of a failed check, for showing beside each field. */
export function applicationFieldErrors(
  issues: readonly z.core.$ZodIssue[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The extension of a file name, lowercase, "" without one. */
function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * What is wrong with a chosen résumé judged by its name and size (the browser's check; the server
 * judges the content), or undefined when it may be sent.
 */
export function resumeProblem(file: { name: string; size: number } | null | undefined) {
  if (!file || file.size === 0) return applicationMessages.resume;
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return applicationMessages.resumeType;
  }
  if (file.size >= RESUME_MAX_BYTES) return applicationMessages.resumeSize;
  return undefined;
}
