// Mail to visitors (quote, driver and contact confirmations): nothing the visitor wrote, one per
// address a day, a site-wide hourly cap with one notice to staff. A private database: the tests
// spend and reset the site's hourly count, which other files' confirmations use.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readOutbox, type OutboxMessage } from "../../src/server/mail/outbox-mailer.ts";
import { fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { SITE } from "../support/staff.ts";

// Before the handlers read their configuration: a cap small enough to reach, and a staff address
// of this file's own, so the cap notice counted is this file's.
const HOURLY_CAP = 3;
const STAFF = `staff.${randomBytes(4).toString("hex")}@example.in`;
process.env.VISITOR_MAIL_HOURLY_CAP = String(HOURLY_CAP);
process.env.STAFF_NOTIFY_EMAIL = STAFF;

const { default: quotes } = await import("../../netlify/functions/quotes.mts");
const { default: contact } = await import("../../netlify/functions/contact.mts");
const { default: drivers } = await import("../../netlify/functions/drivers.mts");

const db = usePrivateDatabase({ demoData: true });
const OUTBOX = join(process.env.DATA_DIR!, "outbox");
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;
const token = () => randomBytes(5).toString("hex");
const freshEmail = () => `visitor.${token()}@example.in`;
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

let product: { slug: string; name: string };
let driver: { id: number; name: string };

beforeAll(async () => {
  const products = await db()<{ slug: string; name: string }[]>`
    select slug, name from products where status = 'active' order by id limit 1`;
  const driverRows = await db()<{ id: number; name: string }[]>`
    select id::int as id, name from drivers order by id limit 1`;
  product = products[0]!;
  driver = driverRows[0]!;
});

// Each test starts with the hour's visitor mail unspent.
beforeEach(async () => {
  await db()`delete from rate_limits where key like 'visitor-mail:%'`;
});

// Text a visitor might write, one marker per field, so any of it reaching a mail is seen.
const marked = (field: string, mark: string) => `${field} ${mark} https://spam.example/${mark}`;

async function sendQuote(email: string, mark: string) {
  const body = {
    items: [{ slug: product.slug, quantity: 4, note: marked("note", mark) }],
    name: marked("Name", mark),
    company: marked("Company", mark),
    email,
    mobile: "+91-9811045678",
    city: marked("City", mark),
    message: marked("Message", mark),
  };
  const request = new Request(`${SITE}/api/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await quotes(request, fakeContext({}, freshIp()));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function sendContact(email: string, mark: string) {
  const body = {
    name: marked("Name", mark),
    email,
    mobile: "+91-9811045678",
    location: marked("Location", mark),
    company: marked("Company", mark),
    productService: "Printers",
    message: marked("Message", mark),
    cookieConsent: true,
  };
  const request = new Request(`${SITE}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await contact(request, fakeContext({}, freshIp()));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function sendDriverRequest(email: string, mark: string) {
  const form = new FormData();
  const fields = {
    driverId: String(driver.id),
    fullName: marked("Name", mark),
    companyName: marked("Company", mark),
    address: marked("Address", mark),
    mobileNumber: "+91-9811045678",
    purpose: marked("Purpose", mark),
    email,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("receipt", new File([MINIMAL_PDF], "bill.pdf", { type: "application/pdf" }));
  const encoded = new Response(form);
  const request = new Request(`${SITE}/api/drivers/download-request`, {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type")! },
    body: await encoded.arrayBuffer(),
  });
  const response = await drivers(request, fakeContext({}, freshIp()));
  expect(response.status).toBe(201);
  const [row] = await db()<{ id: string }[]>`
    select id::text as id from driver_download_requests where email = ${email}`;
  return row!.id;
}

const mailsTo = async (address: string) =>
  (await readOutbox(OUTBOX)).filter((mail) => mail.to.includes(address));
const everything = (mail: OutboxMessage) => `${mail.subject}\n${mail.text}\n${mail.html}`;

describe.each([
  { kind: "quote", send: sendQuote, names: () => [`4 × ${product.name}`] },
  { kind: "contact enquiry", send: sendContact, names: () => ["Printers"] },
  { kind: "driver request", send: sendDriverRequest, names: () => [driver.name] },
])("the $kind confirmation", ({ send, names }) => {
  it("carries the reference and catalogue words, none of the visitor's text; staff get it all", async () => {
    const email = freshEmail();
    const mark = `mark${token()}`;
    const id = await send(email, mark);
    // The whole outbox is read each time: on a busy machine one read can outlast poll's second.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [confirmation] = await mailsTo(email);
    expect(everything(confirmation!)).toContain(id);
    for (const name of names()) expect(confirmation!.text).toContain(name);
    expect(everything(confirmation!)).not.toContain(mark);
    expect(everything(confirmation!)).not.toContain("spam.example");
    const staff = (await mailsTo(STAFF)).find((mail) => mail.text.includes(mark))!;
    expect(staff.text).toContain(`Name ${mark}`);
    expect(staff.text).toContain(`Company ${mark}`);
  });
});

describe("visitor mail limits", () => {
  it("mails one address once a day, whichever form names it; staff hear of every request", async () => {
    const email = freshEmail();
    const marks = [`a${token()}`, `b${token()}`, `c${token()}`];
    await sendQuote(email, marks[0]!);
    await sendQuote(email, marks[1]!);
    await sendContact(email.toUpperCase(), marks[2]!);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
    const staff = await mailsTo(STAFF);
    for (const mark of marks) expect(staff.some((mail) => mail.text.includes(mark))).toBe(true);
  });

  it("stops visitor mail at the hourly cap and tells staff once", async () => {
    const notices = async () =>
      (await mailsTo(STAFF)).filter((mail) => mail.subject.includes("paused")).length;
    const before = await notices();
    const emails = Array.from({ length: HOURLY_CAP + 2 }, freshEmail);
    for (const email of emails) await sendQuote(email, `cap${token()}`);
    const mailed = await Promise.all(emails.map(async (email) => (await mailsTo(email)).length));
    expect(mailed).toEqual([1, 1, 1, 0, 0]);
    expect((await notices()) - before).toBe(1);
    // The refused addresses were not marked as mailed: they get their mail when the hour allows.
    await db()`delete from rate_limits where key like 'visitor-mail:%'`;
    await sendContact(emails[HOURLY_CAP]!, `later${token()}`);
    expect(await mailsTo(emails[HOURLY_CAP]!)).toHaveLength(1);
  });
});
