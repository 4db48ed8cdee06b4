// POST /api/job-applications (document 2 §5, §8, §9): the application and its résumé stored
// privately, staff mailed, every bad input a 4xx with the spec's message and nothing stored.
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/job-applications.mts";
import { jobApplicationSchema } from "../../src/lib/jobs/job-application.ts";
import { FILE_PATH_MESSAGE } from "../../src/server/http/form-data.ts";
import { submitJobApplication } from "../../src/server/jobs/apply.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import type { Storage } from "../../src/server/storage/storage.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import {
  DOC_RESUME,
  EXECUTABLE,
  PDF_RESUME,
  TEXT_FILE,
  pdfOfSize,
} from "../support/resume-files.ts";

const sql = testSql();
const DATA_DIR = process.env.DATA_DIR!;
const OUTBOX = join(DATA_DIR, "outbox");
const PRIVATE = join(DATA_DIR, "storage", "private");
const SUCCESS =
  "Application submitted successfully! We will review your application and get back to you soon.";

// A fresh address per call, so rate limits of other tests (and earlier runs) never interfere.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

let jobId: number;
let closedJobId: number;

beforeAll(async () => {
  const rows = await sql<{ id: number; slug: string }[]>`
    select id::int as id, slug from jobs
     where slug in ('service-engineer-barcode-printers', 'label-production-supervisor')`;
  jobId = rows.find((row) => row.slug === "service-engineer-barcode-printers")!.id;
  closedJobId = rows.find((row) => row.slug === "label-production-supervisor")!.id;
});

interface Resume {
  bytes: Buffer;
  name: string;
  type?: string;
}

function application(overrides: Record<string, string | undefined> = {}) {
  const token = randomBytes(6).toString("hex");
  const fields: Record<string, string | undefined> = {
    jobId: String(jobId),
    jobTitle: "Service Engineer – Barcode Printers",
    firstName: `Asha ${token}`,
    lastName: "Verma <b>Jr</b>",
    email: `asha.${token}@example.in`,
    phone: "+91-9811045678",
    location: "Pune, Maharashtra",
    experience: "3-5",
    education: "Diploma in Electronics, Government Polytechnic Pune",
    coverLetter: "I have repaired Zebra printers for four years <script>alert(1)</script>.",
    portfolio: "https://asha.example.in/work",
    linkedin: "https://www.linkedin.com/in/asha-verma",
    expectedSalary: "₹4,20,000 per year",
    availability: "1-month",
    additionalInfo: "I can join after my notice period.",
    ...overrides,
  };
  return fields;
}

function formOf(fields: Record<string, string | undefined>, resume: Resume | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (resume) {
    const type = resume.type ?? "application/pdf";
    form.append("resume", new File([new Uint8Array(resume.bytes)], resume.name, { type }));
  }
  return form;
}

const GOOD_RESUME: Resume = { bytes: PDF_RESUME, name: "Asha Verma CV.pdf" };

async function post(body: BodyInit, ip = freshIp(), headers: HeadersInit = {}) {
  const request = new Request("http://localhost:8888/api/job-applications", {
    method: "POST",
    body,
    headers,
  });
  const response = await applications(request, fakeContext({}, ip));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

// The form encoded as a browser sends it: multipart bytes with their length declared.
async function apply(
  fields: Record<string, string | undefined>,
  resume: Resume | null = GOOD_RESUME,
  ip?: string,
) {
  const encoded = new Response(formOf(fields, resume));
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return post(bytes, ip, {
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(bytes.length),
  });
}

// An application's rows, found by its email or its (unique) first name.
const rowsFor = (sent: { email?: string | undefined; firstName?: string | undefined }) =>
  sql`select * from job_applications
       where email = ${sent.email ?? ""} or first_name = ${sent.firstName ?? ""}`;

// Every stored résumé file (sidecars aside), to prove a refused application left none behind.
async function storedResumes(): Promise<string[]> {
  try {
    const entries = await readdir(join(PRIVATE, "resumes"), { recursive: true });
    return entries.filter((name) => /\.(pdf|docx?)$/.test(name)).sort();
  } catch {
    return [];
  }
}

describe("a good application", () => {
  it("stores the row and the résumé privately, mails staff both bodies and answers 201", async () => {
    const sent = application();
    const { status, body } = await apply(sent);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: SUCCESS, id: expect.any(String) });

    const [row] = await rowsFor(sent);
    expect(row).toMatchObject({
      id: body.id,
      job_id: String(jobId),
      job_title: "Service Engineer – Barcode Printers",
      first_name: sent.firstName,
      last_name: sent.lastName,
      phone: sent.phone,
      location: sent.location,
      experience: "3-5",
      education: sent.education,
      cover_letter: sent.coverLetter,
      portfolio: sent.portfolio,
      linkedin: sent.linkedin,
      expected_salary: sent.expectedSalary,
      availability: "1-month",
      additional_info: sent.additionalInfo,
      status: "new",
    });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.resume_path).toMatch(/^resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}-asha-verma-cv\.pdf$/);
    const stored = await serverStorage().get("private", row!.resume_path);
    expect(stored?.contentType).toBe("application/pdf");
    expect(Buffer.from(stored!.bytes).equals(PDF_RESUME)).toBe(true);

    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(sent.firstName!));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual(["careers@shreebarcodesystems.in"]);
    expect(mail!.replyTo).toBe(sent.email);
    expect(mail!.subject).toBe(
      `Job application: Service Engineer – Barcode Printers from ${sent.firstName} Verma <b>Jr</b>`,
    );
    expect(mail!.text).toContain("Experience: 3-5 years");
    expect(mail!.text).toContain("Availability: 1 month");
    expect(mail!.text).toContain(row!.resume_path);
    expect(mail!.html).toContain("Verma &lt;b&gt;Jr&lt;/b&gt;");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
  });

  it("takes the optional fields as optional and a Word .doc résumé", async () => {
    const sent = application({
      portfolio: undefined,
      linkedin: "",
      expectedSalary: undefined,
      availability: "",
      additionalInfo: undefined,
      jobTitle: undefined,
    });
    const { status } = await apply(sent, { bytes: DOC_RESUME, name: "cv.doc" });
    expect(status).toBe(201);
    const [row] = await rowsFor(sent);
    expect(row).toMatchObject({
      portfolio: null,
      linkedin: null,
      expected_salary: null,
      availability: null,
      additional_info: null,
    });
    expect(row!.resume_path).toMatch(/-cv\.doc$/);
  });

  it.each(["immediate", "2-weeks", "1-month", "2-months", "flexible"])(
    "accepts availability %s",
    async (availability) => {
      expect((await apply(application({ availability }))).status).toBe(201);
    },
  );

  it.each(["0-1", "1-3", "3-5", "5-10", "10+"])("accepts experience %s", async (experience) => {
    expect((await apply(application({ experience }))).status).toBe(201);
  });
});

describe("refused applications store nothing", () => {
  const refusedWith = async (
    sent: Record<string, string | undefined>,
    resume: Resume | null,
    expected: { status: number; fields: Record<string, string> },
  ) => {
    const before = await storedResumes();
    const { status, body } = await apply(sent, resume);
    expect(status).toBe(expected.status);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields).toEqual(expected.fields);
    expect(await rowsFor(sent)).toHaveLength(0);
    expect(await storedResumes()).toEqual(before);
  };

  it.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["email", "Email is required"],
    ["phone", "Phone is required"],
    ["location", "Location is required"],
    ["experience", "Experience is required"],
    ["education", "Education is required"],
    ["coverLetter", "Cover letter is required"],
  ])("missing %s → 400 %j", async (field, message) => {
    const sent = application({ [field]: "  " });
    await refusedWith(sent, GOOD_RESUME, { status: 400, fields: { [field]: message } });
  });

  it.each([
    ["email", "asha@", "Email is invalid"],
    ["email", "asha verma@example.in", "Email is invalid"],
    ["experience", "2-4", "Please choose your experience from the list"],
    ["availability", "tomorrow", "Please choose your availability from the list"],
    [
      "portfolio",
      "javascript:alert(1)",
      "Portfolio must be a link starting with http:// or https://",
    ],
    [
      "linkedin",
      "linkedin.com/in/asha",
      "LinkedIn must be a link starting with http:// or https://",
    ],
    ["jobId", "abc", "Please choose a position to apply for"],
  ])("%s = %j → 400 %j", async (field, value, message) => {
    await refusedWith(application({ [field]: value }), GOOD_RESUME, {
      status: 400,
      fields: { [field]: message },
    });
  });

  it("a missing résumé → 400 Resume is required", async () => {
    await refusedWith(application(), null, {
      status: 400,
      fields: { resume: "Resume is required" },
    });
    await refusedWith(
      application(),
      { bytes: Buffer.alloc(0), name: "empty.pdf" },
      {
        status: 400,
        fields: { resume: "Resume is required" },
      },
    );
  });

  it("lists every missing field at once", async () => {
    const { status, body } = await apply({}, null);
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      jobId: "Please choose a position to apply for",
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone is required",
      location: "Location is required",
      experience: "Experience is required",
      education: "Education is required",
      coverLetter: "Cover letter is required",
      resume: "Resume is required",
    });
  });

  it("a 6 MB résumé → 413 File size must be less than 5MB", async () => {
    await refusedWith(
      application(),
      { bytes: pdfOfSize(6 * 1024 * 1024), name: "big.pdf" },
      {
        status: 413,
        fields: { resume: "File size must be less than 5MB" },
      },
    );
  });

  it("a résumé of exactly 5 MB → 413 (it must be less than 5MB)", async () => {
    await refusedWith(
      application(),
      { bytes: pdfOfSize(5 * 1024 * 1024), name: "edge.pdf" },
      {
        status: 413,
        fields: { resume: "File size must be less than 5MB" },
      },
    );
  });

  it.each([
    ["a renamed executable", EXECUTABLE, "resume.pdf"],
    ["plain text named .pdf", TEXT_FILE, "resume.pdf"],
    ["plain text named .docx", TEXT_FILE, "resume.docx"],
  ])("%s → 415 Please upload a PDF or Word document", async (_label, bytes, name) => {
    await refusedWith(
      application(),
      { bytes, name },
      {
        status: 415,
        fields: { resume: "Please upload a PDF or Word document" },
      },
    );
  });

  it.each(["../../etc/resume.pdf", "..\\..\\Windows\\resume.pdf", "cv/resume.pdf", ".."])(
    "a résumé named %s → 400, the name may not carry a path",
    async (name) => {
      await refusedWith(
        application(),
        { bytes: PDF_RESUME, name },
        { status: 400, fields: { resume: FILE_PATH_MESSAGE } },
      );
    },
  );

  it("an application for a closed job → 400", async () => {
    await refusedWith(application({ jobId: String(closedJobId) }), GOOD_RESUME, {
      status: 400,
      fields: { jobId: "This position is no longer open for applications" },
    });
  });

  it("keeps nothing when the row cannot be written: the résumé is removed again", async () => {
    const before = await storedResumes();
    const fields = jobApplicationSchema.parse(application());
    const deps = {
      sql,
      storage: serverStorage(),
      mailer: { send: () => Promise.reject(new Error("not reached")) },
      staffEmail: "staff@example.in",
    };
    // An address hash longer than the column allows makes the insert fail after the upload.
    const meta = { ipHash: "f".repeat(200) };
    await expect(
      submitJobApplication(deps, fields, { bytes: PDF_RESUME, name: "cv.pdf" }, meta),
    ).rejects.toThrow();
    expect(await rowsFor(fields)).toHaveLength(0);
    expect(await storedResumes()).toEqual(before);
  });

  it("keeps no row when the résumé cannot be stored, and answers 500 without details", async () => {
    const fields = jobApplicationSchema.parse(application());
    const failing: Storage = {
      ...serverStorage(),
      put: () => Promise.reject(new Error("bucket unavailable")),
    };
    const deps = { sql, storage: failing, mailer: { send: async () => ({ id: "x" }) } };
    await expect(
      submitJobApplication(
        { ...deps, staffEmail: "staff@example.in" },
        fields,
        {
          bytes: PDF_RESUME,
          name: "cv.pdf",
        },
        { ipHash: null },
      ),
    ).rejects.toThrow("bucket unavailable");
    expect(await rowsFor(fields)).toHaveLength(0);
  });
});

describe("mail failure", () => {
  it("keeps the application and its résumé and still reports it stored", async () => {
    const fields = jobApplicationSchema.parse(application());
    const deps = {
      sql,
      storage: serverStorage(),
      mailer: { send: () => Promise.reject(new Error("provider down")) },
      staffEmail: "staff@example.in",
    };
    const result = await submitJobApplication(
      deps,
      fields,
      { bytes: PDF_RESUME, name: "cv.pdf" },
      { ipHash: null },
    );
    expect(result).toMatchObject({ kind: "stored", mailStatus: "failed" });
    const [row] = await rowsFor(fields);
    expect(await readFile(join(PRIVATE, row!.resume_path))).toEqual(PDF_RESUME);
  });
});

describe("spam protection", () => {
  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const before = await storedResumes();
    const sent = application({ website: "http://spam.example" });
    const { status, body } = await apply(sent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: SUCCESS });
    expect(await rowsFor(sent)).toHaveLength(0);
    expect(await storedResumes()).toEqual(before);
    const mails = await readOutbox(OUTBOX);
    expect(mails.some((mail) => mail.text.includes(sent.firstName!))).toBe(false);
  });

  it("refuses a sixth application from one address in the window, not another address's", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await apply(application(), GOOD_RESUME, ip)).status).toBe(201);
    const refused = application();
    const { status, headers, body } = await apply(refused, GOOD_RESUME, ip);
    expect(status).toBe(429);
    expect(body.error.message).toBe(
      "Too many applications from your address. Please try again in a few minutes.",
    );
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFor(refused)).toHaveLength(0);
    expect((await apply(application())).status).toBe(201);
  });
});

describe("malformed requests", () => {
  it.each([
    ["JSON", JSON.stringify(application()), "application/json", 415],
    ["a URL-encoded form", "firstName=Asha", "application/x-www-form-urlencoded", 415],
    ["a broken multipart body", "--x\r\nnot a part", "multipart/form-data; boundary=x", 400],
  ])("refuses %s", async (_label, body, type, expected) => {
    const answer = await post(body, freshIp(), { "content-type": type });
    expect(answer.status).toBe(expected);
    expect(answer.body).toMatchObject(errorShape);
  });

  it("refuses a body larger than the limit before reading it all (413)", async () => {
    const huge = new Uint8Array(7 * 1024 * 1024);
    const answer = await post(huge, freshIp(), {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(huge.length),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe("File size must be less than 5MB");
  });

  it("answers 405 to DELETE", async () => {
    const response = await applications(
      new Request("http://localhost:8888/api/job-applications", { method: "DELETE" }),
      fakeContext(),
    );
    expect(response.status).toBe(405);
  });
});
