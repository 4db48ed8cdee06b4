// POST /api/quotes (issue "Leads"): the /quote page's JSON and the plain form without JavaScript.
// A private database: the tests add an inactive product, which other files would count.
import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import quotes from "../../netlify/functions/quotes.mts";
import { gstinMessages } from "../../src/lib/quotes/gstin.ts";
import { MAX_QUOTE_ITEMS } from "../../src/lib/quotes/quote-limits.ts";
import { QUOTE_SUCCESS_MESSAGE, quoteMessages } from "../../src/lib/quotes/quote-request.ts";
import { readOutbox } from "../../src/server/mail/outbox-mailer.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
const OUTBOX = join(process.env.DATA_DIR!, "outbox");
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

interface Product {
  slug: string;
  name: string;
  model: string | null;
}
let products: Product[] = [];
let inactiveSlug = "";

beforeAll(async () => {
  products = await db()<Product[]>`
    select slug, name, coalesce(model, model_number) as model from products
     where status = 'active' order by id limit ${MAX_QUOTE_ITEMS}`;
  expect(products.length).toBe(MAX_QUOTE_ITEMS);
  inactiveSlug = `retired-printer-${randomBytes(3).toString("hex")}`;
  await db()`
    insert into products (name, slug, category_id, status)
    select 'Retired printer', ${inactiveSlug}, id, 'inactive' from categories limit 1`;
});

function quote(overrides: Record<string, unknown> = {}) {
  const token = randomBytes(5).toString("hex");
  return {
    items: [
      { slug: products[0]!.slug, quantity: 3, note: "With <b>cutter</b>" },
      { slug: products[1]!.slug, quantity: 10 },
      { slug: products[2]!.slug, quantity: 1, note: "Urgent" },
    ],
    name: `Asha <i>Verma</i> ${token}`,
    company: "Verma & Sons",
    email: `asha.${token}@example.in`,
    mobile: "+91-9811045678",
    city: "Pune",
    gstin: "27AAPFU0939F1ZV",
    message: "Delivery to Pune <script>alert(1)</script>",
    ...overrides,
  };
}

type Init = {
  json?: unknown;
  body?: string;
  type?: string;
  ip?: string;
  headers?: Record<string, string>;
};

async function post(init: Init) {
  const body = init.json !== undefined ? JSON.stringify(init.json) : (init.body ?? null);
  const headers = { "content-type": init.type ?? "application/json", ...init.headers };
  const response = await quotes(
    new Request(`${SITE}/api/quotes`, { method: "POST", headers, body }),
    fakeContext({}, init.ip ?? freshIp()),
  );
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // an HTML page or nothing
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  return { status: response.status, headers: response.headers, body: parsed as any, text };
}

const requestsBy = (email: string) => db()`select * from quote_requests where email = ${email}`;
const mailsAbout = async (text: string) =>
  (await readOutbox(OUTBOX)).filter((mail) => mail.text.includes(text));
// Staff's mail names the sender; the visitor's goes to their address and names nobody.
const mailsOf = async (sent: { name: string; email: string }) =>
  (await readOutbox(OUTBOX)).filter(
    (mail) => mail.text.includes(sent.name) || mail.to.includes(sent.email),
  );

describe("POST /api/quotes with JSON", () => {
  it("stores the request and its items in order, opens a new enquiry, answers 201", async () => {
    const sent = quote();
    const { status, body } = await post({ json: sent });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: QUOTE_SUCCESS_MESSAGE, id: expect.any(String) });
    const [row] = await requestsBy(sent.email);
    expect(row).toMatchObject({ id: body.id, name: sent.name, city: "Pune", gstin: sent.gstin });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const items = await db()`
      select position, product_slug, product_name, quantity, note from quote_request_items
       where quote_request_id = ${body.id} order by position`;
    expect(items.map((item) => [item.product_slug, item.quantity, item.note])).toEqual([
      [products[0]!.slug, 3, "With <b>cutter</b>"],
      [products[1]!.slug, 10, null],
      [products[2]!.slug, 1, "Urgent"],
    ]);
    const [enquiry] = await db()`select * from enquiries where quote_request_id = ${body.id}`;
    expect(enquiry).toMatchObject({ type: "quote", status: "new", version: 1, assignee_id: null });
  });

  it("mails the visitor the items (catalogue name, model, quantity, link) and staff everything", async () => {
    const sent = quote();
    const { body } = await post({ json: sent });
    const mails = await mailsAbout(sent.name);
    expect(mails.map((mail) => mail.to[0])).toEqual(["sales@shreebarcodesystems.in"]);
    const [confirmation] = (await readOutbox(OUTBOX)).filter((mail) => mail.to[0] === sent.email);
    expect(confirmation!.replyTo).toBe("sales@shreebarcodesystems.in");
    const first = products[0]!;
    expect(confirmation!.text).toContain(body.id);
    expect(confirmation!.text).toContain(`3 × ${first.name}`);
    if (first.model) expect(confirmation!.text).toContain(first.model);
    expect(confirmation!.text).toContain(`${SITE}/${first.slug}`);
    expect(confirmation!.text).toContain(`10 × ${products[1]!.name}`);
    // Nothing the visitor wrote (visitor-mail.test.ts checks every field).
    expect(confirmation!.text).not.toContain("cutter");
    const staff = mails[0]!;
    expect(staff.text).toContain("Note: With <b>cutter</b>");
    expect(staff.replyTo).toBe(sent.email);
    expect(staff.text).toContain(body.id);
    expect(staff.text).toContain("27AAPFU0939F1ZV");
    expect(staff.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const [row] = await requestsBy(sent.email);
    expect(row!.mail_status).toBe("sent");
  });

  it("takes the largest request: 50 products with 500-character notes", async () => {
    const items = products.map((product) => ({
      slug: product.slug,
      quantity: 100_000,
      note: "न".repeat(500),
    }));
    const sent = quote({ items, message: "m".repeat(2000) });
    expect((await post({ json: sent })).status).toBe(201);
    const [row] = await requestsBy(sent.email);
    const [count] =
      await db()`select count(*)::int as n from quote_request_items where quote_request_id = ${row!.id}`;
    expect(count!.n).toBe(MAX_QUOTE_ITEMS);
  });

  it.each([
    ["an unknown slug", () => "no-such-product-xyz"],
    ["an inactive product", () => inactiveSlug],
  ])("refuses %s with 400 naming the item, and stores nothing", async (_case, slug) => {
    const sent = quote();
    sent.items[1]!.slug = slug();
    const { status, body } = await post({ json: sent });
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields).toEqual({ "items.1.slug": quoteMessages.slug });
    expect(await requestsBy(sent.email)).toHaveLength(0);
    expect(await mailsOf(sent)).toHaveLength(0);
  });

  it.each([
    ["no products", { items: [] }, "items", quoteMessages.items],
    [
      "quantity 0",
      { items: [{ slug: "a", quantity: 0 }] },
      "items.0.quantity",
      quoteMessages.quantity,
    ],
    [
      "a GSTIN with a wrong check character",
      { gstin: "27AAPFU0939F1ZO" },
      "gstin",
      gstinMessages.checkCharacter,
    ],
    ["a GSTIN one character short", { gstin: "27AAPFU0939F1Z" }, "gstin", gstinMessages.length(14)],
    ["a GSTIN without its PAN", { gstin: "27123450939F1ZV" }, "gstin", gstinMessages.format],
    [
      "a bad mobile",
      { mobile: "98110" },
      "mobile",
      "Please enter a valid mobile number (10 digits or with country code)",
    ],
    ["no e-mail", { email: "" }, "email", "Email Address is required"],
    ["no city", { city: " " }, "city", quoteMessages.city],
  ])("refuses %s with 400 and the field's message", async (_case, change, field, message) => {
    const { status, body } = await post({ json: quote(change) });
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields[field]).toBe(message);
  });

  it("refuses other content types (415) and malformed JSON (400)", async () => {
    expect((await post({ body: "name=x", type: "text/plain" })).status).toBe(415);
    const malformed = await post({ body: '{"items":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject(errorShape);
  });

  it("answers a filled honeypot like a person and stores nothing", async () => {
    const sent = quote({ website: "http://spam.example" });
    const { status, body } = await post({ json: sent });
    expect(status).toBe(201);
    expect(body.message).toBe(QUOTE_SUCCESS_MESSAGE);
    expect(await requestsBy(sent.email)).toHaveLength(0);
  });

  it("limits an address to 5 requests in 10 minutes (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post({ json: quote(), ip })).status).toBe(201);
    const refused = await post({ json: quote(), ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/quotes with an Idempotency-Key", () => {
  it("stores a retried request once, answers it again and mails nobody twice", async () => {
    const sent = quote();
    const key = randomUUID();
    const first = await post({ json: sent, headers: { "idempotency-key": key } });
    const retry = await post({ json: sent, headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await requestsBy(sent.email)).toHaveLength(1);
    expect(await mailsOf(sent)).toHaveLength(2);
    const [count] =
      await db()`select count(*)::int as n from enquiries where quote_request_id = ${first.body.id}`;
    expect(count!.n).toBe(1);
  });

  it("counts 20 tries at once with one key from one address once against its rate limit", async () => {
    const [ip, key, sent] = [freshIp(), randomUUID(), quote()];
    const retries = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ json: sent, ip, headers: { "idempotency-key": key } }),
      ),
    );
    expect(retries.map((answer) => answer.status)).toEqual(retries.map(() => 201));
    expect(new Set(retries.map((answer) => answer.body.id)).size).toBe(1);
    // 5 quotes an address in its window: the retries used one, four more go through.
    for (let next = 0; next < 4; next += 1) {
      expect(
        (await post({ json: quote(), ip, headers: { "idempotency-key": randomUUID() } })).status,
      ).toBe(201);
    }
  }, 60_000);

  it("refuses the key with other content (422)", async () => {
    const key = randomUUID();
    expect((await post({ json: quote(), headers: { "idempotency-key": key } })).status).toBe(201);
    const other = await post({ json: quote(), headers: { "idempotency-key": key } });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe("idempotency_key_reused");
  });
});

describe("POST /api/quotes as a plain form (no JavaScript)", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const fields = (overrides: Record<string, string> = {}) => {
    const token = randomBytes(5).toString("hex");
    return {
      slug: products[3]!.slug,
      quantity: "4",
      name: `Ravi Kumar ${token}`,
      company: "",
      email: `ravi.${token}@example.in`,
      mobile: "9811045678",
      city: "Chennai",
      gstin: "",
      message: "",
      ...overrides,
    };
  };
  const HTML = { accept: "text/html,application/xhtml+xml" };
  const URLENCODED = "application/x-www-form-urlencoded";

  it("stores the one product with its page and redirects (303) to /quote/sent", async () => {
    const sent = { ...fields(), sourcePage: `/${products[3]!.slug}` };
    const { status, headers } = await post({ body: form(sent), type: URLENCODED, headers: HTML });
    expect(status).toBe(303);
    expect(headers.get("location")).toBe("/quote/sent");
    const [row] = await requestsBy(sent.email);
    expect(row).toMatchObject({
      name: sent.name,
      company: null,
      gstin: null,
      city: "Chennai",
      source_page: sent.sourcePage,
    });
    const items =
      await db()`select product_slug, quantity from quote_request_items where quote_request_id = ${row!.id}`;
    expect(items).toEqual([{ product_slug: sent.slug, quantity: 4 }]);
    expect(await mailsOf(sent)).toHaveLength(2);
  });

  it("takes a quantity left out as 1", async () => {
    const sent = fields();
    const rest: Record<string, string> = { ...sent };
    delete rest.quantity;
    expect((await post({ body: form(rest), type: URLENCODED, headers: HTML })).status).toBe(303);
    const [row] = await requestsBy(sent.email);
    const [item] =
      await db()`select quantity from quote_request_items where quote_request_id = ${row!.id}`;
    expect(item!.quantity).toBe(1);
  });

  it("answers refused input with a page listing each message by field, and a link back", async () => {
    const sent = fields({
      quantity: "0",
      email: "ravi@",
      name: "<script>x</script>",
      gstin: "27AAPFU0939F1ZO",
    });
    const referer = `${SITE}/${products[3]!.slug}?from=card`;
    const { status, headers, text } = await post({
      body: form(sent),
      type: URLENCODED,
      headers: { ...HTML, referer },
    });
    expect(status).toBe(400);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(text).toContain('<html lang="en">');
    expect(text).toContain("<h1>Please check your quote request</h1>");
    expect(text).toContain(`<li>Quantity: ${quoteMessages.quantity}</li>`);
    expect(text).toContain("<li>E-mail: Please enter a valid email address</li>");
    expect(text).toContain(`<li>GSTIN: ${gstinMessages.checkCharacter}</li>`);
    expect(text).toContain(`<a href="/${products[3]!.slug}">Back to the form</a>`);
    expect(text).not.toContain("<script>");
    expect(await requestsBy(sent.email)).toHaveLength(0);
  });

  it("links back to the product's page whatever the Referer says, never to another host", async () => {
    const sent = fields({ email: "ravi@" });
    for (const referer of [`${SITE}//evil.example/page`, `${SITE}/\\evil.example`]) {
      const { status, text } = await post({
        body: form(sent),
        type: URLENCODED,
        headers: { ...HTML, referer },
      });
      expect(status).toBe(400);
      expect(text).toContain(`<a href="/${products[3]!.slug}">Back to the form</a>`);
      expect(text).not.toContain("evil.example");
    }
  });

  it("names an unknown product on the page, and links back to /quote", async () => {
    const { status, text } = await post({
      body: form(fields({ slug: "no-such-product-xyz" })),
      type: URLENCODED,
      headers: { ...HTML, referer: "https://elsewhere.example/page" },
    });
    expect(status).toBe(400);
    expect(text).toContain(`<li>Product: ${quoteMessages.slug}</li>`);
    expect(text).toContain('<a href="/quote">Back to the form</a>');
  });

  it.each([
    ["a value", "name=%FF%FE"],
    ["raw bytes", "name=Ravi\xff"],
  ])("refuses %s that is not UTF-8 (400 invalid_encoding)", async (_case, body) => {
    const bytes = Uint8Array.from([...body].map((char) => char.charCodeAt(0)));
    const response = await quotes(
      new Request(`${SITE}/api/quotes`, {
        method: "POST",
        headers: { "content-type": URLENCODED },
        body: bytes,
      }),
      fakeContext({}, freshIp()),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_encoding",
    );
  });

  it("answers a client that does not ask for HTML with the JSON error", async () => {
    const { status, body } = await post({ body: form(fields({ city: "" })), type: URLENCODED });
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(body.error.fields.city).toBe(quoteMessages.city);
  });

  it("answers the rate limit with a page and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post({ body: form(fields()), type: URLENCODED, headers: HTML, ip })).status,
      ).toBe(303);
    }
    const refused = await post({ body: form(fields()), type: URLENCODED, headers: HTML, ip });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many requests from your address");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
