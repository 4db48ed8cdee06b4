// /api/admin/enquiries* (issue "Leads"): the inbox of contact messages, quote requests and driver
// download requests: list, filters and pagination, one enquiry, status and assignee with the 409
// rule, notes, the export (CSV and Excel, formula-safe), the dashboard's figures and the admin's
// retention purge. A private database, so counts and purges see only this file's enquiries.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import admin from "../../netlify/functions/admin.mts";
import quotes from "../../netlify/functions/quotes.mts";
import storageFunction from "../../netlify/functions/storage.mts";
import { enquiryMessages } from "../../src/lib/enquiries/enquiries-schemas.ts";
import { createStaffUser, type StaffUser } from "../../src/server/auth/staff-users.ts";
import { insertContactSubmission } from "../../src/server/contact/submissions.ts";
import { requestDriverDownload } from "../../src/server/drivers/request-download.ts";
import { EXPORT_COLUMNS } from "../../src/server/enquiries/enquiry-export.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import { call, errorShape, fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { PDF, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
const token = randomBytes(4).toString("hex");
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let staff: Staff;
let adminUser: Staff;
let colleague: StaffUser;
let leaver: StaffUser;
let products: { slug: string; name: string }[] = [];
// The fixtures' inbox ids: a contact message, two quote requests, a driver request.
const id = { contact: 0, quote: 0, spamQuote: 0, driver: 0 };
let receiptPath = "";

const enquiryOf = async (column: string, submissionId: string) => {
  const [row] = await db()<{ id: number }[]>`
    select id::int as id from enquiries where ${db()(column)} = ${submissionId}`;
  return row!.id;
};

async function sendQuote(json: Record<string, unknown>): Promise<string> {
  const response = await quotes(
    new Request(`${SITE}/api/quotes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    }),
    fakeContext({}, `10.9.${randomBytes(2).join(".")}`),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const quoteBody = (name: string, city: string, items: { slug: string; quantity: number }[]) => ({
  items,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}.${token}@example.in`,
  mobile: "+91-9811045678",
  city,
});

async function driverRequest(): Promise<string> {
  const [driver] = await db()<{ id: number }[]>`
    insert into drivers (name, version, category, operating_system, description)
    values ('ZDesigner ZT400', '5.1.17', 'printer', 'windows', 'Printer driver')
    returning id::int as id`;
  const deps = {
    sql: db(),
    storage: serverStorage(),
    mailer: serverMailer(),
    staffEmail: "sales@shreebarcodesystems.in",
    signingSecret: signingSecret(),
    visitorMailHourlyCap: 60,
  };
  const request = {
    driverId: driver!.id,
    fullName: `Kiran Rao ${token}`,
    companyName: "Rao Traders",
    address: "12 MG Road, Bengaluru 560001",
    mobileNumber: "+91-9900011122",
    purpose: "New ZT411 at our warehouse",
    email: `kiran.${token}@example.in`,
    sourcePage: "/drivers?category=printer",
  };
  const result = await requestDriverDownload(deps, request, new File([PDF], "bill.pdf"), null);
  if (result.kind !== "granted") throw new Error("driver request refused");
  return result.requestId;
}

beforeAll(async () => {
  staff = await signedInStaff(db(), "staff");
  adminUser = await signedInStaff(db(), "admin");
  colleague = (await createStaffUser(db(), {
    username: `ravi-${token}`,
    password: "a-long-password-1",
    role: "staff",
    displayName: "Ravi Sharma",
  }))!;
  leaver = (await createStaffUser(db(), {
    username: `left-${token}`,
    password: "a-long-password-2",
    role: "staff",
  }))!;
  await db()`update staff_users set is_active = false where id = ${leaver.id}`;
  products =
    await db()`select slug, name from products where status = 'active' order by id limit 2`;
  const [p0, p1] = products;

  // Oldest first: a contact message on 1 March (23:59:59 in India), a driver request on 2 March.
  const contactId = await insertContactSubmission(
    db(),
    {
      name: `Meera Iyer ${token}`,
      email: `meera.${token}@example.in`,
      mobile: "+91-9811000000",
      location: "Mumbai, Maharashtra",
      company: "",
      productService: "Scanners",
      message: "Please call me about scanners.",
      cookieConsent: false,
    },
    { source: "contact", ipHash: null, userAgent: null },
  );
  id.contact = await enquiryOf("contact_submission_id", contactId);
  const driverId = await driverRequest();
  id.driver = await enquiryOf("driver_download_request_id", driverId);
  const [receipt] = await db()<{ path: string }[]>`
    select receipt_path as path from driver_download_requests where id = ${driverId}`;
  receiptPath = receipt!.path;
  await db()`update enquiries set received_at = '2026-03-01T18:29:59Z' where id = ${id.contact}`;
  await db()`update enquiries set received_at = '2026-03-01T18:30:00Z' where id = ${id.driver}`;

  // Two quote requests now; the first one's company and message look like formulas.
  const first = quoteBody(`Asha Verma ${token}`, "Pune", [
    { slug: p0!.slug, quantity: 3 },
    { slug: p1!.slug, quantity: 1 },
  ]);
  const quoteId = await sendQuote({
    ...first,
    company: "+1+cmd|' /C calc'!A0",
    message: '=HYPERLINK("http://evil.example","Click")',
    gstin: "27AAPFU0939F1ZV",
    sourcePage: "/quote",
  });
  id.quote = await enquiryOf("quote_request_id", quoteId);
  const second = quoteBody(`Vikram Sethi ${token}`, "Delhi", [{ slug: p0!.slug, quantity: 5 }]);
  id.spamQuote = await enquiryOf("quote_request_id", await sendQuote(second));

  // A job application this week: it counts on the dashboard, not in the inbox.
  await db()`
    insert into job_applications
      (first_name, last_name, email, phone, location, experience, education, cover_letter)
    values ('Nisha', 'Rao', 'nisha@example.in', '+91-9811045678', 'Pune', '1-3', 'B.Sc.', 'Hello')`;
}, 60_000);

const as = (who: Staff | undefined) => who?.cookie;
const get = (path: string, who: Staff | undefined = staff) =>
  send(admin, path, { cookie: as(who) });
const patch = (path: string, json: unknown, who: Staff | undefined = staff) =>
  send(admin, path, { method: "PATCH", cookie: as(who), json });
const post = (path: string, json: unknown, who: Staff | undefined = staff) =>
  send(admin, path, { method: "POST", cookie: as(who), json });
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe("the guard", () => {
  it.each([
    ["GET", "/api/admin/enquiries"],
    ["GET", "/api/admin/enquiries/export?format=csv"],
    ["GET", "/api/admin/enquiries/stats"],
    ["GET", "/api/admin/enquiries/assignees"],
    ["GET", "/api/admin/enquiries/quote/1"],
    ["PATCH", "/api/admin/enquiries/quote/1"],
    ["POST", "/api/admin/enquiries/quote/1/notes"],
    ["POST", "/api/admin/enquiries/purge"],
  ])("%s %s is 401 without a session", async (method, path) => {
    const { status, body } = await send(admin, path, {
      method,
      json: method === "GET" ? undefined : {},
    });
    expect(status).toBe(401);
    expect(body).toMatchObject(errorShape);
  });

  it.each([
    ["PATCH", "/api/admin/enquiries/quote/1"],
    ["POST", "/api/admin/enquiries/quote/1/notes"],
    ["POST", "/api/admin/enquiries/purge"],
  ])("%s %s is 403 from another site, signed in", async (method, path) => {
    const { status, body } = await send(admin, path, {
      method,
      cookie: adminUser.cookie,
      origin: "https://evil.example",
      json: {},
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden_origin");
  });
});

describe("GET /api/admin/enquiries", () => {
  it("lists every kind, newest first, with the summary's fields", async () => {
    const { status, headers, body } = await get("/api/admin/enquiries");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 4, retentionDays: 730 });
    expect(ids(body)).toEqual([id.spamQuote, id.quote, id.driver, id.contact]);
    const quote = body.items[1];
    expect(quote).toEqual({
      type: "quote",
      id: id.quote,
      name: `Asha Verma ${token}`,
      company: "+1+cmd|' /C calc'!A0",
      email: `asha.${token}@example.in`,
      city: "Pune",
      products: [
        { name: products[0]!.name, slug: products[0]!.slug, quantity: 3 },
        { name: products[1]!.name, slug: products[1]!.slug, quantity: 1 },
      ],
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: "new",
      assignee: null,
    });
    expect(body.items[2]).toMatchObject({
      type: "driver",
      city: null,
      company: "Rao Traders",
      products: [{ name: "ZDesigner ZT400", slug: null, quantity: null }],
      receivedAt: "2026-03-01T18:30:00.000Z",
    });
    expect(body.items[3]).toMatchObject({
      type: "contact",
      city: "Mumbai, Maharashtra",
      products: [],
    });
  });

  it("pages: pageSize from 1 to 100, page from 1; a page past the end is empty", async () => {
    const first = await get("/api/admin/enquiries?pageSize=3");
    expect(ids(first.body)).toEqual([id.spamQuote, id.quote, id.driver]);
    const second = await get("/api/admin/enquiries?pageSize=3&page=2");
    expect(ids(second.body)).toEqual([id.contact]);
    expect(second.body).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    const past = await get("/api/admin/enquiries?pageSize=3&page=9");
    expect(past.body).toMatchObject({ items: [], total: 4 });
    expect((await get("/api/admin/enquiries?pageSize=100")).status).toBe(200);
    expect((await get("/api/admin/enquiries?pageSize=1")).body.items).toHaveLength(1);
  });

  it.each([
    ["pageSize=0", "pageSize", enquiryMessages.pageSize],
    ["pageSize=101", "pageSize", enquiryMessages.pageSize],
    ["pageSize=ten", "pageSize", enquiryMessages.pageSize],
    ["page=0", "page", enquiryMessages.page],
    ["page=-1", "page", enquiryMessages.page],
    ["type=application", "type", enquiryMessages.type],
    ["status=open", "status", enquiryMessages.status],
    ["from=2026-13-01", "from", enquiryMessages.date],
    ["to=1.3.2026", "to", enquiryMessages.date],
    ["from=2026-03-02&to=2026-03-01", "to", enquiryMessages.dateOrder],
    [`q=${"x".repeat(101)}`, "q", enquiryMessages.search],
  ])("refuses ?%s with 400", async (query, field, message) => {
    const { status, body } = await get(`/api/admin/enquiries?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields[field]).toBe(message);
  });

  it.each([
    ["type=quote", () => [id.spamQuote, id.quote]],
    ["type=driver", () => [id.driver]],
    ["type=contact", () => [id.contact]],
    ["status=new", () => [id.spamQuote, id.quote, id.driver, id.contact]],
    ["status=won", () => []],
    // India's days: 18:29:59Z is 1 March 23:59:59, 18:30:00Z is 2 March 00:00.
    ["to=2026-03-01", () => [id.contact]],
    ["from=2026-03-02&to=2026-03-02", () => [id.driver]],
    ["from=2026-03-01&to=2026-03-02", () => [id.driver, id.contact]],
    ["from=2026-03-03", () => [id.spamQuote, id.quote]],
    ["city=pune", () => [id.quote]],
    ["city=MUMBAI", () => [id.contact]],
    ["city=Bengaluru", () => [id.driver]],
    ["q=asha", () => [id.quote]],
    ["q=kiran.", () => [id.driver]],
    ["q=27AAPFU0939F1ZV", () => [id.quote]],
    ["q=call me about", () => [id.contact]],
    ["q=%25", () => []],
    ["q=_", () => []],
    ["type=quote&city=delhi", () => [id.spamQuote]],
  ])("filters ?%s", async (query, expected) => {
    const { status, body } = await get(`/api/admin/enquiries?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected());
    expect(body.total).toBe(expected().length);
  });

  it("finds a quote request by a product it names", async () => {
    const { body } = await get(`/api/admin/enquiries?q=${products[1]!.slug}`);
    expect(ids(body)).toEqual([id.quote]);
  });
});

describe("GET /api/admin/enquiries/:type/:id", () => {
  it("shows a quote request: fields, products with their pages, no receipt", async () => {
    const { status, body } = await get(`/api/admin/enquiries/quote/${id.quote}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: "quote",
      id: id.quote,
      mobile: "+91-9811045678",
      message: '=HYPERLINK("http://evil.example","Click")',
      gstin: "27AAPFU0939F1ZV",
      receiptUrl: null,
      notes: [],
      history: [],
      version: 1,
      updatedAt: expect.any(String),
    });
    expect(body.products[0]).toEqual({
      name: products[0]!.name,
      slug: products[0]!.slug,
      quantity: 3,
      model: expect.anything(),
      note: null,
      productUrl: `/${products[0]!.slug}`,
    });
    expect(body.fields).toMatchObject({
      "Full Name": `Asha Verma ${token}`,
      City: "Pune",
      GSTIN: "27AAPFU0939F1ZV",
      "Cookie consent": "No",
      "Staff mail": "sent",
    });
  });

  it("shows a driver request with a five-minute link that serves its receipt", async () => {
    const { body } = await get(`/api/admin/enquiries/driver/${id.driver}`);
    expect(body.products).toEqual([
      {
        name: "ZDesigner ZT400",
        slug: null,
        quantity: null,
        model: null,
        note: null,
        productUrl: "/drivers",
      },
    ]);
    expect(body.fields).toMatchObject({
      Driver: "ZDesigner ZT400",
      Address: "12 MG Road, Bengaluru 560001",
    });
    const link = new URL(body.receiptUrl);
    const file = await call(storageFunction, `${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(file.body).toContain("%PDF-1.4");
    // Saved, never opened in the admin's tab.
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[\w.-]+\.pdf"$/,
    );
  });

  it("shows a contact message with its Product / Service among the fields", async () => {
    const { body } = await get(`/api/admin/enquiries/contact/${id.contact}`);
    expect(body).toMatchObject({ products: [], receiptUrl: null, gstin: null });
    expect(body.fields["Product / Service"]).toBe("Scanners");
  });

  it.each([
    ["an unknown id", () => "/api/admin/enquiries/contact/999999", 404],
    ["the id of another type", () => `/api/admin/enquiries/quote/${id.contact}`, 404],
    ["an unknown type", () => "/api/admin/enquiries/job/1", 400],
    ["an id that is not a number", () => "/api/admin/enquiries/quote/abc", 400],
  ])("answers %s with %i", async (_case, path, expected) => {
    const { status, body } = await get(path());
    expect(status).toBe(expected);
    expect(body).toMatchObject(errorShape);
  });
});

describe("GET /api/admin/enquiries/stats", () => {
  // Monday of this week in India, as YYYY-MM-DD.
  const thisMonday = () => {
    const india = new Date(Date.now() + 5.5 * 3600 * 1000);
    const back = (india.getUTCDay() + 6) % 7;
    return new Date(
      Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() - back),
    )
      .toISOString()
      .slice(0, 10);
  };

  it("counts new this week, open by status, 12 weeks by type and the top products", async () => {
    const { status, body } = await get("/api/admin/enquiries/stats");
    expect(status).toBe(200);
    expect(body.newThisWeek).toBe(2);
    expect(body.openByStatus).toEqual({ new: 4, contacted: 0, quoted: 0 });
    expect(body.perWeek).toHaveLength(12);
    const starts = body.perWeek.map((week: { weekStart: string }) => week.weekStart);
    expect(starts.at(-1)).toBe(thisMonday());
    for (const [index, start] of starts.entries()) {
      expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) expect(Date.parse(start) - Date.parse(starts[index - 1])).toBe(7 * 86_400_000);
    }
    expect(body.perWeek.at(-1)).toEqual({
      weekStart: thisMonday(),
      contact: 0,
      quote: 2,
      driver: 0,
      application: 1,
    });
    // The March enquiries are older than the 12 weeks.
    const earlier = body.perWeek.slice(0, -1);
    expect(
      earlier.every((week: Record<string, unknown>) =>
        Object.values(week)
          .slice(1)
          .every((n) => n === 0),
      ),
    ).toBe(true);
    expect(body.topProducts).toEqual([
      { name: products[0]!.name, slug: products[0]!.slug, count: 2 },
      { name: products[1]!.name, slug: products[1]!.slug, count: 1 },
    ]);
  });
});

describe("PATCH /api/admin/enquiries/:type/:id", () => {
  const path = () => `/api/admin/enquiries/quote/${id.quote}`;

  it("changes the status, adds one to the version and writes the history", async () => {
    const { status, body } = await patch(path(), { version: 1, status: "contacted" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "contacted", version: 2 });
    expect(body.history[0]).toMatchObject({
      action: "update",
      actor: staff.user.username,
      changes: { status: { from: "new", to: "contacted" } },
    });
    const filtered = await get("/api/admin/enquiries?status=contacted");
    expect(ids(filtered.body)).toEqual([id.quote]);
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const { status, body } = await patch(path(), { version: 1, status: "won" });
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "conflict", message: enquiryMessages.conflict });
    expect((await get(path())).body).toMatchObject({ status: "contacted", version: 2 });
  });

  it("assigns a member of staff and unassigns", async () => {
    const assigned = await patch(path(), { version: 2, assigneeId: colleague.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      version: 3,
      assignee: { id: colleague.id, name: "Ravi Sharma" },
    });
    const list = await get("/api/admin/enquiries?type=quote&city=pune");
    expect(list.body.items[0].assignee).toEqual({ id: colleague.id, name: "Ravi Sharma" });
    const cleared = await patch(path(), { version: 3, assigneeId: null });
    expect(cleared.body).toMatchObject({ version: 4, assignee: null });
  });

  it.each([
    [
      "an unknown status",
      () => ({ version: 4, status: "closed" }),
      "status",
      enquiryMessages.status,
    ],
    [
      "an account that left",
      () => ({ version: 4, assigneeId: leaver.id }),
      "assigneeId",
      enquiryMessages.assignee,
    ],
    [
      "no such account",
      () => ({ version: 4, assigneeId: 999_999 }),
      "assigneeId",
      enquiryMessages.assignee,
    ],
    ["no version", () => ({ status: "won" }), "version", enquiryMessages.version],
    ["nothing to change", () => ({ version: 4 }), "status", enquiryMessages.nothingToChange],
  ])("refuses %s with 400", async (_case, json, field, message) => {
    const { status, body } = await patch(path(), json());
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
    expect((await get(path())).body.version).toBe(4);
  });

  it("answers 404 for an enquiry of another type, and 415 for a body that is not JSON", async () => {
    expect(
      (await patch(`/api/admin/enquiries/driver/${id.quote}`, { version: 4, status: "won" }))
        .status,
    ).toBe(404);
    const form = new FormData();
    form.set("version", "4");
    const { status } = await send(admin, path(), { method: "PATCH", cookie: staff.cookie, form });
    expect(status).toBe(415);
  });

  it("lets staff mark the other quote as spam", async () => {
    const { status, body } = await patch(`/api/admin/enquiries/quote/${id.spamQuote}`, {
      version: 1,
      status: "spam",
    });
    expect(status).toBe(200);
    expect(body.status).toBe("spam");
  });

  it("leaves spam out of the dashboard's figures", async () => {
    const { body } = await get("/api/admin/enquiries/stats");
    expect(body.newThisWeek).toBe(1);
    expect(body.perWeek.at(-1)).toMatchObject({ quote: 1 });
    expect(body.topProducts).toHaveLength(2);
    expect(body.topProducts).toContainEqual({
      name: products[0]!.name,
      slug: products[0]!.slug,
      count: 1,
    });
  });
});

describe("POST /api/admin/enquiries/:type/:id/notes", () => {
  const path = () => `/api/admin/enquiries/quote/${id.quote}/notes`;

  it("adds a note with its author and time, shown in the enquiry and its history", async () => {
    const { status, body } = await post(path(), { body: "  Called; sending prices today.  " });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      body: "Called; sending prices today.",
      author: { id: staff.user.id, name: staff.user.username },
      createdAt: expect.any(String),
    });
    const detail = (await get(`/api/admin/enquiries/quote/${id.quote}`)).body;
    expect(detail.notes).toEqual([body]);
    expect(detail.history[0]).toMatchObject({
      action: "update",
      changes: { note: { from: null, to: "Called; sending prices today." } },
    });
    expect(detail.version).toBe(4);
  });

  it.each([
    ["an empty note", { body: "   " }],
    ["a note over 2000 characters", { body: "x".repeat(2001) }],
    ["no body", {}],
  ])("refuses %s with 400", async (_case, json) => {
    const { status, body } = await post(path(), json);
    expect(status).toBe(400);
    expect(body.error.fields.body).toBe(enquiryMessages.note);
  });

  it("answers 404 for an unknown enquiry", async () => {
    const { status } = await post("/api/admin/enquiries/contact/999999/notes", { body: "Hello" });
    expect(status).toBe(404);
  });
});

describe("GET /api/admin/enquiries/assignees", () => {
  it("names the active members of staff only", async () => {
    const { body } = await get("/api/admin/enquiries/assignees");
    expect(body.assignees).toContainEqual({ id: colleague.id, name: "Ravi Sharma" });
    expect(body.assignees.map((a: { id: number }) => a.id)).not.toContain(leaver.id);
  });
});

// RFC 4180 as toCsv writes it: quoted cells may hold commas, quotes and line breaks.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("GET /api/admin/enquiries/export", () => {
  const download = async (query: string) => {
    const response = await admin(
      new Request(`${SITE}/api/admin/enquiries/export?${query}`, {
        headers: { cookie: staff.cookie },
      }),
      fakeContext(),
    );
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const today = () => new Date().toISOString().slice(0, 10);

  it("writes the filtered list as CSV, every formula-like cell kept as text", async () => {
    const { response, bytes } = await download("format=csv&type=quote");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="enquiries_export_${today()}.csv"`,
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    const asha = rows.find((row) => row[3] === `Asha Verma ${token}`)!;
    expect(asha[0]).toBe("Quote request");
    expect(asha[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(asha[2]).toBe("Contacted");
    expect(asha[4]).toBe("'+1+cmd|' /C calc'!A0");
    expect(asha[7]).toBe("Pune");
    expect(asha[8]).toBe(`3 × ${products[0]!.name}; 1 × ${products[1]!.name}`);
    expect(asha[10]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it("writes Excel that the xlsx package reads back: text cells, no formula", async () => {
    const { response, bytes } = await download("format=xlsx");
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toContain(
      `enquiries_export_${today()}.xlsx`,
    );
    const book = XLSX.read(bytes, { type: "array" });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(5);
    const index = rows.findIndex((row) => row[3] === `Asha Verma ${token}`);
    expect(rows[index]![10]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    for (const address of Object.keys(sheet).filter((key) => !key.startsWith("!"))) {
      expect(sheet[address].f, address).toBeUndefined();
      expect(sheet[address].t, address).toBe("s");
    }
    expect(rows.find((row) => row[0] === "Driver download request")![8]).toBe("ZDesigner ZT400");
  });

  it("holds every field the enquiry's screen shows: GSTIN, page, assignee, history and notes", async () => {
    const { bytes } = await download("format=xlsx");
    const book = XLSX.read(bytes, { type: "array" });
    const [header, ...rows] = XLSX.utils.sheet_to_json<string[]>(
      book.Sheets[book.SheetNames[0]!]!,
      { header: 1, raw: true, defval: "" },
    );
    const column = (name: string) => header!.indexOf(name);
    const cell = (row: string[], name: string) => {
      expect(column(name), name).toBeGreaterThanOrEqual(0);
      return row[column(name)];
    };
    const detail = (await get(`/api/admin/enquiries/quote/${id.quote}`)).body;
    const asha = rows.find((row) => row[3] === `Asha Verma ${token}`)!;
    expect(cell(asha, "GSTIN")).toBe("27AAPFU0939F1ZV");
    expect(cell(asha, "Sent from page")).toBe("/quote");
    expect(cell(asha, "Cookie consent")).toBe("No");
    expect(cell(asha, "Assignee")).toBe(detail.assignee?.name ?? "");
    expect(cell(asha, "Status history")).toMatch(
      new RegExp(
        `^New \\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\) → Contacted \\(.+, ${staff.user.username}\\)`,
      ),
    );
    expect(cell(asha, "Internal notes")).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} ${staff.user.username}: Called; sending prices today\\.`,
      ),
    );
    const meera = rows.find((row) => row[3] === `Meera Iyer ${token}`)!;
    expect(cell(meera, "Product / Service")).toBe("Scanners");
    expect(cell(meera, "Status history")).toBe("New (2026-03-01 23:59)");
    const kiran = rows.find((row) => row[3] === `Kiran Rao ${token}`)!;
    expect(cell(kiran, "Address")).toBe("12 MG Road, Bengaluru 560001");
    expect(cell(kiran, "Sent from page")).toBe("/drivers?category=printer");
  });

  it.each([
    ["no format", "type=quote", "format"],
    ["an unknown format", "format=pdf", "format"],
    ["a bad filter", "format=csv&status=open", "status"],
  ])("refuses %s with 400", async (_case, query, field) => {
    const { status, body } = await get(`/api/admin/enquiries/export?${query}`);
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty(field);
  });
});

describe("POST /api/admin/enquiries/purge", () => {
  const purge = (json: unknown, who: Staff = adminUser) =>
    post("/api/admin/enquiries/purge", json, who);
  const exists = async (enquiryId: number) =>
    (await db()`select 1 from enquiries where id = ${enquiryId}`).length === 1;

  it("is for admins only: 403 for staff", async () => {
    const { status, body } = await purge({ scope: "spam", confirm: true }, staff);
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden");
    expect(await exists(id.spamQuote)).toBe(true);
  });

  it.each([
    ["no confirmation", { scope: "spam" }, "confirm", enquiryMessages.confirm],
    ["confirm false", { scope: "spam", confirm: false }, "confirm", enquiryMessages.confirm],
    ["an unknown scope", { scope: "all", confirm: true }, "scope", enquiryMessages.scope],
  ])("refuses %s with 400", async (_case, json, field, message) => {
    const { status, body } = await purge(json);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it("deletes spam with its submission, items and history, and records the purge", async () => {
    const [row] = await db()<{ submission: string }[]>`
      select quote_request_id as submission from enquiries where id = ${id.spamQuote}`;
    const submission = row!.submission;
    const { status, body } = await purge({ scope: "spam", confirm: true });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: 1 });
    expect(await exists(id.spamQuote)).toBe(false);
    expect(await db()`select 1 from quote_requests where id = ${submission}`).toHaveLength(0);
    expect(
      await db()`select 1 from quote_request_items where quote_request_id = ${submission}`,
    ).toHaveLength(0);
    expect(
      await db()`select 1 from audit_log where entity_type = 'enquiry' and entity_id = ${String(id.spamQuote)}`,
    ).toHaveLength(0);
    const [entry] = await db()`
      select actor_username, action, changes from audit_log
       where entity_type = 'enquiry' and entity_id = 'purge:spam'`;
    expect(entry).toMatchObject({ actor_username: adminUser.user.username, action: "delete" });
    expect(entry!.changes).toMatchObject({ deleted: { from: null, to: 1 } });
    expect(await exists(id.quote)).toBe(true);
  });

  it("deletes enquiries older than ENQUIRY_RETENTION_DAYS (730) with their receipts, notes and all", async () => {
    await db()`update enquiries set received_at = now() - interval '731 days' where id in ${db()([id.contact, id.driver])}`;
    await db()`update enquiries set received_at = now() - interval '729 days' where id = ${id.quote}`;
    expect(await serverStorage().get("private", receiptPath)).not.toBeNull();
    const { body } = await purge({ scope: "older", confirm: true });
    expect(body).toEqual({ deleted: 2 });
    expect(await exists(id.contact)).toBe(false);
    expect(await exists(id.driver)).toBe(false);
    expect(await db()`select 1 from contact_submissions`).toHaveLength(0);
    expect(await db()`select 1 from driver_download_requests`).toHaveLength(0);
    expect(await serverStorage().get("private", receiptPath)).toBeNull();
    expect(await exists(id.quote)).toBe(true);
    expect(await db()`select 1 from enquiry_notes where enquiry_id = ${id.quote}`).toHaveLength(1);
    expect((await purge({ scope: "older", confirm: true })).body).toEqual({ deleted: 0 });
  });
});
