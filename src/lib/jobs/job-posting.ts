// JobPosting structured data of a job's page (document 2 §2.13, §9): experience in months per
// level, 40 hours a week for full-time work and "Variable" otherwise, salary in rupees.
import { company } from "../company.ts";
import { escapeHtml } from "../html-text.ts";
import { jobTextLines, jobUrl, type ExperienceLevel, type JobType } from "./jobs.ts";
import { parseSalaryRange } from "./salary-range.ts";

/** Months of experience each level asks for (document 2 §9); unknown levels ask for none. */
export const EXPERIENCE_MONTHS: Readonly<Record<ExperienceLevel, number>> = {
  entry: 0,
  mid: 24,
  senior: 60,
  executive: 120,
};

/** schema.org's employmentType for each job type. */
export const EMPLOYMENT_TYPES: Readonly<Record<JobType, string>> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/** How long a posting stays valid after the page is built: rebuilt pages move it forward. */
export const POSTING_VALID_DAYS = 30;

/** The job fields the structured data uses. */
export interface JobForPosting {
  id: number;
  slug: string;
  title: string;
  location: string;
  description: string;
  requirements: string | null;
  responsibilities: string | null;
  benefits: string | null;
  job_type: string;
  experience_level: string;
  salary_range: string | null;
  created_at: Date | string;
}

/** Months of experience a level asks for; 0 for an unknown one. */
export function experienceMonths(level: string): number {
  return EXPERIENCE_MONTHS[level as ExperienceLevel] ?? 0;
}

/** The hours a job type states: "40 hours per week" for full-time, else "Variable". */
export function workHours(jobType: string): string {
  return jobType === "full-time" ? "40 hours per week" : "Variable";
}

// Search engines want the whole posting as HTML: the description, then each list.
function postingHtml(job: JobForPosting): string {
  const paragraphs = jobTextLines(job.description).map((line) => `<p>${escapeHtml(line)}</p>`);
  const sections = (
    [
      ["Responsibilities", job.responsibilities],
      ["Requirements", job.requirements],
      ["Benefits", job.benefits],
    ] as const
  ).flatMap(([heading, text]) => {
    const items = jobTextLines(text);
    if (items.length === 0) return [];
    const list = items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
    return [`<h3>${heading}</h3><ul>${list}</ul>`];
  });
  return [...paragraphs, ...sections].join("");
}

// "Okhla, New Delhi (office based)" → street "Okhla", locality "New Delhi".
function postalAddress(location: string): object {
  const parts = location
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const locality = parts.pop() ?? location.trim();
  const region = locality === company.address.city ? company.address.region : undefined;
  return {
    "@type": "PostalAddress",
    ...(parts.length > 0 ? { streetAddress: parts.join(", ") } : {}),
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: "IN",
  };
}

function baseSalary(text: string | null): object | undefined {
  const range = parseSalaryRange(text);
  if (!range) return undefined;
  const amount =
    range.max === undefined ? { value: range.min } : { minValue: range.min, maxValue: range.max };
  return {
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", ...amount, unitText: range.unit },
  };
}

/** The JobPosting of a job's page, valid for POSTING_VALID_DAYS after `now` (the build). */
export function jobPostingJsonLd(job: JobForPosting, siteUrl: string | URL, now: Date): object {
  const site = new URL("/", siteUrl);
  const validThrough = new Date(now.getTime() + POSTING_VALID_DAYS * 24 * 60 * 60 * 1000);
  const salary = baseSalary(job.salary_range);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: postingHtml(job),
    identifier: { "@type": "PropertyValue", name: company.name, value: String(job.id) },
    url: new URL(jobUrl(job.slug), site).href,
    datePosted: new Date(job.created_at).toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.job_type as JobType] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: site.href,
      logo: new URL("/images/logo.svg", site).href,
    },
    jobLocation: { "@type": "Place", address: postalAddress(job.location) },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: experienceMonths(job.experience_level),
    },
    workHours: workHours(job.job_type),
    directApply: true,
    ...(salary ? { baseSalary: salary } : {}),
  };
}
