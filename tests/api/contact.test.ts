// The contact enquiry endpoints and GET /api/contact-info (document 2 §5, §7; document 3 §7.4).
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import contact from "../../netlify/functions/contact.mts";
import contactInfo from "../../netlify/functions/contact-info.mts";
import { contactFormSchema } from "../../src/lib/contact/contact-form.ts";
import { submitContact } from "../../src/server/contact/submit.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const OUTBOX = join(process.env.DATA_DIR!, "outbox");
const PATHS = ["/api/contact/enhanced-submit", "/api/contact", "/api/contact-form"];

// A fresh address per call site, so rate limits of other tests (and earlier runs) never interfere.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

function enquiry(overrides: Record<string, unknown> = {}) {
  const token = randomBytes(6).toString("hex");
  return {
    name: `Asha <b>Verma</b> ${token}`,
    email: "asha@example.in",
    mobile: "+91-9811045678",
    location: "Pune, Maharashtra",
    company: "Verma & Sons",
    productService: "Printers",
    message: "Please quote two desktop printers <script>alert(1)</script>.",
    cookieConsent: true,
    ...overrides,
  };
}

async function post(
  path: string,
  init: { json?: unknown; body?: BodyInit; type?: string; ip?: string },
) {
  const body = init.json !== undefined ? JSON.stringify(init.json) : (init.body ?? null);
  const request = new Request(`http://localhost:8888${path}`, {
    method: "POST",
    headers: { "content-type": init.type ?? "application/json" },
    body,
  });
  const response = await contact(request, fakeContext({}, init.ip ?? freshIp()));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

const rowsNamed = (name: string) => sql`select * from contact_submissions where name = ${name}`;

const URLENCODED = "application/x-www-form-urlencoded";
const HTML = "text/html,application/xhtml+xml";

// The form's fields as a browser posts them without JavaScript (the consent box ticked sends "on").
function plainForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { cookieConsent, ...texts } = enquiry();
  return {
    ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, String(value)])),
    ...(cookieConsent ? { cookieConsent: "on" } : {}),
    website: "",
    sourcePage: "/contact",
    ...overrides,
  };
}

async function postForm(
  fields: Record<string, string>,
  init: { ip?: string; accept?: string } = {},
) {
  const request = new Request("http://localhost:8888/api/contact/enhanced-submit", {
    method: "POST",
    headers: { "content-type": URLENCODED, accept: init.accept ?? HTML },
    body: new URLSearchParams(fields).toString(),
  });
  const response = await contact(request, fakeContext({}, init.ip ?? freshIp()));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe.each(PATHS)("POST %s", (path) => {
  it("stores the enquiry, mails staff with both bodies and answers 201", async () => {
    const sent = enquiry();
    const { status, body } = await post(path, { json: sent });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Thank you for contacting us. Our team will reach out to you soon.",
      id: expect.any(String),
    });
    const [row] = await rowsNamed(sent.name);
    expect(row).toMatchObject({
      id: body.id,
      email: sent.email,
      product_service: "Printers",
      mail_status: "sent",
    });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(sent.name));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.replyTo).toBe(sent.email);
    expect(mail!.text).toContain(sent.message);
    expect(mail!.html).toContain("Asha &lt;b&gt;Verma&lt;/b&gt;");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
  });
});

describe("field rules", () => {
  it.each([
    ["name", "A", "Full Name must be at least 2 characters"],
    ["email", "not-an-address", "Please enter a valid email address"],
    ["mobile", "12345", "Please enter a valid mobile number (10 digits or with country code)"],
    ["location", "", "State / City / Country is required"],
    ["productService", "", "Please select a Product / Service"],
    ["message", "Too short", "Message must be at least 10 characters"],
  ])("%s = %j → 400 with the spec's message and nothing stored", async (field, value, message) => {
    const sent = enquiry({ [field]: value });
    const { status, body } = await post("/api/contact/enhanced-submit", { json: sent });
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields).toEqual({ [field]: message });
    expect(await rowsNamed(sent.name)).toHaveLength(0);
  });

  it("lists every missing field", async () => {
    const { status, body } = await post("/api/contact", { json: {} });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      name: "Full Name is required",
      email: "Email Address is required",
      mobile: "Mobile Number is required",
      location: "State / City / Country is required",
      productService: "Please select a Product / Service",
      message: "Message is required",
    });
  });
});

describe("POST as a plain form (no JavaScript, or before the form's script has run)", () => {
  it("stores the enquiry with its consent and page, mails staff and redirects (303) to /contact/sent", async () => {
    const sent = plainForm({ sourcePage: "/?utm_source=card" });
    const { status, headers } = await postForm(sent);
    expect(status).toBe(303);
    expect(headers.get("location")).toBe("/contact/sent");
    const [row] = await rowsNamed(sent.name!);
    expect(row).toMatchObject({
      email: sent.email,
      product_service: "Printers",
      cookie_consent: true,
      source_page: "/?utm_source=card",
      mail_status: "sent",
    });
    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(sent.name!));
    expect(mails).toHaveLength(1);
  });

  it("sends without the consent box ticked: consent is optional and stored as no", async () => {
    const sent = plainForm();
    delete sent.cookieConsent;
    expect((await postForm(sent)).status).toBe(303);
    const [row] = await rowsNamed(sent.name!);
    expect(row!.cookie_consent).toBe(false);
  });

  it("answers refused input with the failure page: the spec's messages and a link back to /contact", async () => {
    const sent = plainForm({ name: "A", email: "asha@", message: "<b>x</b>", location: "" });
    const { status, headers, text } = await postForm(sent);
    expect(status).toBe(400);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(text).toContain('<html lang="en">');
    expect(text).toContain("<h1>Failed to send message</h1>");
    expect(text).toContain("Please try again or contact us directly via phone or email.");
    for (const message of [
      "Full Name must be at least 2 characters",
      "Please enter a valid email address",
      "State / City / Country is required",
      "Message must be at least 10 characters",
    ]) {
      expect(text).toContain(`<li>${message}</li>`);
    }
    expect(text).toContain('<a href="/contact">Back to the form</a>');
    expect(text).not.toContain("<b>");
    expect(await sql`select 1 from contact_submissions where email = ${sent.email!}`).toHaveLength(
      0,
    );
  });

  it("answers a script that does not ask for HTML with the JSON error", async () => {
    const { status, text } = await postForm(plainForm({ mobile: "12345" }), {
      accept: "application/json",
    });
    expect(status).toBe(400);
    const body = JSON.parse(text);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields.mobile).toBe(
      "Please enter a valid mobile number (10 digits or with country code)",
    );
  });

  it("treats a filled honeypot as sent, storing and mailing nothing", async () => {
    const sent = plainForm({ website: "http://spam.example" });
    const { status, headers } = await postForm(sent);
    expect(status).toBe(303);
    expect(headers.get("location")).toBe("/contact/sent");
    expect(await rowsNamed(sent.name!)).toHaveLength(0);
  });

  it("answers the sixth form from one address with a page and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postForm(plainForm(), { ip })).status).toBe(303);
    const refused = await postForm(plainForm(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(
      "<li>Too many messages from your address. Please try again in a few minutes.</li>",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the page an enquiry was sent from", () => {
  it("is kept as the path the form sent", async () => {
    const sent = enquiry({ sourcePage: "/contact?productService=Other" });
    expect((await post("/api/contact", { json: sent })).status).toBe(201);
    const [row] = await rowsNamed(sent.name);
    expect(row!.source_page).toBe("/contact?productService=Other");
  });

  it.each([
    ["another site", "https://evil.example/contact"],
    ["a protocol-relative address", "//evil.example/contact"],
    ["a backslash trick", "/\\evil.example"],
    ["a script", "javascript:alert(1)"],
    ["no leading slash", "contact"],
    ["a path too long", `/${"a".repeat(600)}`],
  ])("refuses %s (400, nothing stored)", async (_case, sourcePage) => {
    const sent = enquiry({ sourcePage });
    const { status, body } = await post("/api/contact", { json: sent });
    expect(status).toBe(400);
    expect(body.error.fields.sourcePage).toBe(
      "The form's page must be a path on this site, such as /contact",
    );
    expect(await rowsNamed(sent.name)).toHaveLength(0);
  });
});

describe("mail failure", () => {
  it("keeps the enquiry, marks its mail failed and still reports it stored", async () => {
    const form = contactFormSchema.parse(enquiry());
    const mailer = { send: () => Promise.reject(new Error("provider down")) };
    const deps = { sql, mailer, staffEmail: "staff@example.in", visitorMailHourlyCap: 60 };
    const result = await submitContact(deps, form, {
      source: "test",
      ipHash: null,
      userAgent: null,
    });
    expect(result).toMatchObject({ kind: "stored", mailStatus: "failed" });
    const [row] = await rowsNamed(form.name);
    expect(row!.mail_status).toBe("failed");
  });
});

describe("spam protection", () => {
  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const sent = enquiry({ website: "http://spam.example" });
    const { status, body } = await post("/api/contact/enhanced-submit", { json: sent });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true });
    expect(await rowsNamed(sent.name)).toHaveLength(0);
    const mails = await readOutbox(OUTBOX);
    expect(mails.some((mail) => mail.text.includes(sent.name))).toBe(false);
  });

  it("refuses a sixth enquiry from one address in the window, not another address's", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/contact", { json: enquiry(), ip })).status).toBe(201);
    }
    const refused = enquiry();
    const { status, headers, body } = await post("/api/contact-form", { json: refused, ip });
    expect(status).toBe(429);
    expect(body.error.message).toBe(
      "Too many messages from your address. Please try again in a few minutes.",
    );
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsNamed(refused.name)).toHaveLength(0);
    expect((await post("/api/contact", { json: enquiry() })).status).toBe(201);
  });
});

describe("malformed requests", () => {
  it.each([
    ["malformed JSON", { body: "{not json", type: "application/json" }, 400],
    ["a form post missing fields", { body: "name=Asha", type: URLENCODED }, 400],
    ["a text body", { body: "name=Asha", type: "text/plain" }, 415],
    ["a huge body", { json: enquiry({ message: "x".repeat(20_000) }) }, 413],
    ["a JSON array", { json: [1, 2] }, 400],
  ])("refuses %s", async (_label, init, expected) => {
    const { status, body } = await post("/api/contact/enhanced-submit", init);
    expect(status).toBe(expected);
    expect(body).toMatchObject(errorShape);
  });

  it("answers 405 to GET", async () => {
    const response = await contact(new Request("http://localhost:8888/api/contact"), fakeContext());
    expect(response.status).toBe(405);
  });
});

describe("GET /api/contact-info", () => {
  it("lists the active entries in display order, in the spec's shape", async () => {
    const [inactive] = await sql<{ id: number }[]>`
      insert into contact_info (type, title, value, is_active, sort_order)
      values ('phone', 'Retired line', '+91-00000 00000', false, 0) returning id`;
    const response = await contactInfo(
      new Request("http://localhost:8888/api/contact-info"),
      fakeContext(),
    );
    expect(response.status).toBe(200);
    const entries = (await response.json()) as {
      id: number;
      sortOrder: number;
      isActive: boolean;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^(phone|email|address|social_media)$/),
      title: expect.any(String),
      value: expect.any(String),
      description: expect.toBeOneOf([expect.any(String), null]),
      icon: expect.toBeOneOf([expect.any(String), null]),
      isActive: true,
      sortOrder: expect.any(Number),
    });
    expect(entries.every((entry) => entry.isActive)).toBe(true);
    expect(entries.map((entry) => entry.id)).not.toContain(Number(inactive!.id));
    const orders = entries.map((entry) => entry.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await sql`delete from contact_info where id = ${inactive!.id}`;
  });
});

describe("200 enquiries at once", () => {
  it("stores each one and mails each one exactly once", async () => {
    const run = randomBytes(4).toString("hex");
    const sent = Array.from({ length: 200 }, (_, index) =>
      enquiry({ name: `Load ${run} ${String(index).padStart(3, "0")}` }),
    );
    const answers = await Promise.all(
      sent.map((body, index) => post(PATHS[index % PATHS.length]!, { json: body })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));

    const rows = await sql<{ name: string }[]>`
      select name from contact_submissions where name like ${`Load ${run} %`}`;
    expect(rows.map((row) => row.name).sort()).toEqual(sent.map((body) => body.name).sort());
    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(`Load ${run} `));
    const perName = new Map<string, number>();
    for (const body of sent) {
      perName.set(body.name, mails.filter((mail) => mail.text.includes(body.name)).length);
    }
    expect([...perName.values()].every((count) => count === 1)).toBe(true);
    expect(mails).toHaveLength(200);
  }, 120_000);
});
