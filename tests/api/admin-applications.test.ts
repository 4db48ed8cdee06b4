// GET /api/job-applications, PUT /api/job-applications/{id}/status and GET …/{id}/resume (document
// 3 §7.2): the staff list with its status filter, the version-checked and audited status change,
// and the résumé through a link that works for five minutes and for nothing else.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import applications from "../../netlify/functions/job-applications.mts";
import storage from "../../netlify/functions/storage.mts";
import { seedJobs } from "../../src/server/seed/content.ts";
import { call } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { PDF_RESUME } from "../support/resume-files.ts";
import { send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
const ids: string[] = [];

// An application sent through the public form, as a visitor sends it.
async function apply(jobId: number, firstName: string): Promise<string> {
  const form = new FormData();
  const fields = {
    jobId: String(jobId),
    firstName,
    lastName: "Verma",
    email: `${firstName.toLowerCase()}@example.in`,
    phone: "+91-9811045678",
    location: "Pune",
    experience: "3-5",
    education: "Diploma in Electronics",
    coverLetter: "I have repaired Zebra printers for four years.",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("resume", new File([new Uint8Array(PDF_RESUME)], "CV.pdf"));
  const { status, body } = await send(applications, "/api/job-applications", {
    method: "POST",
    form,
  });
  expect(status).toBe(201);
  return body.id as string;
}

beforeAll(async () => {
  staff = await signedInStaff(db());
  await seedJobs(db());
  const [job] = await db()<{ id: number }[]>`
    select id::int as id from jobs where status = 'active' order by id limit 1`;
  for (const name of ["Asha", "Ravi", "Meera"]) ids.push(await apply(job!.id, name));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string) => send(applications, path, { cookie: staff.cookie });
const putStatus = (id: string, json: unknown) =>
  send(applications, `/api/job-applications/${id}/status`, {
    method: "PUT",
    cookie: staff.cookie,
    json,
  });
const STALE =
  "This application was changed by someone else since you opened it. Reload to see their changes, then edit again.";

describe("GET /api/job-applications", () => {
  it("lists applications newest first with the paging fields, never cached", async () => {
    const { status, headers, body } = await get("/api/job-applications?limit=2");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ total: 3, totalPages: 2, currentPage: 1 });
    expect(body.applications.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    expect(body.applications[0]).toMatchObject({
      first_name: "Meera",
      status: "new",
      version: 1,
      has_resume: true,
    });
    expect(body.applications[0]).not.toHaveProperty("resume_path");
  });

  it("filters by status", async () => {
    await putStatus(ids[0]!, { status: "shortlisted" });
    const { body } = await get("/api/job-applications?status=shortlisted");
    expect(body.applications.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    expect((await get("/api/job-applications?status=all")).body.total).toBe(3);
  });

  it.each([
    [
      "status=accepted",
      "status must be one of new, reviewing, shortlisted, rejected, hired, or all",
    ],
    ["limit=0", "limit must be between 1 and 100"],
    ["page=x", "page must be a whole number of 1 or more"],
  ])("refuses ?%s with 400", async (query, message) => {
    const { status, body } = await get(`/api/job-applications?${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});

describe("PUT /api/job-applications/{id}/status", () => {
  it("changes the status, counts the version up and audits it without a publish request", async () => {
    const { status, body } = await putStatus(ids[1]!, { status: "reviewing", version: 1 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      application: { id: ids[1], status: "reviewing", version: 2 },
    });
    const audit = await db()`
      select actor_username, action, changes from audit_log
       where entity_type = 'job_application' and entity_id = ${ids[1]!}`;
    expect(audit).toEqual([
      {
        actor_username: staff.user.username,
        action: "update",
        changes: { status: { from: "new", to: "reviewing" } },
      },
    ]);
    const published = await db()`
      select 1 from publish_requests where entity_type = 'job_application'`;
    expect(published).toHaveLength(0);
  });

  it("refuses a stale version with 409 and keeps the status", async () => {
    await putStatus(ids[2]!, { status: "reviewing", version: 1 });
    const { status, body } = await putStatus(ids[2]!, { status: "rejected", version: 1 });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "conflict", message: STALE });
    const [row] = await db()`select status from job_applications where id = ${ids[2]!}`;
    expect(row!.status).toBe("reviewing");
  });

  it.each([
    [{}, "status", "Status is required"],
    [
      { status: "accepted" },
      "status",
      "Status must be one of new, reviewing, shortlisted, rejected, hired",
    ],
    [
      { status: "hired", version: "two" },
      "version",
      "Version must be a whole number: reload the list and try again",
    ],
  ])("refuses %j with 400 naming the field", async (json, field, message) => {
    const { status, body } = await putStatus(ids[0]!, json);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it("answers 404 for an unknown application and 400 for an id that is not one", async () => {
    const missing = await putStatus(randomUUID(), { status: "hired" });
    expect([missing.status, missing.body.error.message]).toEqual([404, "Application not found"]);
    const bad = await putStatus("42", { status: "hired" });
    expect([bad.status, bad.body.error.message]).toEqual([
      400,
      "Application id must be the id the list gave",
    ]);
  });
});

describe("GET /api/job-applications/{id}/resume", () => {
  const open = (url: string) => {
    const { pathname, search } = new URL(url);
    return call(storage, `${pathname}${search}`);
  };

  it("gives a link that serves the résumé for five minutes", async () => {
    const before = Date.now();
    const { status, headers, body } = await get(`/api/job-applications/${ids[0]}/resume`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const expires = Date.parse(body.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(5 * 60 * 1000);
    expect(expires - before).toBeLessThan(6 * 60 * 1000);
    const file = await open(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.body).toBe(PDF_RESUME.toString("latin1"));
  });

  it("refuses the link once it has expired, and a forged one", async () => {
    const { body } = await get(`/api/job-applications/${ids[0]}/resume`);
    vi.spyOn(Date, "now").mockReturnValue(Date.parse(body.expiresAt) + 1000);
    expect((await open(body.url)).status).toBe(403);
    vi.restoreAllMocks();
    const forged = new URL(body.url);
    forged.searchParams.set("token", `${forged.searchParams.get("token")!.split(".")[0]}.forged`);
    expect((await open(forged.href)).status).toBe(403);
  });

  it("answers 404 for an unknown application", async () => {
    const { status, body } = await get(`/api/job-applications/${randomUUID()}/resume`);
    expect([status, body.error.message]).toEqual([404, "Application not found"]);
  });
});
