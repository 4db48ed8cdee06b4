// POST /api/blogs and /api/jobs, PUT and DELETE …/{id} (document 3 §2.8, §2.9, §5, §7.2): JSON or
// a form, field messages on bad input, optimistic concurrency, and the audit entry and publish
// request each write leaves; then each kind's own rules, the admin lists, and the guard of every
// staff call of the content API (blogs, jobs, drivers, job applications).
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import blogs from "../../netlify/functions/blogs.mts";
import drivers from "../../netlify/functions/drivers.mts";
import applications from "../../netlify/functions/job-applications.mts";
import jobs from "../../netlify/functions/jobs.mts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

let counter = 0;
const unique = () => `${process.pid} ${++counter}`;

type Handler = Parameters<typeof send>[0];
interface Kind {
  key: "blog" | "job";
  noun: "Blog" | "Job";
  path: string;
  handler: Handler;
  table: "blogs" | "jobs";
  fields: () => Record<string, string>;
}

const KINDS: Kind[] = [
  {
    key: "blog",
    noun: "Blog",
    path: "/api/blogs",
    handler: blogs,
    table: "blogs",
    fields: () => ({
      title: `Choosing label stock ${unique()}`,
      content: "<p>Paper or synthetic?</p>",
      author: "Amit Verma",
    }),
  },
  {
    key: "job",
    noun: "Job",
    path: "/api/jobs",
    handler: jobs,
    table: "jobs",
    fields: () => ({
      title: `Service Engineer ${unique()}`,
      company: "Shree Barcode Systems",
      location: "Okhla, New Delhi",
      description: "Repair barcode printers.",
    }),
  },
];

type Body = FormData | Record<string, unknown>;
const write = (kind: Kind, method: string, path: string, body: Body) =>
  send(kind.handler, path, {
    method,
    cookie: staff.cookie,
    ...(body instanceof FormData ? { form: body } : { json: body }),
  });

async function created(kind: Kind, fields: Record<string, unknown> = kind.fields()) {
  const { status, body } = await write(kind, "POST", kind.path, fields);
  expect(status).toBe(201);
  return body[kind.key] as Record<string, unknown> & { id: number; version: number };
}

const rowOf = async (kind: Kind, id: number) =>
  (await db().unsafe(`select * from ${kind.table} where id = $1`, [id]))[0];
const countOf = async (kind: Kind) =>
  (await db().unsafe(`select count(*)::int as count from ${kind.table}`))[0]!.count as number;
const historyOf = (kind: Kind, id: number) => db()`
  select a.actor_username, a.action, a.changes, r.reason, r.status
    from audit_log a
    left join publish_requests r on r.entity_type = a.entity_type and r.entity_id = a.entity_id
                                and r.created_at = a.created_at
   where a.entity_type = ${kind.key} and a.entity_id = ${String(id)}
   order by a.id`;

const STALE = (noun: string) =>
  `This ${noun} was changed by someone else since you opened it. Reload to see their changes, then edit again.`;

describe.each(KINDS)("$path", (kind) => {
  it.each([
    ["a form", (fields: Record<string, string>) => formOf(fields)],
    ["JSON", (fields: Record<string, string>) => fields],
  ])("POST as %s adds one with an audit entry and a publish request", async (_how, bodyOf) => {
    const fields = kind.fields();
    const { status, body } = await write(kind, "POST", kind.path, bodyOf(fields));
    expect(status).toBe(201);
    const record = body[kind.key];
    expect(record).toMatchObject({ id: expect.any(Number), version: 1, title: fields.title });
    expect(record.audit).toEqual([
      { action: "create", actor_username: staff.user.username, created_at: expect.any(String) },
    ]);
    expect(await rowOf(kind, record.id)).toMatchObject({ title: fields.title });
    const [entry] = await historyOf(kind, record.id);
    expect(entry).toMatchObject({
      actor_username: staff.user.username,
      action: "create",
      status: "queued",
      reason: `${kind.noun} "${fields.title}" created`,
    });
    expect(entry!.changes.title).toEqual({ from: null, to: fields.title });
  });

  it("POST makes the slug from the title when none is given, and keeps a typed one", async () => {
    const fromTitle = await created(kind, {
      ...kind.fields(),
      title: "Zebra ZD421: Setup & Tips!",
    });
    expect(fromTitle.slug).toBe("zebra-zd421-setup-tips");
    const typed = await created(kind, { ...kind.fields(), slug: "My Own  Slug--Here" });
    expect(typed.slug).toBe("my-own-slug-here");
  });

  it("POST refuses a slug another one has with 409, naming the field", async () => {
    const first = await created(kind);
    const before = await countOf(kind);
    const { status, body } = await write(kind, "POST", kind.path, {
      ...kind.fields(),
      slug: first.slug,
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "duplicate",
      fields: { slug: `Another ${kind.key} already uses this slug` },
    });
    expect(await countOf(kind)).toBe(before);
  });

  it("POST refuses a title of no letters or digits with the slug's message", async () => {
    const { status, body } = await write(kind, "POST", kind.path, {
      ...kind.fields(),
      title: "!!",
    });
    expect(status).toBe(400);
    expect(body.error.fields.slug).toBe(
      "Slug is required: the title has no letters or digits to make one from",
    );
  });

  it("POST refuses another content type with 415 and malformed JSON with 400", async () => {
    const request = (headers: Record<string, string>, body: string) =>
      kind.handler(
        new Request(`http://localhost:8888${kind.path}`, {
          method: "POST",
          headers: { origin: "http://localhost:8888", cookie: staff.cookie, ...headers },
          body,
        }),
        {} as never,
      );
    expect((await request({ "content-type": "text/plain" }, "title=x")).status).toBe(415);
    const malformed = await request({ "content-type": "application/json" }, "{title:");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
  });

  it("PUT with the version the form loaded saves, counts the version up and is audited", async () => {
    const record = await created(kind);
    const title = `${record.title as string} (revised)`;
    const { status, body } = await write(kind, "PUT", `${kind.path}/${record.id}`, {
      ...kind.fields(),
      title,
      slug: record.slug,
      version: record.version,
    });
    expect(status).toBe(200);
    expect(body[kind.key]).toMatchObject({ id: record.id, title, version: 2 });
    const history = await historyOf(kind, record.id);
    expect(history.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(history[1]).toMatchObject({
      status: "queued",
      reason: `${kind.noun} "${title}" updated`,
      changes: { title: { from: record.title, to: title } },
    });
  });

  it("PUT that changes nothing answers as a save but writes no audit entry and asks no publish", async () => {
    const fields = kind.fields();
    const record = await created(kind, fields);
    const same = { ...fields, slug: record.slug, version: record.version };
    const { status, body } = await write(kind, "PUT", `${kind.path}/${record.id}`, same);
    expect(status).toBe(200);
    expect(body[kind.key]).toEqual(record);
    const history = await historyOf(kind, record.id);
    expect(history.map((entry) => [entry.action, entry.status])).toEqual([["create", "queued"]]);
    const requests = await db()`
      select 1 from publish_requests where entity_type = ${kind.key} and entity_id = ${String(record.id)}`;
    expect(requests).toHaveLength(1);
  });

  it("PUT with a stale version is refused with 409 and changes nothing", async () => {
    const record = await created(kind);
    const fields: Record<string, string> = { ...kind.fields(), version: String(record.version) };
    const first = await write(kind, "PUT", `${kind.path}/${record.id}`, formOf(fields));
    expect(first.status).toBe(200);
    const { status, body } = await write(kind, "PUT", `${kind.path}/${record.id}`, {
      ...kind.fields(),
      title: "Second editor's title",
      version: record.version,
    });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "conflict", message: STALE(kind.key) });
    expect(await rowOf(kind, record.id)).toMatchObject({ title: fields.title, version: 2 });
    expect(await historyOf(kind, record.id)).toHaveLength(2);
  });

  it.each([
    ["no version", {}, "version", "Version is required: reload the record and try again"],
    ["a bad id", { version: 1 }, "id", `${kind.noun} id must be a whole number of 1 or more`],
  ])("PUT with %s is 400 naming the field", async (_label, extra, field, message) => {
    const path = field === "id" ? `${kind.path}/abc` : `${kind.path}/1`;
    const { status, body } = await write(kind, "PUT", path, { ...kind.fields(), ...extra });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_request", fields: { [field]: message } });
  });

  it("PUT and DELETE of a record that does not exist are 404", async () => {
    const path = `${kind.path}/999999`;
    const put = await write(kind, "PUT", path, { ...kind.fields(), version: 1 });
    expect(put.body.error).toEqual({ code: "not_found", message: `${kind.noun} not found` });
    const { status } = await send(kind.handler, path, { method: "DELETE", cookie: staff.cookie });
    expect([put.status, status]).toEqual([404, 404]);
  });

  it("DELETE refuses a stale version, then deletes with the current one, audited", async () => {
    const record = await created(kind);
    const path = `${kind.path}/${record.id}`;
    const stale = await send(kind.handler, `${path}?version=7`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(stale.status).toBe(409);
    expect(await rowOf(kind, record.id)).toBeDefined();
    const { status, body } = await send(kind.handler, `${path}?version=1`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect([status, body]).toEqual([200, { success: true }]);
    expect(await rowOf(kind, record.id)).toBeUndefined();
    const history = await historyOf(kind, record.id);
    expect(history.map((entry) => entry.action)).toEqual(["create", "delete"]);
    expect(history[1]!.reason).toBe(`${kind.noun} "${record.title as string}" deleted`);
  });
});

describe("blog fields", () => {
  const blog = KINDS[0]!;

  it.each([
    ["title", "Title is required"],
    ["content", "Content is required"],
    ["author", "Author is required"],
  ])("POST without %s is 400 with its message, and nothing is stored", async (field, message) => {
    const before = await countOf(blog);
    const fields: Record<string, string | undefined> = { ...blog.fields(), [field]: undefined };
    const { status, body } = await write(blog, "POST", "/api/blogs", formOf(fields));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "invalid_request",
      message,
      fields: { [field]: message },
    });
    expect(await countOf(blog)).toBe(before);
  });

  it("stores tags trimmed with blanks dropped, from a comma list or a JSON array", async () => {
    const typed = await created(blog, { ...blog.fields(), tags: " printers, labels , ,Zebra," });
    expect(typed.tags).toEqual(["printers", "labels", "Zebra"]);
    const listed = await created(blog, { ...blog.fields(), tags: ["RFID ", "", "cards"] });
    expect(listed.tags).toEqual(["RFID", "cards"]);
  });

  it.each([
    ["22 tags", Array.from({ length: 22 }, (_, i) => `tag ${i}`)],
    ["a tag of 51 characters", ["x".repeat(51)]],
    [
      "tags stored larger than the table allows",
      Array.from({ length: 20 }, (_, i) => `${"\u0001".repeat(48)}${String(i).padStart(2, "0")}`),
    ],
  ])("refuses %s with the tags message", async (_label, list) => {
    const { status, body } = await write(blog, "POST", "/api/blogs", {
      ...blog.fields(),
      tags: list,
    });
    expect(status).toBe(400);
    expect(body.error.fields.tags).toBe(
      "Tags: at most 20, each up to 50 characters, separated by commas",
    );
  });

  it.each([
    ["https://cdn.example.in/labels.jpg", 201],
    ["/images/blogs/thermal-printing.svg", 201],
    ["labels.jpg", 400],
    ["javascript:alert(1)", 400],
    ["//evil.example/x.jpg", 400],
  ])("featured image %s answers %i", async (featured_image, expected) => {
    const { status, body } = await write(blog, "POST", "/api/blogs", {
      ...blog.fields(),
      featured_image,
    });
    expect(status).toBe(expected);
    if (expected === 400) {
      expect(body.error.fields.featured_image).toBe(
        "Featured image must be a URL such as https://example.com/image.jpg",
      );
    }
  });

  it("publishes a new post by default, refuses an unknown status and stores content as given", async () => {
    const content = '<p onclick="x()">Hi</p>\n<script>alert(1)</script>';
    const post = await created(blog, { ...blog.fields(), content });
    expect(post).toMatchObject({ status: "published", featured: false, content });
    expect((await rowOf(blog, post.id))!.published_at).toBeInstanceOf(Date);
    const { status, body } = await write(blog, "POST", "/api/blogs", {
      ...blog.fields(),
      status: "hidden",
    });
    expect(status).toBe(400);
    expect(body.error.fields.status).toBe("Status must be published, draft or archived");
  });

  it("keeps a draft off the public blog until it is published", async () => {
    const draft = await created(blog, { ...blog.fields(), status: "draft" });
    const slugPath = `/api/blogs/${draft.slug as string}`;
    expect((await send(blogs, slugPath)).status).toBe(404);
    expect((await rowOf(blog, draft.id))!.published_at).toBeNull();
    await write(blog, "PUT", `/api/blogs/${draft.id}`, {
      ...blog.fields(),
      slug: draft.slug,
      status: "published",
      version: draft.version,
    });
    const { status, body } = await send(blogs, slugPath);
    expect(status).toBe(200);
    expect(body.slug).toBe(draft.slug);
  });

  it("refuses a body over 1 MB with 413, as JSON or as a form", async () => {
    const content = "x".repeat(1024 * 1024 + 1);
    const json = await write(blog, "POST", "/api/blogs", { ...blog.fields(), content });
    expect([json.status, json.body.error.message]).toEqual([413, "Request body is too large"]);
    const form = await write(blog, "POST", "/api/blogs", formOf({ ...blog.fields(), content }));
    expect([form.status, form.body.error.message]).toEqual([
      413,
      "The form is too large to send: keep it under 1 MB of text.",
    ]);
  });

  it("refuses JSON that is not one object with 400", async () => {
    const { status, body } = await send(blogs, "/api/blogs", {
      method: "POST",
      cookie: staff.cookie,
      json: [blog.fields()],
    });
    expect([status, body.error.message]).toEqual([400, "Send the fields as one JSON object"]);
  });
});

describe("job fields", () => {
  const job = KINDS[1]!;

  it.each([
    ["title", "Title is required"],
    ["company", "Company is required"],
    ["location", "Location is required"],
    ["description", "Description is required"],
  ])("POST without %s is 400 with its message, and nothing is stored", async (field, message) => {
    const before = await countOf(job);
    const fields: Record<string, string | undefined> = { ...job.fields(), [field]: undefined };
    const { status, body } = await write(job, "POST", "/api/jobs", fields);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
    expect(await countOf(job)).toBe(before);
  });

  it("makes a new job full-time, entry level, active and not featured (document 3 §4)", async () => {
    const record = await created(job);
    expect(record).toMatchObject({
      job_type: "full-time",
      experience_level: "entry",
      status: "active",
      featured: false,
    });
  });

  it.each([
    [
      "application_email",
      "careers at example",
      "Application email must be an email address such as careers@example.com",
    ],
    [
      "application_url",
      "ftp://example.com/apply",
      "Application URL must be a web address such as https://example.com/apply",
    ],
    ["job_type", "temporary", "Job type must be one of full-time, part-time, contract, internship"],
    ["experience_level", "junior", "Experience level must be one of entry, mid, senior, executive"],
    ["status", "open", "Status must be one of active, inactive, closed"],
  ])("POST refuses %s %j with its message", async (field, value, message) => {
    const { status, body } = await write(job, "POST", "/api/jobs", {
      ...job.fields(),
      [field]: value,
    });
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it("stores a checked application e-mail and URL, salary range and the lists", async () => {
    const record = await created(job, {
      ...job.fields(),
      application_email: "careers@example.in",
      application_url: "https://example.in/apply",
      salary_range: "₹3,00,000 - ₹4,50,000 per year",
      requirements: "Diploma\nTwo years' experience",
      job_type: "contract",
      experience_level: "mid",
      featured: true,
    });
    expect(record).toMatchObject({
      application_email: "careers@example.in",
      application_url: "https://example.in/apply",
      salary_range: "₹3,00,000 - ₹4,50,000 per year",
      requirements: "Diploma\nTwo years' experience",
      job_type: "contract",
      experience_level: "mid",
      featured: true,
    });
  });
});

describe("GET /api/admin/blogs and /api/admin/jobs", () => {
  const list = (path: string) => send(admin, path, { cookie: staff.cookie });

  it("lists posts of every status without their content; one post carries content and history", async () => {
    const [blog] = KINDS;
    const draft = await created(blog!, { ...blog!.fields(), status: "draft" });
    await created(blog!, { ...blog!.fields(), status: "archived" });
    const { status, headers, body } = await list("/api/admin/blogs");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ total: await countOf(blog!), currentPage: 1, totalPages: 1 });
    expect(new Set(body.blogs.map((b: { status: string }) => b.status))).toEqual(
      new Set(["published", "draft", "archived"]),
    );
    expect(body.blogs[0]).not.toHaveProperty("content");
    const drafts = (await list("/api/admin/blogs?status=draft")).body.blogs;
    expect(drafts.every((b: { status: string }) => b.status === "draft")).toBe(true);
    const one = await list(`/api/admin/blogs/${draft.id}`);
    expect(one.body).toMatchObject({ id: draft.id, content: draft.content, version: 1 });
    expect(one.body.audit).toHaveLength(1);
  });

  it("lists jobs of every status, searched and filtered by type", async () => {
    const [, job] = KINDS;
    const closed = await created(job!, {
      ...job!.fields(),
      title: `Warehouse Intern ${unique()}`,
      job_type: "internship",
      status: "closed",
    });
    const all = (await list("/api/admin/jobs")).body;
    expect(all.total).toBe(await countOf(job!));
    expect(all.jobs.find((j: { id: number }) => j.id === closed.id)).toMatchObject({
      status: "closed",
      version: 1,
    });
    const found = (await list("/api/admin/jobs?search=warehouse%20intern&job_type=internship"))
      .body;
    expect(found.jobs.map((j: { id: number }) => j.id)).toContain(closed.id);
    expect(found.jobs.every((j: { job_type: string }) => j.job_type === "internship")).toBe(true);
    expect((await list("/api/admin/jobs?job_type=full-time")).body.jobs).not.toContainEqual(
      expect.objectContaining({ id: closed.id }),
    );
  });

  it.each([
    ["/api/admin/blogs?limit=101", "limit must be between 1 and 100"],
    ["/api/admin/blogs?status=hidden", "status must be one of published, draft, archived, or all"],
    [
      "/api/admin/jobs?job_type=temporary",
      "job_type must be one of full-time, part-time, contract, internship, or all",
    ],
    ["/api/admin/jobs?status=open", "status must be one of active, inactive, closed, or all"],
    ["/api/admin/jobs/abc", "Job id must be a whole number of 1 or more"],
  ])("refuses %s with 400", async (path, message) => {
    const { status, body } = await list(path);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});

const APPLICATION = "00000000-0000-4000-8000-000000000000";
const WRITES: [string, string, Handler][] = [
  ["POST", "/api/blogs", blogs],
  ["PUT", "/api/blogs/1", blogs],
  ["DELETE", "/api/blogs/1", blogs],
  ["POST", "/api/jobs", jobs],
  ["PUT", "/api/jobs/1", jobs],
  ["DELETE", "/api/jobs/1", jobs],
  ["POST", "/api/drivers", drivers],
  ["PUT", "/api/drivers/1", drivers],
  ["DELETE", "/api/drivers/1", drivers],
  ["PUT", `/api/job-applications/${APPLICATION}/status`, applications],
];
const READS: [string, Handler][] = [
  ["/api/admin/blogs", admin],
  ["/api/admin/blogs/1", admin],
  ["/api/admin/jobs", admin],
  ["/api/admin/jobs/1", admin],
  ["/api/admin/drivers", admin],
  ["/api/admin/drivers/1", admin],
  ["/api/job-applications", applications],
  [`/api/job-applications/${APPLICATION}/resume`, applications],
];
const UNAUTHENTICATED = { code: "unauthenticated", message: "Please sign in to continue." };

describe("every staff call of the content API", () => {
  it.each(WRITES)("%s %s answers 401 without a session", async (method, path, handler) => {
    const { status, body } = await send(handler, path, { method, json: { title: "x" } });
    expect([status, body]).toEqual([401, { error: UNAUTHENTICATED }]);
  });

  it.each(WRITES)("%s %s answers 403 from another site", async (method, path, handler) => {
    const { status, body } = await send(handler, path, {
      method,
      cookie: staff.cookie,
      origin: "https://evil.example",
      json: { title: "x" },
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden_origin");
  });

  it.each(READS)("GET %s answers 401 without a session", async (path, handler) => {
    const { status, body } = await send(handler, path);
    expect([status, body]).toEqual([401, { error: UNAUTHENTICATED }]);
  });
});
