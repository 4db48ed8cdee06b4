import { describe, expect, it } from "vitest";
import {
  experienceMonths,
  jobPostingJsonLd,
  workHours,
  type JobForPosting,
} from "../../src/lib/jobs/job-posting.ts";

const job: JobForPosting = {
  id: 12,
  slug: "service-engineer-barcode-printers",
  title: "Service Engineer – Barcode Printers",
  location: "Okhla, New Delhi",
  description: "Repair printers.\nSee results <fast>.",
  requirements: "Diploma in electronics\nTwo-wheeler",
  responsibilities: "Diagnose printers",
  benefits: null,
  job_type: "full-time",
  experience_level: "mid",
  salary_range: "₹3,00,000 – ₹4,80,000 per year",
  created_at: new Date("2026-09-08T05:00:00.000Z"),
};
const built = new Date("2026-11-23T00:00:00.000Z");
const posting = (overrides: Partial<JobForPosting> = {}) =>
  jobPostingJsonLd({ ...job, ...overrides }, "https://shreebarcode.example", built) as Record<
    string,
    unknown
  >;

describe("document 2 §9 constants", () => {
  it.each([
    ["entry", 0],
    ["mid", 24],
    ["senior", 60],
    ["executive", 120],
    ["astronaut", 0],
  ])("%s asks for %i months", (level, months) => expect(experienceMonths(level)).toBe(months));

  it.each([
    ["full-time", "40 hours per week"],
    ["part-time", "Variable"],
    ["contract", "Variable"],
    ["internship", "Variable"],
  ])("%s works %j", (type, hours) => expect(workHours(type)).toBe(hours));
});

describe("jobPostingJsonLd", () => {
  it("describes the job for search engines", () => {
    expect(posting()).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Service Engineer – Barcode Printers",
      description:
        "<p>Repair printers.</p><p>See results &lt;fast&gt;.</p>" +
        "<h3>Responsibilities</h3><ul><li>Diagnose printers</li></ul>" +
        "<h3>Requirements</h3><ul><li>Diploma in electronics</li><li>Two-wheeler</li></ul>",
      identifier: { "@type": "PropertyValue", name: "Shree Barcode Systems", value: "12" },
      url: "https://shreebarcode.example/jobs/service-engineer-barcode-printers",
      datePosted: "2026-09-08T05:00:00.000Z",
      validThrough: "2026-12-23T00:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Shree Barcode Systems",
        sameAs: "https://shreebarcode.example/",
        logo: "https://shreebarcode.example/images/logo.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Okhla",
          addressLocality: "New Delhi",
          addressRegion: "Delhi",
          addressCountry: "IN",
        },
      },
      experienceRequirements: {
        "@type": "OccupationalExperienceRequirements",
        monthsOfExperience: 24,
      },
      workHours: "40 hours per week",
      directApply: true,
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: {
          "@type": "QuantitativeValue",
          minValue: 300000,
          maxValue: 480000,
          unitText: "YEAR",
        },
      },
    });
  });

  it.each([
    ["part-time", "PART_TIME"],
    ["contract", "CONTRACTOR"],
    ["internship", "INTERN"],
  ])("maps %s to %s", (type, employmentType) => {
    expect(posting({ job_type: type })).toMatchObject({ employmentType, workHours: "Variable" });
  });

  it("leaves out a salary it cannot read, and reads a place without a comma", () => {
    const data = posting({ salary_range: "Competitive", location: "Mumbai (office based)" });
    expect(data).not.toHaveProperty("baseSalary");
    expect(data["jobLocation"]).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Mumbai", addressCountry: "IN" },
    });
  });
});
