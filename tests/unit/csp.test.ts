// The Content-Security-Policy the build writes: which inline scripts it hashes, and the policy.
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  inlineScriptHashes,
  REPORTING_ENDPOINTS,
  scriptHash,
} from "../../src/astro-engine/csp.ts";
import { CSP_REPORT_PATH } from "../../src/lib/csp-report.ts";
import {
  HashedPages,
  siteScriptHashes,
  withPolicyRule,
} from "../../src/astro-engine/csp-integration.ts";
import { testFolder } from "../support/temp-folder.ts";

// sha256 of "alert(1)" in base64, computed independently: printf 'alert(1)' | openssl sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineScriptHashes", () => {
  it.each<[string, string, string[]]>([
    ["a plain inline script", "<script>alert(1)</script>", [ALERT_HASH]],
    ["a module script", '<script type="module">alert(1)</script>', [ALERT_HASH]],
    [
      "a script typed text/javascript",
      "<script type='text/javascript'>alert(1)</script>",
      [ALERT_HASH],
    ],
    ["an external script", '<script type="module" src="/_astro/a.js"></script>', []],
    ["structured data", '<script type="application/ld+json">{"a":1}</script>', []],
    ["an upper-case tag", "<SCRIPT>alert(1)</SCRIPT >", [ALERT_HASH]],
    ["no script", "<p>alert(1)</p>", []],
  ])("hashes %s", (_label, html, hashes) => {
    expect(inlineScriptHashes(`<html><body>${html}</body></html>`)).toEqual(hashes);
  });

  it("hashes a page read from disk as bytes as it hashes the page's text", () => {
    const page =
      "<p>मूल्य ₹1,200 — “quoted”</p><script data-x='à'>const label = 'बारकोड';</script>" +
      '<script type="application/ld+json">{"name":"स्कैनर"}</script><script>b()</script>';
    expect(inlineScriptHashes(Buffer.from(page))).toEqual(inlineScriptHashes(page));
    expect(inlineScriptHashes(Buffer.from(page))).toEqual([
      scriptHash("const label = 'बारकोड';"),
      scriptHash("b()"),
    ]);
  });

  it("hashes the exact text, whitespace and non-ASCII included", () => {
    const text = "\n  console.log('बारकोड');\n";
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([scriptHash(text)]);
    expect(scriptHash(text)).not.toBe(scriptHash(text.trim()));
  });
});

describe("siteScriptHashes", () => {
  it("collects each hash once from every page of the built site, in subfolders too", async () => {
    const dir = testFolder("csp");
    writeFileSync(join(dir, "index.html"), "<script>alert(1)</script><script>b()</script>");
    writeFileSync(join(mkdtempSync(join(dir, "blog-")), "post.html"), "<script>alert(1)</script>");
    writeFileSync(join(mkdtempSync(join(dir, "docs-")), "page.html"), "<script>c()</script>");
    writeFileSync(join(dir, "notes.txt"), "<script>ignored()</script>");
    expect([...(await siteScriptHashes(dir))].sort()).toEqual(
      [ALERT_HASH, scriptHash("b()"), scriptHash("c()")].sort(),
    );
  });

  it("takes the hashes of pages hashed where they were rendered, and reads only the others", async () => {
    const dir = testFolder("csp");
    const blog = mkdtempSync(join(dir, "blog-"));
    writeFileSync(join(dir, "index.html"), "<script>from.disk()</script>");
    // On disk with another script than recorded: a page that is known is not read again.
    writeFileSync(join(blog, "post.html"), "<script>never.read()</script>");
    const known = new HashedPages();
    known.record(join(blog.slice(dir.length + 1), "post.html"), [ALERT_HASH]);
    expect([...(await siteScriptHashes(dir, known))].sort()).toEqual(
      [ALERT_HASH, scriptHash("from.disk()")].sort(),
    );
    known.clear();
    expect([...(await siteScriptHashes(dir, known))].sort()).toEqual(
      [scriptHash("from.disk()"), scriptHash("never.read()")].sort(),
    );
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [ALERT_HASH, ALERT_HASH],
    siteUrl: "https://www.example.in",
    storageOrigin: "https://abc.supabase.co",
  });
  const directive = (name: string) =>
    policy.split("; ").find((part) => part.split(" ")[0] === name);

  it("lets scripts run from the site or by hash only", () => {
    expect(directive("script-src")).toBe(`script-src 'self' 'report-sample' ${ALERT_HASH}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it.each([
    ["default-src", "default-src 'self'"],
    ["object-src", "object-src 'none'"],
    ["base-uri", "base-uri 'self'"],
    ["frame-ancestors", "frame-ancestors 'none'"],
    ["form-action", "form-action 'self'"],
    ["img-src", "img-src 'self' data: blob: https://abc.supabase.co"],
    [
      "connect-src",
      "connect-src 'self' https://abc.supabase.co https://ipapi.co https://ipwho.is https://api.ipify.org",
    ],
    ["upgrade-insecure-requests", "upgrade-insecure-requests"],
    ["report-uri", "report-uri /api/csp-report"],
    ["report-to", "report-to csp-endpoint"],
  ])("has %s", (name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it("leaves out the storage origin and the upgrade on a local http site", () => {
    const local = contentSecurityPolicy({ scriptHashes: [], siteUrl: "http://localhost:8888" });
    expect(local).toContain(
      "connect-src 'self' https://ipapi.co https://ipwho.is https://api.ipify.org;",
    );
    expect(local).not.toContain("upgrade-insecure-requests");
  });

  it("reports to report-uri alone on a local http site (Chromium sends report-to only on https)", () => {
    const local = contentSecurityPolicy({ scriptHashes: [], siteUrl: "http://localhost:8888" });
    expect(local).toMatch(/; report-uri \/api\/csp-report$/);
    expect(local).not.toContain("report-to");
  });
});

describe("withPolicyRule", () => {
  it("keeps the rules of public/_headers and replaces an earlier build's policy", () => {
    const first = withPolicyRule("/downloads/*\n  X-Robots-Tag: noindex\n", "default-src 'self'");
    const second = withPolicyRule(first, "default-src 'none'");
    expect(second).toContain("X-Robots-Tag: noindex");
    expect(second).toContain("Content-Security-Policy: default-src 'none'");
    expect(second).not.toContain("default-src 'self'");
    expect(second.match(/Content-Security-Policy:/g)).toHaveLength(1);
  });

  it("writes a rule for every address, with the endpoint its reports go to", () => {
    const rule = withPolicyRule("", "default-src 'self'");
    expect(rule).toMatch(
      /^#[^\n]*\n\/\*\n {2}Content-Security-Policy: default-src 'self'\n {2}Reporting-Endpoints: csp-endpoint="\/api\/csp-report"\n#/,
    );
  });

  it("names in Reporting-Endpoints the group and address the policy reports to", () => {
    expect(REPORTING_ENDPOINTS).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
});
