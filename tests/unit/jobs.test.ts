import { describe, expect, it } from "vitest";
import {
  ALL,
  filterJobs,
  formatPostedDate,
  isExperienceLevel,
  isJobType,
  jobTextLines,
  jobUrl,
  NO_JOB_FILTERS,
  type JobCardData,
  type JobFilters,
} from "../../src/lib/jobs/jobs.ts";

const card = (overrides: Partial<JobCardData>): JobCardData => ({
  id: 1,
  slug: "job",
  title: "Job",
  company: "Shree Barcode Systems",
  location: "New Delhi",
  description: "",
  job_type: "full-time",
  experience_level: "entry",
  salary_range: null,
  featured: false,
  views: 0,
  created_at: "2026-10-01T00:00:00.000Z",
  ...overrides,
});

const jobs = [
  card({
    slug: "engineer",
    title: "Service Engineer",
    job_type: "full-time",
    experience_level: "mid",
  }),
  card({ slug: "telecaller", title: "Telecaller", job_type: "part-time", location: "Okhla" }),
  card({
    slug: "rfid",
    title: "Field Application Engineer – RFID",
    job_type: "contract",
    experience_level: "senior",
    description: "Site surveys for RFID in Bengaluru",
  }),
];

const slugs = (filters: Partial<JobFilters>) =>
  filterJobs(jobs, { ...NO_JOB_FILTERS, ...filters }).map((job) => job.slug);

describe("filterJobs", () => {
  it.each<[string, Partial<JobFilters>, string[]]>([
    ["nothing chosen", {}, ["engineer", "telecaller", "rfid"]],
    ["a job type", { jobType: "part-time" }, ["telecaller"]],
    ["a level", { experienceLevel: "senior" }, ["rfid"]],
    ["a type and a level that never meet", { jobType: "contract", experienceLevel: "mid" }, []],
    ["a word of the title, any case", { search: "ENGINEER" }, ["engineer", "rfid"]],
    ["words in any order, over several fields", { search: "bengaluru rfid" }, ["rfid"]],
    ["the location", { search: "okhla" }, ["telecaller"]],
    ["the company", { search: "shree" }, ["engineer", "telecaller", "rfid"]],
    ["blank search", { search: "   " }, ["engineer", "telecaller", "rfid"]],
    ["a word found nowhere", { search: "astronaut" }, []],
    ["search and a filter", { search: "engineer", jobType: "contract" }, ["rfid"]],
  ])("%s", (_label, filters, expected) => {
    expect(slugs(filters)).toEqual(expected);
  });

  it("ignores accents in the search", () => {
    const accented = [card({ slug: "resume", title: "Résumé screener" })];
    expect(filterJobs(accented, { ...NO_JOB_FILTERS, search: "resume" })).toHaveLength(1);
  });
});

describe("the enumerations", () => {
  it.each([
    ["full-time", true],
    ["internship", true],
    ["remote", false],
    [ALL, false],
  ])("isJobType(%j) is %s", (value, expected) => expect(isJobType(value)).toBe(expected));

  it.each([
    ["entry", true],
    ["executive", true],
    ["junior", false],
  ])("isExperienceLevel(%j) is %s", (value, expected) =>
    expect(isExperienceLevel(value)).toBe(expected),
  );
});

describe("formatPostedDate", () => {
  it("prints the date in India whatever the zone of the machine", () => {
    // 20:00 UTC on 30 Sep is already 1 Oct in India.
    expect(formatPostedDate("2026-09-30T20:00:00.000Z")).toBe("1 Oct 2026");
    expect(formatPostedDate(new Date("2026-09-08T05:00:00.000Z"))).toBe("8 Sep 2026");
  });

  it("prints nothing for a date it cannot read", () => {
    expect(formatPostedDate("yesterday")).toBe("");
  });
});

describe("jobTextLines", () => {
  it("splits lines, drops blanks and list markers", () => {
    expect(jobTextLines("First\r\n\n- Second\n• Third \n  * Fourth")).toEqual([
      "First",
      "Second",
      "Third",
      "Fourth",
    ]);
  });

  it("gives nothing for null", () => expect(jobTextLines(null)).toEqual([]));
});

it("jobUrl is /jobs/{slug}", () => expect(jobUrl("sales-executive")).toBe("/jobs/sales-executive"));
