// POST /api/test-email and /api/send-welcome-email: staff only, validated, mailed with both bodies.
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import email from "../../netlify/functions/email.mts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { SITE, signedInStaff } from "../support/staff.ts";

const sql = testSql();
const OUTBOX = join(process.env.DATA_DIR!, "outbox");
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(sql, "staff");
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(email, path, {
    method: "POST",
    headers: { origin: SITE, cookie: staff.cookie, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe("POST /api/test-email", () => {
  it("mails the address with a plain and an HTML body and answers success, message, timestamp", async () => {
    const to = unique("test");
    const { status, body } = await post("/api/test-email", { testEmail: to });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: `Test email sent to ${to}` });
    expect(Date.parse((body as { timestamp: string }).timestamp)).not.toBeNaN();
    const [mail] = (await readOutbox(OUTBOX)).filter((m) => m.to.includes(to));
    expect(mail?.text).toContain(staff.user.username);
    expect(mail?.html).toContain("<h1");
  });

  it.each([
    [{}, "Enter the address to send the test email to"],
    [{ testEmail: "" }, "Enter the address to send the test email to"],
    [{ testEmail: "not-an-address" }, "Please enter a valid email address"],
    [{ testEmail: 42 }, "Enter the address to send the test email to"],
  ])("refuses %j with a field message", async (input, message) => {
    const { status, body } = await post("/api/test-email", input);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { testEmail: message } } });
  });

  it("refuses malformed JSON with 400", async () => {
    const { status, body } = await post("/api/test-email", "{oops");
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
  });

  it("answers 401 without a session and sends nothing", async () => {
    const to = unique("nosession");
    const { status } = await post("/api/test-email", { testEmail: to }, { cookie: "" });
    expect(status).toBe(401);
    expect((await readOutbox(OUTBOX)).some((m) => m.to.includes(to))).toBe(false);
  });

  it("answers 403 from another origin", async () => {
    const { status } = await post(
      "/api/test-email",
      { testEmail: unique("origin") },
      { origin: "https://evil.example" },
    );
    expect(status).toBe(403);
  });

  it("answers 405 to GET", async () => {
    const { status } = await call(email, "/api/test-email");
    expect(status).toBe(405);
  });

  // The outbox made unwritable (a file where its folder goes) makes the mailer fail.
  it("answers a failed send with the spec's words and the mailer's details", async () => {
    const aside = `${OUTBOX}-aside`;
    await rename(OUTBOX, aside).catch(() => undefined);
    await writeFile(OUTBOX, "not a folder");
    try {
      const { status, body } = await post("/api/test-email", { testEmail: unique("failed") });
      expect(status).toBe(502);
      expect(body).toMatchObject({
        success: false,
        error: { code: "mail_failed", message: "Failed to send test email" },
      });
      expect(typeof (body as { details: unknown }).details).toBe("string");
      expect(Date.parse((body as { timestamp: string }).timestamp)).not.toBeNaN();
    } finally {
      await rm(OUTBOX, { force: true });
      await rename(aside, OUTBOX).catch(() => undefined);
    }
  });
});

describe("POST /api/send-welcome-email", () => {
  it("welcomes the new staff member by name, without any password", async () => {
    const to = unique("welcome");
    const { status, body } = await post("/api/send-welcome-email", {
      userData: { email: to, name: "Asha Verma", username: "asha" },
      timestamp: new Date().toISOString(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: `Welcome email sent to ${to}` });
    const [mail] = (await readOutbox(OUTBOX)).filter((m) => m.to.includes(to));
    expect(mail?.text).toContain("Hello Asha Verma");
    expect(mail?.text).toContain("Username: asha");
    expect(mail?.text).toContain(`${SITE}/admin`);
    expect(mail?.html).toContain("Asha Verma");
  });

  it.each([
    [{}, "userData"],
    [{ userData: {} }, "userData.email"],
    [{ userData: { email: "nope" } }, "userData.email"],
  ])("refuses %j", async (input, field) => {
    const { status, body } = await post("/api/send-welcome-email", input);
    expect(status).toBe(400);
    expect((body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty([
      field,
    ]);
  });

  it("answers 401 without a session", async () => {
    const { status } = await post(
      "/api/send-welcome-email",
      { userData: { email: unique("x") } },
      { cookie: "" },
    );
    expect(status).toBe(401);
  });
});
