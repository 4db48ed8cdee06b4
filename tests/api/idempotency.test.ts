// Every public form that stores something takes an Idempotency-Key: a retry of a submission (after a
// timeout, or an error answered after the commit) is answered with the first one's id and is never
// stored or mailed twice, even when the tries arrive at once. Without a key the forms work as before.
import { randomBytes, randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import contact from "../../netlify/functions/contact.mts";
import drivers from "../../netlify/functions/drivers.mts";
import applications from "../../netlify/functions/job-applications.mts";
import { contactFormSchema } from "../../src/lib/contact/contact-form.ts";
import { INVALID_IDEMPOTENCY_KEY_MESSAGE } from "../../src/lib/idempotency-key.ts";
import { submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { PDF_RESUME } from "../support/resume-files.ts";

const sql = testSql();
const DATA_DIR = process.env.DATA_DIR!;
const OUTBOX = join(DATA_DIR, "outbox");

// A fresh address per request, so no test meets a rate limit.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

type Handler = typeof contact;
interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

/** One kind of public form: how to send a submission marked by a unique word, and its traces. */
interface FormKind {
  name: string;
  send(marker: string, key?: string, change?: string, ip?: string): Promise<Answer>;
  idOf(answer: Answer): unknown;
  rows(marker: string): Promise<{ id: string }[]>;
  // Mails naming the sender that one submission sends (staff's; visitors' name nobody).
  mailsEach: number;
  // The uploaded files kept for submissions marked so (none for the contact form).
  files(marker: string): Promise<string[]>;
}

async function call(
  handler: Handler,
  path: string,
  body: BodyInit,
  headers: HeadersInit,
  ip = freshIp(),
) {
  const request = new Request(`http://localhost:8888${path}`, { method: "POST", body, headers });
  const response = await handler(request, fakeContext({}, ip));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const keyHeader = (key?: string): Record<string, string> =>
  key === undefined ? {} : { "idempotency-key": key };

// A multipart form encoded as a browser sends it (each try with its own boundary).
async function sendForm(handler: Handler, path: string, form: FormData, key?: string, ip?: string) {
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  return call(handler, path, body, { "content-type": type, ...keyHeader(key) }, ip);
}

async function filesNamed(folder: string, marker: string): Promise<string[]> {
  const entries = await readdir(join(DATA_DIR, "storage", "private", folder), {
    recursive: true,
  }).catch(() => []);
  return entries.filter((name) => name.endsWith(`-${marker}.pdf`));
}

// An answer without what is made afresh for each: a driver's download link signs a new token.
const lasting = ({ downloadUrl: _url, expiresAt: _expires, ...rest }: Answer["body"]) => rest;

let driver: { id: number; name: string };
let jobId: number;

beforeAll(async () => {
  const [zdesigner] = await sql<{ id: number; name: string }[]>`
    select id::int as id, name from drivers where name = 'ZDesigner Printer Driver for Windows'`;
  driver = zdesigner!;
  const [job] = await sql<{ id: number }[]>`
    select id::int as id from jobs where slug = 'service-engineer-barcode-printers'`;
  jobId = job!.id;
});

const enquiry = (marker: string, change = "") => ({
  name: `Asha Verma ${marker}`,
  email: "asha@example.in",
  mobile: "+91-9811045678",
  location: "Pune, Maharashtra",
  company: "Verma & Sons",
  productService: "Printers",
  message: `Please quote two desktop printers.${change}`,
  cookieConsent: true,
});

const contactForm: FormKind = {
  name: "contact enquiry",
  send: (marker, key, change, ip) =>
    call(
      contact,
      "/api/contact/enhanced-submit",
      JSON.stringify(enquiry(marker, change)),
      { "content-type": "application/json", ...keyHeader(key) },
      ip,
    ),
  idOf: (answer) => answer.body.id,
  rows: (marker) => sql`select id from contact_submissions where name = ${`Asha Verma ${marker}`}`,
  mailsEach: 1,
  files: async () => [],
};

const driverRequest: FormKind = {
  name: "driver download request",
  send(marker, key, change = "", ip) {
    const form = new FormData();
    const fields = {
      driverId: String(driver.id),
      driverName: driver.name,
      fullName: `Ravi Kumar ${marker}`,
      companyName: "Kumar Logistics Pvt Ltd",
      address: "Plot 7, Sector 18, Gurugram",
      mobileNumber: "+91-9811045678",
      purpose: `Installing the printer on a packing-station PC${change}`,
      email: "ravi@example.in",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("receipt", new File([new Uint8Array(PDF_RESUME)], `invoice ${marker}.pdf`));
    return sendForm(drivers, "/api/drivers/download-request", form, key, ip);
  },
  idOf: (answer) => answer.body.requestId,
  rows: (marker) =>
    sql`select id from driver_download_requests where full_name = ${`Ravi Kumar ${marker}`}`,
  mailsEach: 1,
  files: (marker) => filesNamed("driver-receipts", marker),
};

const jobApplication: FormKind = {
  name: "job application",
  send(marker, key, change = "", ip) {
    const form = new FormData();
    const fields = {
      jobId: String(jobId),
      firstName: `Asha ${marker}`,
      lastName: "Verma",
      email: "asha.verma@example.in",
      phone: "+91-9811045678",
      location: "Pune, Maharashtra",
      experience: "3-5",
      education: "Diploma in Electronics",
      coverLetter: `I have repaired Zebra printers for four years.${change}`,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("resume", new File([new Uint8Array(PDF_RESUME)], `cv ${marker}.pdf`));
    return sendForm(applications, "/api/job-applications", form, key, ip);
  },
  idOf: (answer) => answer.body.id,
  rows: (marker) => sql`select id from job_applications where first_name = ${`Asha ${marker}`}`,
  mailsEach: 1,
  files: (marker) => filesNamed("resumes", marker),
};

const mailsAbout = async (marker: string) =>
  (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(marker)).length;

const newMarker = () => randomBytes(6).toString("hex");

describe.each([contactForm, driverRequest, jobApplication])("$name", (kind) => {
  it("sent twice with one key: stored and mailed once, the same id answered both times", async () => {
    const marker = newMarker();
    const key = randomUUID();
    const first = await kind.send(marker, key);
    const again = await kind.send(marker, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(kind.idOf(again)).toBe(kind.idOf(first));
    expect(lasting(again.body)).toEqual(lasting(first.body));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect((await kind.rows(marker)).map((row) => row.id)).toEqual([kind.idOf(first)]);
    expect(await mailsAbout(marker)).toBe(kind.mailsEach);
    expect(await kind.files(marker)).toHaveLength(kind === contactForm ? 0 : 1);
  });

  it("20 tries at once with one key: one stored, every answer the same id", async () => {
    const marker = newMarker();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => kind.send(marker, key)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = new Set(answers.map((answer) => kind.idOf(answer)));
    expect(ids.size).toBe(1);
    expect((await kind.rows(marker)).map((row) => row.id)).toEqual([...ids]);
    expect(await mailsAbout(marker)).toBe(kind.mailsEach);
    // The tries that lost the race removed their copy of the upload.
    expect(await kind.files(marker)).toHaveLength(kind === contactForm ? 0 : 1);
  }, 60_000);

  it("20 tries at once with one key from one address count once against its rate limit", async () => {
    const [ip, key, marker] = [freshIp(), randomUUID(), newMarker()];
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => kind.send(marker, key, "", ip)),
    );
    expect(retries.map((answer) => answer.status)).toEqual(retries.map(() => 201));
    // Every form allows at least 5 in its window: the retries used one, four more go through.
    for (let next = 0; next < 4; next += 1) {
      expect((await kind.send(newMarker(), randomUUID(), "", ip)).status).toBe(201);
    }
  }, 60_000);

  it("two keys are two submissions, and so are two tries without a key", async () => {
    const marker = newMarker();
    const keyed = [await kind.send(marker, randomUUID()), await kind.send(marker, randomUUID())];
    const unkeyed = [await kind.send(marker), await kind.send(marker)];
    expect([...keyed, ...unkeyed].map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set([...keyed, ...unkeyed].map((answer) => kind.idOf(answer))).size).toBe(4);
    expect(await kind.rows(marker)).toHaveLength(4);
    expect(await mailsAbout(marker)).toBe(4 * kind.mailsEach);
  });

  it("one key with changed content is refused with 422 and stores nothing more", async () => {
    const marker = newMarker();
    const key = randomUUID();
    expect((await kind.send(marker, key)).status).toBe(201);
    const changed = await kind.send(marker, key, " Changed.");
    expect(changed.status).toBe(422);
    expect(changed.body.error).toEqual({
      code: "idempotency_key_reused",
      message:
        "This Idempotency-Key was already used for a different submission. Send changed content with a new key.",
    });
    expect(await kind.rows(marker)).toHaveLength(1);
    expect(await mailsAbout(marker)).toBe(kind.mailsEach);
  });

  it.each([
    ["too short", "abc123"],
    ["too long", "a".repeat(129)],
    ["not URL-safe", "key with spaces/and+signs"],
    ["empty", ""],
  ])("a key %s is refused with 400 and nothing is stored", async (_label, key) => {
    const marker = newMarker();
    const answer = await kind.send(marker, key);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: "invalid_idempotency_key",
      message: INVALID_IDEMPOTENCY_KEY_MESSAGE,
    });
    expect(await kind.rows(marker)).toHaveLength(0);
    expect(await mailsAbout(marker)).toBe(0);
    expect(await kind.files(marker)).toHaveLength(0);
  });
});

describe("keys", () => {
  it("accept 16 to 128 URL-safe characters besides UUIDs, and are scoped per kind of form", async () => {
    const marker = newMarker();
    const key = `k_${randomBytes(12).toString("base64url")}`;
    expect((await contactForm.send(marker, key)).status).toBe(201);
    expect((await jobApplication.send(marker, key)).status).toBe(201);
    expect(await contactForm.rows(marker)).toHaveLength(1);
    expect(await jobApplication.rows(marker)).toHaveLength(1);
  });

  it("expire after 24 hours: the same key then names a new submission, and old keys are purged", async () => {
    const marker = newMarker();
    const key = randomUUID();
    const stale = randomUUID();
    await sql`
      insert into idempotency_keys (scope, key, fingerprint, result, created_at)
      values ('contact', ${stale}, ${"0".repeat(64)}, '{"id":"x"}', now() - interval '25 hours')`;
    const first = await contactForm.send(marker, key);
    await sql`
      update idempotency_keys set created_at = now() - interval '25 hours'
       where scope = 'contact' and key = ${key}`;
    const later = await contactForm.send(marker, key);
    expect([first.status, later.status]).toEqual([201, 201]);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await contactForm.rows(marker)).toHaveLength(2);
    expect(await sql`select 1 from idempotency_keys where key = ${stale}`).toHaveLength(0);
  });
});

// The first try's transaction still open when the retry arrives: the retry waits for its commit
// and answers its id (PGlite, one backend, runs the transactions in turn: the wait is the same).
describe("a retry while the first try is in flight", () => {
  const form = (marker: string) => contactFormSchema.parse(enquiry(marker));
  const keyOf = (marker: string, key: string) =>
    submissionKeyOf(
      new Request("http://localhost/", { headers: { "idempotency-key": key } }),
      "contact",
      form(marker),
    )!;

  // Opens the first try's transaction (its row and its key), runs `retry` meanwhile, and commits
  // after `holdMs`.
  async function whileInFlight(marker: string, key: string, holdMs: number, retry: () => unknown) {
    const { fingerprint } = keyOf(marker, key);
    let retried: unknown;
    let id = "";
    await sql.begin(async (tx) => {
      const [row] = await tx<{ id: string }[]>`
        insert into contact_submissions (name, email, message, source)
        values (${`Asha Verma ${marker}`}, 'asha@example.in', 'Please quote.', 'test')
        returning id`;
      id = row!.id;
      await tx`
        insert into idempotency_keys (scope, key, fingerprint, result)
        values ('contact', ${key}, ${fingerprint}, ${tx.json({ id })})`;
      retried = retry();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    });
    return { id, answer: (await retried) as Answer };
  }

  it("waits for it and answers its id", async () => {
    const marker = newMarker();
    const key = randomUUID();
    const { id, answer } = await whileInFlight(marker, key, 500, () =>
      contactForm.send(marker, key),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.id).toBe(id);
    expect(await contactForm.rows(marker)).toHaveLength(1);
    expect(await mailsAbout(marker)).toBe(0);
  });

  it.runIf(inject("databaseKind") === "postgresql")(
    "answers 409 when the first try outlasts the wait",
    async () => {
      const marker = newMarker();
      const key = randomUUID();
      const { answer } = await whileInFlight(marker, key, 6_500, () =>
        contactForm.send(marker, key),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual({
        code: "submission_in_progress",
        message: "This submission is already being processed. Please wait a moment and try again.",
      });
      expect(await contactForm.rows(marker)).toHaveLength(1);
    },
  );
});
