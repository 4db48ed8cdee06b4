// What a failed browser test leaves in the run's output, for whoever reads a CI log that is all
// they have: the page as the test last saw it (the accessibility snapshot of Playwright's error
// context) and the warnings and errors its servers logged.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Enough to see what a screen showed without drowning the rest of the log.
const MAX_TESTS = 5;
const MAX_SNAPSHOT_LINES = 60;
const MAX_SERVER_LINES = 30;

interface Suite {
  title: string;
  specs?: { title: string; tests: { projectName: string; results: Result[] }[] }[];
  suites?: Suite[];
}
interface Result {
  status: string;
  attachments?: { name: string; path?: string }[];
}

// The failed results of a Playwright JSON report: title and error-context file.
function failedResults(suites: Suite[]): { title: string; context: string | undefined }[] {
  const found: { title: string; context: string | undefined }[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === "passed" || result.status === "skipped") continue;
          const context = result.attachments?.find((a) => a.name === "error-context")?.path;
          found.push({ title: `[${test.projectName}] ${suite.title} › ${spec.title}`, context });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return found;
}

// The page's accessibility snapshot in an error-context file (its YAML block), from its main
// landmark when it has one, cut to its first lines.
function pageSnapshot(path: string | undefined): string {
  if (!path || !existsSync(path)) return "(no page snapshot)";
  const block = /```yaml\n([\s\S]*?)```/.exec(readFileSync(path, "utf8"));
  if (!block) return "(no page snapshot)";
  const all = block[1]!.split("\n").filter((line) => line.trim() !== "");
  // The page's main landmark when it has one: the header and menus above it say little.
  const main = all.findIndex((line) => /^\s*- main\b/.test(line));
  const lines = main < 0 ? all : all.slice(main);
  const shown = lines.slice(0, MAX_SNAPSHOT_LINES);
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
  return shown.join("\n");
}

// The servers' log lines at warn level or above, the last ones of each log.
function serverWarnings(logDir: string): string[] {
  if (!existsSync(logDir)) return [];
  return readdirSync(logDir).flatMap((file) => {
    const lines = readFileSync(join(logDir, file), "utf8")
      .split("\n")
      .filter((line) => /"level":"(warn|error|fatal)"/.test(line));
    return lines.slice(-MAX_SERVER_LINES).map((line) => `${file}: ${line}`);
  });
}

/** The text to print after a browser stage with failures, or "" when nothing failed. */
export function e2eFailureDetails(reportPath: string, serverLogDir: string): string {
  let suites: Suite[];
  try {
    suites = (JSON.parse(readFileSync(reportPath, "utf8")) as { suites: Suite[] }).suites;
  } catch {
    return "";
  }
  const failed = failedResults(suites);
  if (failed.length === 0) return "";
  const parts = failed
    .slice(0, MAX_TESTS)
    .map(({ title, context }) => `--- ${title}: the page it last saw\n${pageSnapshot(context)}`);
  if (failed.length > MAX_TESTS) parts.push(`(and ${failed.length - MAX_TESTS} more failed)`);
  const warnings = serverWarnings(serverLogDir);
  parts.push(
    `--- the servers' warnings and errors\n${warnings.length > 0 ? warnings.join("\n") : "(none)"}`,
  );
  return `\n=== e2e (Chromium): what the failed tests saw ===\n${parts.join("\n\n")}`;
}
