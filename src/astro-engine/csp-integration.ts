// An Astro integration that writes the built site's `_headers` file (Netlify reads it from the
// publish folder, and so does `netlify dev`): the Content-Security-Policy with the hashes of the
// inline scripts this build's pages carry. The other security headers are fixed and live in
// netlify.toml; this one depends on the build, so the build writes it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { contentSecurityPolicy, inlineScriptHashes, REPORTING_ENDPOINTS } from "./csp.ts";

// Pages read at once: the reads overlap each other and the scanning (2 cores here).
const PARALLEL_READS = 8;

/**
 * The inline-script hashes of pages hashed where they were rendered: the build's prerendering
 * threads hold each page's bytes (src/astro-engine/parallel-prerender.ts), so the pass at the end
 * of the build reads only the pages they did not render (copied from the incremental cache, or
 * rendered on the main thread). Files are named relative to the output folder.
 */
export class HashedPages {
  readonly files = new Set<string>();
  readonly hashes = new Set<string>();

  record(file: string, hashes: Iterable<string>): void {
    this.files.add(file);
    for (const hash of hashes) this.hashes.add(hash);
  }

  clear(): void {
    this.files.clear();
    this.hashes.clear();
  }
}

/**
 * The hashes of every inline script of every HTML page under `dir`: those `known` holds, and those
 * of the other pages, read from disk.
 */
export async function siteScriptHashes(
  dir: string,
  known: HashedPages = new HashedPages(),
): Promise<Set<string>> {
  const hashes = new Set(known.hashes);
  const files = await readdir(dir, { recursive: true, encoding: "utf8" });
  const pages = files.filter((name) => name.endsWith(".html") && !known.files.has(name));
  let next = 0;
  const reader = async () => {
    while (next < pages.length) {
      const page = await readFile(join(dir, pages[next++]!));
      for (const hash of inlineScriptHashes(page)) hashes.add(hash);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, reader));
  return hashes;
}

const BEGIN =
  "# Content-Security-Policy, written by the build (src/astro-engine/csp-integration.ts)";
const END = "# End of the Content-Security-Policy written by the build";

/**
 * `existing` (the _headers file so far: a copy of public/_headers, or an earlier build's when the
 * folder is reused) with the policy rule in place of any rule an earlier build wrote. The rule
 * sends Reporting-Endpoints too, which defines where the policy's report-to sends violations.
 */
export function withPolicyRule(existing: string, policy: string): string {
  const start = existing.indexOf(BEGIN);
  const end = existing.indexOf(END);
  const kept =
    start >= 0 && end > start
      ? existing.slice(0, start) + existing.slice(end + END.length)
      : existing;
  const rule =
    `${BEGIN}\n/*\n  Content-Security-Policy: ${policy}\n` +
    `  Reporting-Endpoints: ${REPORTING_ENDPOINTS}\n${END}\n`;
  return `${kept.trim() ? `${kept.trim()}\n\n` : ""}${rule}`;
}

async function readOrEmpty(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch {
    return "";
  }
}

/**
 * The integration; `siteUrl` and `storageUrl` are SITE_URL and SUPABASE_URL at build time, and
 * `hashedPages` the pages hashed where they were rendered (cleared when a build starts).
 */
export function contentSecurityPolicyHeaders(options: {
  siteUrl: string;
  storageUrl?: string | undefined;
  hashedPages: HashedPages;
}): AstroIntegration {
  const { hashedPages } = options;
  return {
    name: "content-security-policy-headers",
    hooks: {
      "astro:build:start": () => hashedPages.clear(),
      "astro:build:done": async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const scriptHashes = await siteScriptHashes(outDir, hashedPages);
        const storageOrigin = options.storageUrl ? new URL(options.storageUrl).origin : undefined;
        const policy = contentSecurityPolicy({
          scriptHashes,
          siteUrl: options.siteUrl,
          storageOrigin,
        });
        const file = join(outDir, "_headers");
        await writeFile(file, withPolicyRule(await readOrEmpty(file), policy));
        logger.info(
          `_headers: Content-Security-Policy with ${scriptHashes.size} script hashes ` +
            `(${hashedPages.files.size} pages hashed where they were rendered)`,
        );
      },
    },
  };
}
