// POST /api/csp-report: the pages' Content-Security-Policy reports its violations here (report-uri
// and report-to). Both report formats are stored (without query strings) and logged one line
// each; other content types, oversized, malformed and flooding senders are refused, and a flood
// about one resource silences no other.
import { randomBytes } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import cspReport, { config } from "../../netlify/functions/csp-report.mts";
import { CSP_REPORT_LIMITS, cspViolationLine } from "../../src/server/security/csp-reports.ts";
import { CSP_REPORT_PATH } from "../../src/lib/csp-report.ts";
import { errorShape, fakeContext } from "../support/api.ts";
import { testSql } from "../support/db.ts";

const sql = testSql();
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

const logged: string[] = [];
const warn = vi.spyOn(console, "warn").mockImplementation((line: string) => {
  logged.push(line);
});
afterAll(() => warn.mockRestore());
beforeEach(() => {
  logged.length = 0;
});

async function post(body: string | Uint8Array, type: string, ip = freshIp()) {
  const request = new Request(`http://localhost:8888${CSP_REPORT_PATH}`, {
    method: "POST",
    headers: { "content-type": type },
    body: body as BodyInit,
  });
  const response = await cspReport(request, fakeContext({}, ip));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

const reportsOn = (page: string) =>
  sql`select document_url, blocked_url, directive, disposition, source_file, line_number,
             column_number, sample, user_agent
        from csp_reports where document_url = ${page} order by id`;

const reportsUnder = (page: string) =>
  sql`select id from csp_reports where document_url like ${`${page}/%`}`;

// A page of its own per test, so the rows a test reads are its own.
const pageUrl = () => `https://www.example.in/drivers-${randomBytes(4).toString("hex")}`;

// What Firefox posts to report-uri.
const legacyReport = (page: string) =>
  JSON.stringify({
    "csp-report": {
      "blocked-uri": "inline",
      "column-number": 9,
      disposition: "enforce",
      "document-uri": `${page}?token=secret-token#top`,
      "effective-directive": "script-src-elem",
      "line-number": 12,
      "original-policy": "default-src 'self'; script-src 'self' 'report-sample'",
      referrer: "",
      "script-sample": "alert(document.cookie)",
      "source-file": `${page}?token=secret-token`,
      "status-code": 200,
      "violated-directive": "script-src-elem",
    },
  });

// What Chromium posts to a report-to endpoint: a batch, here with a report of another kind.
const reportingBatch = (page: string) =>
  JSON.stringify([
    {
      type: "csp-violation",
      age: 12,
      url: page,
      user_agent: "Mozilla/5.0 Chrome/156.0",
      body: {
        documentURL: page,
        blockedURL: "https://evil.example/x.js?id=7",
        effectiveDirective: "script-src-elem",
        originalPolicy: "default-src 'self'",
        sourceFile: null,
        sample: "",
        disposition: "enforce",
        statusCode: 200,
        lineNumber: null,
        columnNumber: null,
      },
    },
    { type: "deprecation", age: 3, url: page, user_agent: "x", body: { id: "Something" } },
  ]);

describe("POST /api/csp-report", () => {
  it("is the function's address, the one the policy names", () => {
    expect(config.path).toBe(CSP_REPORT_PATH);
  });

  it("stores and logs a report-uri report, its addresses without query or fragment", async () => {
    const page = pageUrl();
    const answer = await post(legacyReport(page), "application/csp-report");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const rows = await reportsOn(page);
    expect(rows).toEqual([
      {
        document_url: page,
        blocked_url: "inline",
        directive: "script-src-elem",
        disposition: "enforce",
        source_file: page,
        line_number: 12,
        column_number: 9,
        sample: "alert(document.cookie)",
        user_agent: null,
      },
    ]);
    expect(logged).toEqual([
      `CSP violation (enforce): "script-src-elem" blocked "inline" on "${page}" at "${page}":12:9, sample "alert(document.cookie)"`,
    ]);
    expect(JSON.stringify(rows) + logged.join()).not.toContain("secret-token");
  });

  it("stores the csp-violation reports of a Reporting API batch and nothing else", async () => {
    const page = pageUrl();
    const answer = await post(reportingBatch(page), "application/reports+json");
    expect(answer.status).toBe(204);
    expect(await reportsOn(page)).toEqual([
      {
        document_url: page,
        blocked_url: "https://evil.example/x.js",
        directive: "script-src-elem",
        disposition: "enforce",
        source_file: null,
        line_number: null,
        column_number: null,
        sample: null,
        user_agent: "Mozilla/5.0 Chrome/156.0",
      },
    ]);
    expect(logged).toHaveLength(1);
  });

  it.each<[string, string | Uint8Array, string, number, string]>([
    [
      "another content type",
      legacyReport(pageUrl()),
      "application/json",
      415,
      "unsupported_media_type",
    ],
    ["a form", "a=1", "application/x-www-form-urlencoded", 415, "unsupported_media_type"],
    [
      "a body over 16 KB",
      legacyReport("x".repeat(17 * 1024)),
      "application/csp-report",
      413,
      "payload_too_large",
    ],
    ["malformed JSON", "{", "application/csp-report", 400, "invalid_json"],
    ["JSON that is no report", '{"a":1}', "application/csp-report", 400, "invalid_report"],
    [
      "a batch that is no list",
      '{"type":"csp-violation"}',
      "application/reports+json",
      400,
      "invalid_report",
    ],
    [
      "a report with wrong types",
      '[{"type":"csp-violation","body":{"documentURL":7}}]',
      "application/reports+json",
      400,
      "invalid_report",
    ],
    [
      "bytes that are not UTF-8",
      Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]),
      "application/csp-report",
      400,
      "invalid_encoding",
    ],
    [
      "text holding NUL",
      legacyReport("https://www.example.in/\u0000"),
      "application/csp-report",
      400,
      "invalid_request",
    ],
  ])(
    "refuses %s in the error shape, storing and logging nothing",
    async (_what, body, type, status, code) => {
      const before = (await sql`select count(*)::int as n from csp_reports`)[0]!.n;
      const answer = await post(body, type);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject(errorShape);
      expect(answer.body.error.code).toBe(code);
      expect((await sql`select count(*)::int as n from csp_reports`)[0]!.n).toBe(before);
      expect(logged).toEqual([]);
    },
  );

  it("keeps at most 10 violations of one request", async () => {
    const page = pageUrl();
    const one = JSON.parse(reportingBatch(page))[0];
    const batch = JSON.stringify(Array.from({ length: 25 }, () => one));
    expect((await post(batch, "application/reports+json")).status).toBe(204);
    expect(await reportsOn(page)).toHaveLength(10);
  });

  it("refuses an address past its limit with 429, not another address", async () => {
    // The limit counts in fixed windows: a run that crossed into the next window (a slow machine)
    // is tried once more, in the new one.
    const window = async () => {
      const [row] = await sql<{ n: number }[]>`
        select floor(extract(epoch from now()) / ${CSP_REPORT_LIMITS.perAddress.windowSeconds})::int as n`;
      return row!.n;
    };
    const fillAddress = async () => {
      const ip = freshIp();
      const page = pageUrl();
      const started = await window();
      // Each report on a page of its own: one resource's budget is smaller than an address's.
      for (let sent = 0; sent < CSP_REPORT_LIMITS.perAddress.max; sent += 1) {
        const answer = await post(legacyReport(`${page}/${sent}`), "application/csp-report", ip);
        expect(answer.status).toBe(204);
      }
      const refused = await post(legacyReport(page), "application/csp-report", ip);
      return { ip, page, refused, sameWindow: started === (await window()) };
    };
    let run = await fillAddress();
    if (!run.sameWindow) run = await fillAddress();
    const { page, refused } = run;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(errorShape);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await reportsUnder(page)).toHaveLength(CSP_REPORT_LIMITS.perAddress.max);
    expect(await reportsOn(page)).toHaveLength(0);
    expect((await post(legacyReport(page), "application/csp-report")).status).toBe(204);
    expect(await reportsOn(page)).toHaveLength(1);
  });

  it("counts only bodies that are reports: junk from an address leaves its reports through", async () => {
    const ip = freshIp();
    const junk = ["not json", "{}", '{"csp-report": {}}', "[1, 2, 3]"];
    for (let sent = 0; sent < CSP_REPORT_LIMITS.perAddress.max + 20; sent += 1) {
      const refused = await post(junk[sent % junk.length]!, "application/csp-report", ip);
      expect(refused.status).toBe(400);
    }
    const page = pageUrl();
    expect((await post(legacyReport(page), "application/csp-report", ip)).status).toBe(204);
    expect(await reportsOn(page)).toHaveLength(1);
  });

  it("a flood about one resource, from many addresses, keeps its budget and silences no other", async () => {
    const flooded = pageUrl();
    const { perAddress, perResource } = CSP_REPORT_LIMITS;
    // Nine addresses, each up to its own limit: 540 reports, more than any budget over all.
    for (let address = 0; address < 9; address += 1) {
      const ip = freshIp();
      const sends = Array.from({ length: perAddress.max }, () =>
        post(legacyReport(flooded), "application/csp-report", ip),
      );
      for (const answer of await Promise.all(sends)) expect(answer.status).toBe(204);
    }
    expect(await reportsOn(flooded)).toHaveLength(perResource.max);
    const genuine = pageUrl();
    expect((await post(reportingBatch(genuine), "application/reports+json")).status).toBe(204);
    expect(await reportsOn(genuine)).toHaveLength(1);
  }, 120_000);
});

describe("the log line", () => {
  it("cannot be split into forged lines", () => {
    const line = cspViolationLine({
      documentUrl: "https://www.example.in/\nERROR forged",
      blockedUrl: "inline",
      directive: "script-src-elem",
      disposition: "report",
      sourceFile: null,
      lineNumber: null,
      columnNumber: null,
      sample: "a\r\nb",
      userAgent: null,
    });
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toBe(
      'CSP violation (report): "script-src-elem" blocked "inline" on "https://www.example.in/ ERROR forged", sample "a  b"',
    );
  });
});
