// Bench: the build's yardstick. A build's seconds say little on this shared machine,
// whose speed varies by a third from hour to hour; a plain Astro site of as many pages, each of
// our average page's bytes, built in the same run says how far our build is from Astro's own
// floor. The site is one `[page].astro` route whose getStaticPaths returns N pages of static
// HTML: no layout, no islands, no integrations, Astro's defaults but for the file names (as ours,
// `build.format: "file"`). It is built with the project's own astro, found in node_modules.
import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/** What the reference build measured. */
export interface ReferenceBuild {
  pages: number;
  seconds: number;
  /** The average bytes of its HTML files (our average page's, to a few bytes). */
  averagePageBytes: number;
}

// Every page number takes as many digits, so every page has exactly the same bytes.
const DIGITS = 6;
const OPENING = "<!DOCTYPE html>";
const top = (n: string) =>
  `<html lang="en"><head><meta charset="utf-8"><title>Page ${n}</title></head><body><main><h1>Page ${n}</h1>`;
const BOTTOM = "</main></body></html>";
const PARAGRAPH =
  "<p>A plain paragraph of the reference page: static text of the template, the same on every " +
  "page, as long as the catalogue's pages are in bytes.</p>";

/**
 * The markup between the heading and the end of the page, so that a rendered page (Astro adds
 * the doctype) has `bytes` bytes: whole paragraphs, then part of one more in a paragraph.
 */
export function referenceBody(bytes: number): string {
  const frame = OPENING.length + top("0".repeat(DIGITS)).length + BOTTOM.length;
  let room = Math.max(0, bytes - frame);
  const paragraphs = PARAGRAPH.repeat(Math.floor(room / PARAGRAPH.length));
  room -= paragraphs.length;
  // The rest: `<p>` + letters + `</p>`, or nothing when there is no room for the tags.
  const rest = room >= 7 ? `<p>${"x".repeat(room - 7)}</p>` : "";
  return paragraphs + rest;
}

/** The route's source: `pages` pages numbered from 1, each of `bytes` bytes once rendered. */
export function referencePage(pages: number, bytes: number): string {
  return [
    "---",
    "export function getStaticPaths() {",
    `  return Array.from({ length: ${pages} }, (_, i) => ({`,
    `    params: { page: String(i + 1).padStart(${DIGITS}, "0") },`,
    "  }));",
    "}",
    "const { page } = Astro.params;",
    "---",
    top("{page}") + referenceBody(bytes) + BOTTOM,
    "",
  ].join("\n");
}

const CONFIG = `import { defineConfig } from "astro/config";
export default defineConfig({ output: "static", build: { format: "file" } });
`;

function htmlFiles(dir: string): { count: number; bytes: number } {
  return readdirSync(dir).reduce(
    (sum, name) => {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) {
        const inner = htmlFiles(path);
        return { count: sum.count + inner.count, bytes: sum.bytes + inner.bytes };
      }
      return name.endsWith(".html") ? { count: sum.count + 1, bytes: sum.bytes + stat.size } : sum;
    },
    { count: 0, bytes: 0 },
  );
}

/** The count and average bytes of the HTML files under `dir` (a built site). */
export function averageHtmlBytes(dir: string): { pages: number; averagePageBytes: number } {
  const { count, bytes } = htmlFiles(dir);
  return { pages: count, averagePageBytes: count === 0 ? 0 : Math.round(bytes / count) };
}

// The project's astro: its command-line script, run with this Node (the system's may be older).
function astroCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("astro/package.json")), "bin", "astro.mjs");
}

function runBuild(cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [astroCli(), "build", "--silent"], {
      cwd,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on("error", fail);
    child.on("exit", (code, signal) =>
      code === 0
        ? done()
        : fail(
            new Error(`the reference site's build failed (${signal ?? code}): ${errors.trim()}`),
          ),
    );
  });
}

/**
 * Writes the plain site of `pages` pages of `bytes` bytes to a throwaway folder (its
 * node_modules a link to ours), builds it and measures it; the folder is removed after.
 */
export async function buildReferenceSite(pages: number, bytes: number): Promise<ReferenceBuild> {
  const root = mkdtempSync(join(tmpdir(), "bench-reference-"));
  try {
    symlinkSync(resolve("node_modules"), join(root, "node_modules"), "dir");
    writeFileSync(join(root, "package.json"), '{ "type": "module", "private": true }\n');
    writeFileSync(join(root, "astro.config.mjs"), CONFIG);
    mkdirSync(join(root, "src", "pages"), { recursive: true });
    writeFileSync(join(root, "src", "pages", "[page].astro"), referencePage(pages, bytes));
    const started = performance.now();
    await runBuild(root);
    const seconds = (performance.now() - started) / 1000;
    const built = averageHtmlBytes(join(root, "dist"));
    return {
      pages: built.pages,
      seconds: Math.round(seconds * 10) / 10,
      averagePageBytes: built.averagePageBytes,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
