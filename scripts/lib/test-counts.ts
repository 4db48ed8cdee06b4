// The counts of passed, failed and skipped tests in a stage's JSON report (vitest's or
// Playwright's), or null when the report is missing or unreadable.
import { readFileSync } from "node:fs";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

export function vitestCounts(path: string): Counts | null {
  const report = readJson(path) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  );
}

export function playwrightCounts(path: string): Counts | null {
  const report = readJson(path) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  return (
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    }
  );
}
