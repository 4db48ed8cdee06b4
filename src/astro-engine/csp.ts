// The site's Content-Security-Policy. Scripts run only from the site itself or when their exact
// text is listed by hash: the build hashes every inline script its pages carry (Astro's island
// loaders, the small inline scripts it bundles, `is:inline` scripts), so no 'unsafe-inline' is
// needed for scripts. See docs/decisions/0056-content-security-policy.md for the choices made here.
import { createHash } from "node:crypto";
import { CSP_REPORT_PATH } from "../lib/csp-report.ts";
import { IP_LOOKUP_SERVICES } from "../lib/locations/ip-lookup-services.ts";

// The browser asks these IP-lookup services when the site cannot place the visitor (document 1 §4).
const IP_LOOKUP_ORIGINS = [...new Set(IP_LOOKUP_SERVICES.map(({ url }) => new URL(url).origin))];

// Script types the browser runs; any other type (application/ld+json) is data, not code.
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
// `d`: the match gives each group's offsets, so a script's text is hashed from the page's bytes.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/dgi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+))?`, "i").exec(
    attributes,
  );
  if (!match) return undefined;
  return (match[1] ?? "").replace(/^["']|["']$/g, "");
}

const sha256 = (bytes: Uint8Array | string) =>
  `'sha256-${createHash("sha256").update(bytes).digest("base64")}'`;

/** The CSP source of a script's exact text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return sha256(text);
}

/**
 * The hashes of the inline scripts of one page that the browser would run. A page's bytes (as a
 * build's threads hold them, or as read from disk) are scanned as they are: viewed as latin1 (one
 * character a byte, no decoding), the pattern's offsets are byte offsets, and a script's UTF-8
 * bytes are hashed as they are. Only ASCII characters take part in the pattern, so it matches
 * where it would in the decoded text; at 20,000 products a build hashes ~2 GB of pages, and UTF-8
 * decoding was most of that time.
 */
export function inlineScriptHashes(page: string | Buffer): string[] {
  const bytes = typeof page === "string" ? Buffer.from(page) : page;
  const hashes: string[] = [];
  for (const match of bytes.toString("latin1").matchAll(SCRIPT)) {
    const [attributesStart, attributesEnd] = match.indices![1]!;
    const [textStart, textEnd] = match.indices![2]!;
    const attributes = bytes.toString("utf8", attributesStart, attributesEnd);
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (RUNNABLE_TYPES.has(type)) hashes.push(sha256(bytes.subarray(textStart, textEnd)));
  }
  return hashes;
}

/** The Reporting API's name for that address: the policy's report-to names it. */
export const CSP_REPORT_GROUP = "csp-endpoint";
/**
 * The Reporting-Endpoints header that defines CSP_REPORT_GROUP, sent with the policy. A relative
 * address is resolved against the page's, so every deploy and the local sites report to themselves.
 */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** What the policy depends on: the build's script hashes, the site and the storage origins. */
export interface PolicyOptions {
  scriptHashes: Iterable<string>;
  /** The site's own URL (SITE_URL): on https, stray http:// subresources are upgraded. */
  siteUrl: string;
  /** Supabase's origin when set: product images are read and uploads sent there. */
  storageOrigin?: string | undefined;
}

/**
 * The Content-Security-Policy of every page. Styles allow 'unsafe-inline': Astro inlines small
 * stylesheets per page and islands set style attributes, and CSS cannot run script; the script
 * policy is what stops injected markup from running.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const storage = options.storageOrigin ? [options.storageOrigin] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'report-sample': a violation report quotes the start of the script it blocked.
    ["script-src", "'self'", "'report-sample'", ...[...new Set(options.scriptHashes)].sort()],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...storage],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...storage, ...IP_LOOKUP_ORIGINS],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  const https = new URL(options.siteUrl).protocol === "https:";
  if (https) directives.push(["upgrade-insecure-requests"]);
  // Violations are reported: report-uri, and on https report-to (with REPORTING_ENDPOINTS), which
  // browsers with the Reporting API use instead. Chromium takes no Reporting-Endpoints from an
  // http page yet drops report-uri when report-to is there, so an http site names report-uri only.
  directives.push(["report-uri", CSP_REPORT_PATH]);
  if (https) directives.push(["report-to", CSP_REPORT_GROUP]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
