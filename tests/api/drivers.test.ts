// The public driver API (document 3 §7.2), the download request with its purchase receipt and the
// download it earns (document 2 §5, §7, §8).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import drivers from "../../netlify/functions/drivers.mts";
import { signDownloadToken } from "../../src/server/drivers/download-token.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const OUTBOX = join(process.env.DATA_DIR!, "outbox");
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

// A fresh address per request, so the rate limit of one test never refuses another's.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

// JSON answers parse to whatever the handler sent; a file is only read through `bytes`.
const jsonOf = (text: string) =>
  text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null;

async function send(path: string, init: RequestInit = {}, ip = freshIp()) {
  const response = await drivers(
    new Request(`http://localhost:8888${path}`, init),
    fakeContext({}, ip),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = jsonOf(new TextDecoder().decode(bytes));
  return { status: response.status, headers: response.headers, body, bytes };
}

/** What send answers. */
type Answer = Awaited<ReturnType<typeof send>>;

interface SeededDriver {
  id: number;
  name: string;
  file_name: string;
  file_path: string;
}

let zdesigner: SeededDriver;
let scannerSdk: SeededDriver;

beforeAll(async () => {
  const rows = await sql<SeededDriver[]>`
    select id::int as id, name, file_name, file_path from drivers order by id`;
  zdesigner = rows.find((row) => row.name === "ZDesigner Printer Driver for Windows")!;
  scannerSdk = rows.find((row) => row.name === "Zebra Scanner SDK for Linux")!;
  // The seed ran in another process with its own DATA_DIR: put the files where these tests read.
  for (const row of [zdesigner, scannerSdk]) {
    const bytes = await readFile(join("scripts/seed-data/driver-files", row.file_name));
    await serverStorage().put(
      "private",
      row.file_path,
      new Uint8Array(bytes),
      "application/octet-stream",
    );
  }
});

function requestForm(overrides: Record<string, string | Blob | null> = {}): FormData {
  const token = randomBytes(6).toString("hex");
  const values: Record<string, string | Blob | null> = {
    driverId: String(zdesigner.id),
    driverName: zdesigner.name,
    fullName: `Ravi <b>Kumar</b> ${token}`,
    companyName: "Kumar Logistics Pvt Ltd",
    address: "Plot 7, Sector 18\nGurugram, Haryana",
    mobileNumber: "+91-9811045678",
    purpose: "Installing the printer on a new packing-station PC",
    email: "ravi@example.in",
    receipt: new File([MINIMAL_PDF], "invoice march.pdf", { type: "application/pdf" }),
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== null) form.append(name, value);
  }
  return form;
}

// The form as a browser sends it: encoded bytes with a boundary. (Cancelling undici's own FormData
// stream half-way, as the 413 check does, trips an undici bug that a network body never meets.)
async function postRequest(form: FormData, ip?: string): Promise<Answer> {
  const encoded = new Response(form);
  const headers = { "content-type": encoded.headers.get("content-type")! };
  const body = await encoded.arrayBuffer();
  return send("/api/drivers/download-request", { method: "POST", headers, body }, ip);
}

const requestsBy = (fullName: string) =>
  sql`select * from driver_download_requests where full_name = ${fullName}`;

describe("GET /api/drivers", () => {
  it("lists every driver in the spec's shape, newest release first", async () => {
    const { status, body, headers } = await send("/api/drivers");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(body).toHaveLength(6);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: "Zebra StageNow Client for Android",
      version: "13.4",
      category: "mobile",
      operatingSystem: "android",
      fileSize: "1.1 KB",
      description: expect.any(String),
      downloadUrl: `/api/drivers/${body[0].id}/download`,
      releaseDate: "2025-03-03",
      compatibility: expect.stringContaining("TC21"),
      fileName: "zebra-stagenow-android-13.4.txt",
    });
    const dates = body.map((driver: { releaseDate: string }) => driver.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(JSON.stringify(body)).not.toContain("file_path");
  });

  it.each([
    [
      "?category=printer",
      ["TSC Printer Driver for macOS (CUPS)", "ZDesigner Printer Driver for Windows"],
    ],
    [
      "?os=windows",
      ["Zebra 123Scan Configuration Utility", "ZDesigner Printer Driver for Windows"],
    ],
    ["?category=utility&os=ios", ["Zebra Printer Setup Utility for iOS"]],
    ["?category=all&os=all", null],
    ["?category=Scanner", ["Zebra Scanner SDK for Linux"]],
    ["?category=mobile&os=windows", []],
  ])("filters %s", async (query, names) => {
    const { status, body } = await send(`/api/drivers${query}`);
    expect(status).toBe(200);
    const found = body.map((driver: { name: string }) => driver.name).sort();
    if (names === null) expect(found).toHaveLength(6);
    else expect(found).toEqual([...names].sort());
  });

  it.each([
    ["?category=printers", "category must be one of all, printer, scanner, mobile, utility"],
    ["?category=", "category must be one of all, printer, scanner, mobile, utility"],
    ["?os=win95", "os must be one of all, windows, macos, linux, android, ios"],
  ])("refuses %s with 400", async (query, message) => {
    const { status, body } = await send(`/api/drivers${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.message).toBe(message);
  });
});

describe("GET /api/drivers/{id}", () => {
  it("answers one driver", async () => {
    const { status, body } = await send(`/api/drivers/${zdesigner.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: zdesigner.id, name: zdesigner.name, category: "printer" });
  });

  it.each([
    ["abc", 400, "Driver id must be a whole number of 1 or more"],
    ["0", 400, "Driver id must be a whole number of 1 or more"],
    ["-3", 400, "Driver id must be a whole number of 1 or more"],
    ["999999", 404, "Driver not found"],
  ])("answers %s with %i", async (id, expected, message) => {
    const { status, body } = await send(`/api/drivers/${id}`);
    expect(status).toBe(expected);
    expect(body.error.message).toBe(message);
  });
});

describe("POST /api/drivers/download-request", () => {
  it("stores the request and receipt privately, mails staff and the visitor, grants a download", async () => {
    // An address of its own: each address gets one visitor mail a day.
    const email = `ravi.${randomBytes(5).toString("hex")}@example.in`;
    const form = requestForm({ email });
    const fullName = form.get("fullName") as string;
    const { status, body } = await postRequest(form);
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: "Download request submitted successfully! Check your email for confirmation.",
      requestId: expect.any(String),
      downloadUrl: expect.stringMatching(
        new RegExp(`^/api/drivers/${zdesigner.id}/download\\?token=`),
      ),
      expiresAt: expect.any(String),
    });
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const [row] = await requestsBy(fullName);
    expect(row).toMatchObject({
      id: body.requestId,
      driver_id: String(zdesigner.id),
      driver_name: zdesigner.name,
      company_name: "Kumar Logistics Pvt Ltd",
      mobile_number: "+91-9811045678",
      email,
      receipt_type: "application/pdf",
      receipt_size: String(MINIMAL_PDF.length),
    });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.receipt_path).toMatch(
      /^driver-receipts\/\d{4}\/\d{2}\/[0-9a-f-]{36}-invoice-march\.pdf$/,
    );
    const stored = await serverStorage().get("private", row!.receipt_path);
    expect(new TextDecoder().decode(stored!.bytes)).toBe(MINIMAL_PDF);

    const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(fullName));
    const staff = mails.find((mail) => mail.to.includes("sales@shreebarcodesystems.in"))!;
    expect(staff.subject).toContain(zdesigner.name);
    expect(staff.replyTo).toBe(email);
    expect(staff.text).toContain("Installing the printer on a new packing-station PC");
    expect(staff.text).toContain(row!.receipt_path);
    expect(staff.html).toContain("Ravi &lt;b&gt;Kumar&lt;/b&gt;");
    expect(staff.html).not.toContain("<b>Kumar</b>");
    const [visitor] = (await readOutbox(OUTBOX)).filter((mail) => mail.to.includes(email));
    expect(visitor!.text).toContain(zdesigner.name);
    expect(visitor!.text).toContain(body.requestId);
    expect(visitor!.html).toContain("<!DOCTYPE html>");

    const file = await send(body.downloadUrl);
    expect(file.status).toBe(200);
    const seedBytes = await readFile(join("scripts/seed-data/driver-files", zdesigner.file_name));
    expect(Buffer.from(file.bytes).equals(seedBytes)).toBe(true);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${zdesigner.file_name}"`,
    );
    expect(file.headers.get("cache-control")).toContain("no-store");
  });

  it.each([
    ["a JPEG photo", [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46], "receipt.jpeg", "image/jpeg"],
    ["a PNG scan", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], "scan.png", "image/png"],
  ])("accepts %s", async (_label, bytes, name, type) => {
    const form = requestForm({ receipt: new File([Uint8Array.from(bytes)], name) });
    const { status } = await postRequest(form);
    expect(status).toBe(201);
    const [row] = await requestsBy(form.get("fullName") as string);
    expect(row!.receipt_type).toBe(type);
  });

  it("lists every missing field with the spec's messages and stores nothing", async () => {
    const before = await sql`select count(*)::int as n from driver_download_requests`;
    const form = new FormData();
    form.append("driverId", String(zdesigner.id));
    const { status, body } = await postRequest(form);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields).toEqual({
      fullName: "Full name is required",
      companyName: "Company name is required",
      address: "Address is required",
      mobileNumber: "Mobile number is required",
      purpose: "Purpose is required",
      email: "Email is required",
      receipt: "Purchase receipt/document is required",
    });
    const after = await sql`select count(*)::int as n from driver_download_requests`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each([
    ["fullName", "   ", "Full name is required"],
    ["email", "ravi@", "Email is invalid"],
    ["driverId", "printer", "Choose a driver to download"],
    ["purpose", "x".repeat(2001), "Please keep this under 2000 characters"],
  ])("%s = %j → 400 %j", async (field, value, message) => {
    const form = requestForm({ [field]: value });
    const { status, body } = await postRequest(form);
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ [field]: message });
    expect(await requestsBy(form.get("fullName") as string)).toHaveLength(0);
  });

  // The attack: both addresses passed, and the confirmation went to both.
  it.each(["attacker,victim@example.com", '"evil"<x@evil.example>', "a@example.in; b@example.in"])(
    "refuses the address list %j: 400, nothing stored, no mail sent",
    async (email) => {
      const form = requestForm({ email });
      const fullName = form.get("fullName") as string;
      const { status, body } = await postRequest(form);
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ email: "Email is invalid" });
      expect(await requestsBy(fullName)).toHaveLength(0);
      const mails = (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(fullName));
      expect(mails).toEqual([]);
    },
  );

  it("refuses an 11 MB receipt with 413 and a clear message", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const form = requestForm({ receipt: new File([big], "receipt.pdf") });
    const { status, body } = await postRequest(form);
    expect(status).toBe(413);
    expect(body).toMatchObject(errorShape);
    expect(body.error.message).toBe("The receipt must be 10MB or smaller");
    expect(body.error.fields).toEqual({ receipt: "The receipt must be 10MB or smaller" });
    expect(await requestsBy(form.get("fullName") as string)).toHaveLength(0);
  });

  it.each([
    ["a Windows program renamed .pdf", [0x4d, 0x5a, 0x90, 0x00, 0x03], "invoice.pdf"],
    ["a Linux program renamed .pdf", [0x7f, 0x45, 0x4c, 0x46, 0x02], "invoice.pdf"],
    [
      "a shell script renamed .docx",
      [...new TextEncoder().encode("#!/bin/sh\nrm -rf /\n")],
      "bill.docx",
    ],
    ["a plain zip named .docx", [0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0], "bill.docx"],
    ["a text file named .png", [...new TextEncoder().encode("just some text")], "scan.png"],
  ])("refuses %s with 415 and stores nothing", async (_label, bytes, name) => {
    const form = requestForm({
      receipt: new File([Uint8Array.from(bytes)], name, { type: "application/pdf" }),
    });
    const { status, body } = await postRequest(form);
    expect(status).toBe(415);
    expect(body.error.message).toBe("The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file");
    expect(await requestsBy(form.get("fullName") as string)).toHaveLength(0);
  });

  it("answers 404 for a driver that does not exist", async () => {
    const form = requestForm({ driverId: "999999" });
    const { status, body } = await postRequest(form);
    expect(status).toBe(404);
    expect(body.error.message).toBe("Driver not found");
    expect(await requestsBy(form.get("fullName") as string)).toHaveLength(0);
  });

  it.each([
    ["JSON", { body: "{}", headers: { "content-type": "application/json" } }, 415],
    [
      "a broken multipart body",
      { body: "--x\r\nnot a part", headers: { "content-type": "multipart/form-data; boundary=x" } },
      400,
    ],
  ])("refuses %s", async (_label, init, expected) => {
    const { status, body } = await send("/api/drivers/download-request", {
      method: "POST",
      ...init,
    });
    expect(status).toBe(expected);
    expect(body).toMatchObject(errorShape);
  });

  it("answers a filled honeypot like a success but stores, mails and grants nothing", async () => {
    const form = requestForm({ website: "http://spam.example" });
    const fullName = form.get("fullName") as string;
    const { status, body } = await postRequest(form);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Download request submitted successfully! Check your email for confirmation.",
    });
    expect(await requestsBy(fullName)).toHaveLength(0);
    expect((await readOutbox(OUTBOX)).some((mail) => mail.text.includes(fullName))).toBe(false);
  });

  it("refuses the eleventh request from one address in the window, not another address's", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await postRequest(requestForm(), ip)).status).toBe(201);
    const refused = requestForm();
    const { status, headers, body } = await postRequest(refused, ip);
    expect(status).toBe(429);
    expect(body.error.message).toBe(
      "Too many download requests from your address. Please try again in a few minutes.",
    );
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await requestsBy(refused.get("fullName") as string)).toHaveLength(0);
    expect((await postRequest(requestForm())).status).toBe(201);
  });
});

describe("GET /api/drivers/{id}/download", () => {
  const FORBIDDEN =
    "This download link is not valid or has expired. Please submit the download request again.";
  const tokenFor = (driverId: number, now = Date.now()) =>
    signDownloadToken(signingSecret(), driverId, "test-request", now).token;
  const downloadOf = (driverId: number, token?: string) =>
    send(
      `/api/drivers/${driverId}/download${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`,
    );

  it("serves the file for a valid token", async () => {
    const { status, bytes } = await downloadOf(scannerSdk.id, tokenFor(scannerSdk.id));
    expect(status).toBe(200);
    const seedBytes = await readFile(join("scripts/seed-data/driver-files", scannerSdk.file_name));
    expect(Buffer.from(bytes).equals(seedBytes)).toBe(true);
  });

  it.each([
    ["no token", () => undefined],
    ["an empty token", () => ""],
    ["a token of another driver", () => tokenFor(scannerSdk.id)],
    ["an expired token", () => tokenFor(zdesigner.id, Date.now() - 16 * 60 * 1000)],
    [
      "a token signed with another secret",
      () => signDownloadToken("x".repeat(40), zdesigner.id, "r").token,
    ],
    [
      "a token whose claim was edited",
      () => {
        const [, mac] = tokenFor(scannerSdk.id).split(".");
        const claim = { driver: zdesigner.id, request: "test-request", exp: 9_999_999_999 };
        return `${Buffer.from(JSON.stringify(claim)).toString("base64url")}.${mac}`;
      },
    ],
    ["garbage", () => "not-a-token"],
  ])("refuses %s with 403", async (_label, token) => {
    const { status, body } = await downloadOf(zdesigner.id, token());
    expect(status).toBe(403);
    expect(body).toMatchObject(errorShape);
    expect(body.error.message).toBe(FORBIDDEN);
  });

  it("answers 404 when the driver is gone, 400 for a malformed id", async () => {
    expect((await downloadOf(999999, tokenFor(999999))).status).toBe(404);
    expect((await send("/api/drivers/abc/download?token=x")).status).toBe(400);
  });

  it("answers the local dev server's .html and /index.htm retries like the original path", async () => {
    const { status, body } = await send(`/api/drivers/${zdesigner.id}/download/index.htm?token=x`);
    expect(status).toBe(403);
    expect(body.error.message).toBe(FORBIDDEN);
    expect((await send(`/api/drivers/${zdesigner.id}.html`)).body.name).toBe(zdesigner.name);
  });

  it("answers 405 to a POST", async () => {
    const { status } = await send(`/api/drivers/${zdesigner.id}/download`, { method: "POST" });
    expect(status).toBe(405);
  });
});
