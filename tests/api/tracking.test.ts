// /api/tracking/* (document 1 §4, §7; document 3 §7.4): events and page summaries only with
// performance consent and within bounds; each visitor reads and erases only their own data.
import { describe, expect, it } from "vitest";
import cookieAcceptance from "../../netlify/functions/cookie-acceptance.mts";
import tracking from "../../netlify/functions/tracking.mts";
import { NONE_ALLOWED } from "../../src/lib/consent/consent-record.ts";
import { errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { expiredConsent, sendAs, visitor, type Visitor } from "../support/visitor.ts";

const sql = testSql();

function event(
  action = "click",
  data: unknown = { element: "a", text: "Printers", href: "/printers" },
) {
  return {
    action,
    data,
    timestamp: new Date().toISOString(),
    userAgent: "Mozilla/5.0 Chrome/156.0",
    url: "https://example.in/products",
    pageTitle: "Our Products",
  };
}

const summary = (overrides: Record<string, unknown> = {}) => ({
  userName: "anonymous",
  mobile: "anonymous",
  email: "anonymous",
  pageUrl: "https://example.in/products",
  timeSpent: 45,
  interactionsCount: 5,
  ...overrides,
});

const interact = (who: Visitor, json: unknown, options = {}) =>
  sendAs(tracking, who, "/api/tracking/interaction", { json, ...options });
const summarise = (who: Visitor, json: unknown) =>
  sendAs(tracking, who, "/api/tracking/send-summary", { json });
const readData = (who: Visitor) => sendAs(tracking, who, "/api/tracking/data", { method: "GET" });
const clear = (who: Visitor, headers: Record<string, string> = {}) =>
  sendAs(tracking, who, "/api/tracking/clear", { method: "DELETE", headers });
const eventsOf = (who: Visitor) =>
  sql`select * from tracking_events where visitor_id = ${who.id!} order by id`;

describe("POST /api/tracking/interaction", () => {
  it("stores one event as the spec sends it and answers 201", async () => {
    const who = visitor();
    const { status, body } = await interact(who, event());
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, recorded: 1 });
    const [row] = await eventsOf(who);
    expect(row).toMatchObject({
      action: "click",
      data: { element: "a", text: "Printers", href: "/printers" },
      url: "https://example.in/products",
      page_title: "Our Products",
      user_agent: "Mozilla/5.0 Chrome/156.0",
    });
  });

  it("stores a batch of up to 20 events of every kind", async () => {
    const who = visitor();
    const kinds = [
      event("page_view", { referrer: "https://www.google.com/" }),
      event("scroll", { depth: 40 }),
      event("consent_given", { performance: true, functional: false, targeting: false }),
      event("click", { element: "button", text: "Accept All", id: "accept" }),
    ];
    const events = Array.from({ length: 20 }, (_, i) => kinds[i % kinds.length]);
    const { status, body } = await interact(who, { events });
    expect(status).toBe(201);
    expect(body.recorded).toBe(20);
    expect(await eventsOf(who)).toHaveLength(20);
  });

  const badBodies: [string, unknown][] = [
    ["21 events", { events: Array(21).fill(event()) }],
    ["an empty batch", { events: [] }],
    ["an unknown action", event("hover", {})],
    ["click text over 200 characters", event("click", { element: "a", text: "x".repeat(201) })],
    ["a click on an element outside the list", event("click", { element: "div", text: "x" })],
    ["an unknown data field", event("scroll", { depth: 10, secret: "x" })],
    ["a scroll depth over 100", event("scroll", { depth: 101 })],
    ["a page address that is not a web address", { ...event(), url: "javascript:alert(1)" }],
    ["no timestamp", { ...event(), timestamp: undefined }],
    ["a page title over 500 characters", { ...event(), pageTitle: "t".repeat(501) }],
    ["one bad event in a batch", { events: [event(), event("scroll", { depth: -1 })] }],
    ["a list instead of an object", [event()]],
  ];
  it.each(badBodies)("refuses %s with 400 and stores nothing", async (_case, json) => {
    const who = visitor();
    const { status, body } = await interact(who, json);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(await eventsOf(who)).toHaveLength(0);
  });

  it("names the allowed actions when the action is unknown", async () => {
    const { body } = await interact(visitor(), event("hover", {}));
    expect(body.error.message).toBe(
      "action must be one of page_view, click, scroll, consent_given",
    );
  });

  it("refuses a body over 64 KB with 413", async () => {
    const who = visitor();
    const big = { events: [{ ...event(), pageTitle: "t".repeat(70 * 1024) }] };
    expect((await interact(who, big)).status).toBe(413);
    expect(await eventsOf(who)).toHaveLength(0);
  });

  const withoutConsent: [string, () => Visitor][] = [
    ["no consent cookie", () => ({ ...visitor(), consent: null })],
    ["no visitor id", () => ({ ...visitor(), id: null })],
    [
      "functional and targeting only",
      () => visitor({ ...NONE_ALLOWED, functional: true, targeting: true }),
    ],
    ["expired consent", () => ({ ...visitor(), consent: expiredConsent() })],
  ];
  it.each(withoutConsent)("refuses with 403 and stores nothing: %s", async (_case, make) => {
    const who = make();
    const { status, body } = await interact(who, event());
    expect(status).toBe(403);
    expect(body.error.code).toBe("consent_required");
    if (who.id) expect(await eventsOf(who)).toHaveLength(0);
  });

  it("refuses a request from another site with 403", async () => {
    const who = visitor();
    const { status } = await interact(who, event(), {
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(403);
    expect(await eventsOf(who)).toHaveLength(0);
  });
});

describe("POST /api/tracking/send-summary", () => {
  it("stores the page-leave summary without any identity and answers 201", async () => {
    const who = visitor();
    const { status, body } = await summarise(who, summary());
    expect(status).toBe(201);
    expect(body).toEqual({ success: true });
    const rows = await sql`select * from tracking_summaries where visitor_id = ${who.id!}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_url: "https://example.in/products",
      time_spent: 45,
      interactions_count: 5,
    });
    expect(JSON.stringify(rows[0])).not.toContain(who.ip);
  });

  const badSummaries: [string, unknown][] = [
    ["a real name", summary({ userName: "Asha Verma" })],
    ["a real e-mail", summary({ email: "asha@example.in" })],
    ["negative time", summary({ timeSpent: -1 })],
    ["more than a day", summary({ timeSpent: 86_401 })],
    ["fractional seconds", summary({ timeSpent: 30.5 })],
    ["a count as text", summary({ interactionsCount: "5" })],
    ["no page address", summary({ pageUrl: undefined })],
    ["an unknown field", summary({ extra: 1 })],
  ];
  it.each(badSummaries)("refuses %s with 400", async (_case, json) => {
    const who = visitor();
    const { status, body } = await summarise(who, json);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(await sql`select 1 from tracking_summaries where visitor_id = ${who.id!}`).toHaveLength(
      0,
    );
  });

  it("refuses without performance consent", async () => {
    expect((await summarise(visitor(NONE_ALLOWED), summary())).status).toBe(403);
  });
});

// Stores an acceptance, two events and a summary for `who`.
async function storeEverything(who: Visitor) {
  const userData = { timezone: "Asia/Kolkata", browserName: "Firefox" };
  const decision = { action: "cookie_accepted", timestamp: new Date().toISOString(), userData };
  expect(
    (await sendAs(cookieAcceptance, who, "/api/cookie-acceptance", { json: decision })).status,
  ).toBe(201);
  expect((await interact(who, { events: [event(), event("scroll", { depth: 20 })] })).status).toBe(
    201,
  );
  expect((await summarise(who, summary())).status).toBe(201);
}

describe("GET /api/tracking/data and DELETE /api/tracking/clear", () => {
  it("answers only this visitor's rows, newest first", async () => {
    const asha = visitor();
    const ravi = visitor();
    await storeEverything(asha);
    await storeEverything(ravi);
    const { status, body, headers } = await readData(asha);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.visitorId).toBe(asha.id);
    expect(body.acceptances).toHaveLength(1);
    expect(body.acceptances[0]).toMatchObject({
      action: "cookie_accepted",
      userData: { browserName: "Firefox" },
    });
    expect(body.events.map((row: { action: string }) => row.action)).toEqual(["scroll", "click"]);
    expect(body.summaries).toEqual([
      {
        pageUrl: "https://example.in/products",
        timeSpent: 45,
        interactionsCount: 5,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(ravi.id);
  });

  it("answers empty lists to a browser without a visitor id", async () => {
    const { status, body } = await readData({ ...visitor(), id: null });
    expect(status).toBe(200);
    expect(body).toEqual({ visitorId: null, acceptances: [], events: [], summaries: [] });
  });

  it("lets a visitor who withdrew consent still read their data", async () => {
    const who = visitor();
    await storeEverything(who);
    const { body } = await readData({ ...who, consent: null });
    expect(body.events).toHaveLength(2);
  });

  it("erases every row of this visitor and nobody else's", async () => {
    const asha = visitor();
    const ravi = visitor();
    await storeEverything(asha);
    await storeEverything(ravi);
    const { status, body } = await clear(asha);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, erased: { acceptances: 1, events: 2, summaries: 1 } });
    const tables = ["cookie_acceptances", "tracking_events", "tracking_summaries"];
    for (const table of tables) {
      expect(await sql`select 1 from ${sql(table)} where visitor_id = ${asha.id!}`).toHaveLength(0);
      expect(await sql`select 1 from ${sql(table)} where visitor_id = ${ravi.id!}`).toHaveLength(
        1 + Number(table === "tracking_events"),
      );
    }
    expect((await readData(asha)).body).toMatchObject({
      acceptances: [],
      events: [],
      summaries: [],
    });
  });

  it("erases nothing without a visitor id, and refuses erasure from another site", async () => {
    const { body } = await clear({ ...visitor(), id: null });
    expect(body).toEqual({ success: true, erased: { acceptances: 0, events: 0, summaries: 0 } });
    const who = visitor();
    await storeEverything(who);
    expect((await clear(who, { origin: "https://evil.example" })).status).toBe(403);
    expect(await eventsOf(who)).toHaveLength(2);
  });

  it("answers 405 to the wrong method and 404 to unknown paths", async () => {
    const who = visitor();
    expect((await sendAs(tracking, who, "/api/tracking/data", { method: "DELETE" })).status).toBe(
      405,
    );
    expect((await sendAs(tracking, who, "/api/tracking/clear", { method: "GET" })).status).toBe(
      405,
    );
    expect(
      (await sendAs(tracking, who, "/api/tracking/everything", { method: "GET" })).status,
    ).toBe(404);
  });

  it("limits one address to 60 reads or erasures in ten minutes", async () => {
    const who = visitor();
    for (let i = 0; i < 60; i++) expect((await readData(who)).status).toBe(200);
    const { status, headers } = await readData(who);
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
