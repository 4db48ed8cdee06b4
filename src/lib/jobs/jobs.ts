// The careers page's vocabulary and pure helpers (document 2 §2.6, §3, §9), shared by the pages,
// the islands and the jobs API. No zod here: the browser bundle imports this file (its answer check
// is hand-written, response-checks.ts).
import {
  arrayOf,
  boolean,
  nullable,
  number,
  object,
  oneOf,
  string,
  type Check,
} from "../response-checks.ts";

/** The job types, in the spec's order. */
export const JOB_TYPES = ["full-time", "part-time", "contract", "internship"] as const;
/** One job type. */
export type JobType = (typeof JOB_TYPES)[number];

/** The experience levels, in the spec's order. */
export const EXPERIENCE_LEVELS = ["entry", "mid", "senior", "executive"] as const;
/** One experience level. */
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The filters' "no filter" value; both filters start there (document 2 §9). */
export const ALL = "all";

/** How the careers page asks for jobs: page 1, 50 of them (document 2 §7, §9). */
export const JOBS_PAGE_LIMIT = 50;

/** The careers page's texts (document 2 §2.6, §8). */
export const jobTexts = {
  heading: "Career Opportunities",
  loading: "Loading jobs...",
  loadFailed: "Failed to load jobs",
  tryAgain: "Try Again",
  emptyTitle: "No jobs found",
  emptyHint: "Try adjusting your search terms or filters.",
  applyNow: "Apply Now",
  viewDetails: "View Details",
  dialogTitle: "Apply for Position",
} as const;

/** How each job type is shown on badges and in the filter. */
export const JOB_TYPE_LABELS: Readonly<Record<JobType, string>> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
};

/** How each experience level is shown on badges and in the filter. */
export const EXPERIENCE_LEVEL_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  entry: "Entry Level",
  mid: "Mid Level",
  senior: "Senior Level",
  executive: "Executive",
};

/** Whether a text is one of the job types. */
export function isJobType(value: string): value is JobType {
  return (JOB_TYPES as readonly string[]).includes(value);
}

/** Whether a text is one of the experience levels. */
export function isExperienceLevel(value: string): value is ExperienceLevel {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** What a job card shows; the list page and its island pass only these fields. */
export interface JobCardData {
  id: number;
  slug: string;
  title: string;
  company: string;
  location: string;
  description: string;
  job_type: JobType;
  experience_level: ExperienceLevel;
  salary_range: string | null;
  featured: boolean;
  views: number;
  created_at: string;
}

/** Reads the answer of GET /api/jobs as cards (other fields of a job are dropped). */
export const checkJobList: Check<{ jobs: JobCardData[] }> = object({
  jobs: arrayOf(
    object({
      id: number,
      slug: string,
      title: string,
      company: string,
      location: string,
      description: string,
      job_type: oneOf(JOB_TYPES),
      experience_level: oneOf(EXPERIENCE_LEVELS),
      salary_range: nullable(string),
      featured: boolean,
      views: number,
      created_at: string,
    }),
  ),
});

/** The careers page's filters; `ALL` switches a select filter off, "" the search. */
export interface JobFilters {
  search: string;
  jobType: JobType | typeof ALL;
  experienceLevel: ExperienceLevel | typeof ALL;
}

/** The filters as the page starts. */
export const NO_JOB_FILTERS: JobFilters = { search: "", jobType: ALL, experienceLevel: ALL };

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The jobs that pass the filters, in their given order. The search matches every word typed
 * (any order, any case, accents ignored) against title, company, location and description.
 */
export function filterJobs<T extends JobCardData>(jobs: readonly T[], filters: JobFilters): T[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (filters.jobType !== ALL && job.job_type !== filters.jobType) return false;
    if (filters.experienceLevel !== ALL && job.experience_level !== filters.experienceLevel) {
      return false;
    }
    const haystack = fold([job.title, job.company, job.location, job.description].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// India's time (UTC+5:30, no daylight saving), worked out by hand: the build and every browser
// must print the same text, and Intl's month names differ between engines ("Sep", "Sept").
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A posted date as "8 Sep 2026", the date in India, the same on the server and in any browser. */
export function formatPostedDate(iso: string | Date): string {
  const time = (typeof iso === "string" ? new Date(iso) : iso).getTime();
  if (Number.isNaN(time)) return "";
  const india = new Date(time + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** The address of a job's page. */
export function jobUrl(slug: string): string {
  return `/jobs/${slug}`;
}

/** The lines of a multi-line field (requirements, responsibilities, benefits), blanks dropped. */
export function jobTextLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)?/, "").trim())
    .filter(Boolean);
}
