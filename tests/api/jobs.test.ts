// GET /api/jobs and /api/jobs/{slug} (document 2 §2.6, §7; document 3 §7.2): active jobs only,
// filters checked against their enumerations, bad query values a 400.
import { describe, expect, it } from "vitest";
import jobs from "../../netlify/functions/jobs.mts";
import { call, errorShape } from "../support/api.ts";

interface Job {
  slug: string;
  status: string;
  job_type: string;
  experience_level: string;
  created_at: string;
}
interface JobList {
  jobs: Job[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const list = async (query = "") => {
  const answer = await call(jobs, `/api/jobs${query}`);
  return { status: answer.status, body: answer.body as JobList, headers: answer.headers };
};

describe("GET /api/jobs", () => {
  it("lists active jobs only, newest first, with the paging fields", async () => {
    const { status, body, headers } = await list("?page=1&limit=50");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public/);
    const slugs = body.jobs.map((job) => job.slug);
    expect(slugs).toContain("service-engineer-barcode-printers");
    expect(slugs).not.toContain("label-production-supervisor");
    expect(body.jobs.every((job) => job.status === "active")).toBe(true);
    const dates = body.jobs.map((job) => job.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body).toMatchObject({ total: body.jobs.length, totalPages: 1, currentPage: 1 });
  });

  it("answers every field of a job (document 2 §3)", async () => {
    const { body } = await list("?limit=100");
    const job = body.jobs.find((entry) => entry.slug === "service-engineer-barcode-printers");
    expect(job).toEqual({
      id: expect.any(Number),
      title: "Service Engineer – Barcode Printers",
      slug: "service-engineer-barcode-printers",
      company: "Shree Barcode Systems",
      location: "Okhla, New Delhi",
      description: expect.stringContaining("barcode printers"),
      requirements: expect.any(String),
      responsibilities: expect.any(String),
      benefits: expect.any(String),
      job_type: "full-time",
      experience_level: "mid",
      salary_range: "₹3,00,000 – ₹4,80,000 per year",
      application_email: "careers@shreebarcodesystems.in",
      application_url: null,
      status: "active",
      featured: true,
      views: 412,
      created_at: "2026-09-08T05:00:00.000Z",
      updated_at: expect.any(String),
    });
  });

  it.each([
    ["?job_type=part-time", (job: Job) => job.job_type === "part-time"],
    ["?experience_level=senior", (job: Job) => job.experience_level === "senior"],
    [
      "?job_type=full-time&experience_level=mid",
      (job: Job) => job.job_type === "full-time" && job.experience_level === "mid",
    ],
  ])("%s keeps only matching jobs", async (query, matches) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(body.jobs.length).toBeGreaterThan(0);
    expect(body.jobs.every(matches)).toBe(true);
  });

  it("answers an empty page for a filter no open job matches", async () => {
    const { status, body } = await list("?job_type=internship");
    expect(status).toBe(200);
    expect(body).toEqual({ jobs: [], total: 0, totalPages: 0, currentPage: 1 });
  });

  it("treats all as no filter", async () => {
    const everything = await list("?limit=100");
    const all = await list("?limit=100&job_type=all&experience_level=all");
    expect(all.body.total).toBe(everything.body.total);
  });

  it("pages through the list", async () => {
    const { body: all } = await list("?limit=100");
    const { body: second } = await list("?page=2&limit=1");
    expect(second.jobs.map((job) => job.slug)).toEqual([all.jobs[1]!.slug]);
    expect(second).toMatchObject({ total: all.total, totalPages: all.total, currentPage: 2 });
    const { body: beyond } = await list(`?page=${all.total + 1}&limit=1`);
    expect(beyond.jobs).toEqual([]);
  });

  it.each([
    [
      "?job_type=remote",
      "job_type must be one of full-time, part-time, contract, internship, or all",
    ],
    ["?job_type=", "job_type must be one of full-time, part-time, contract, internship, or all"],
    [
      "?experience_level=junior",
      "experience_level must be one of entry, mid, senior, executive, or all",
    ],
    ["?limit=101", "limit must be between 1 and 100"],
    ["?limit=0", "limit must be between 1 and 100"],
    ["?page=0", "page must be a whole number of 1 or more"],
    ["?page=two", "page must be a whole number of 1 or more"],
  ])("%s is a 400 naming the problem", async (query, message) => {
    const { status, body } = await call(jobs, `/api/jobs${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect((body as { error: { message: string } }).error.message).toBe(message);
  });

  it("answers 405 to DELETE of the whole list", async () => {
    const { status, body } = await call(jobs, "/api/jobs", { method: "DELETE" });
    expect(status).toBe(405);
    expect(body).toMatchObject(errorShape);
  });
});

describe("GET /api/jobs/{slug}", () => {
  it("answers an active job", async () => {
    const { status, body } = await call(jobs, "/api/jobs/inside-sales-executive-telecaller");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: "inside-sales-executive-telecaller",
      job_type: "part-time",
      experience_level: "entry",
      status: "active",
    });
  });

  it.each([
    ["a closed job", "/api/jobs/label-production-supervisor"],
    ["an unknown slug", "/api/jobs/astronaut"],
  ])("answers 404 for %s", async (_label, path) => {
    const { status, body } = await call(jobs, path);
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message: "Job not found" } });
  });

  it("answers 400 for a malformed slug", async () => {
    const { status, body } = await call(jobs, "/api/jobs/Not_A_Slug");
    expect(status).toBe(400);
    expect((body as { error: { message: string } }).error.message).toBe(
      "Job slug must be lowercase letters, digits and hyphens",
    );
  });
});
