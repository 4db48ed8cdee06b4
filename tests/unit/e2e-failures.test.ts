import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eFailureDetails } from "../../scripts/lib/e2e-failures.ts";

// A Playwright JSON report in the shape its json reporter writes, with one test of `status`.
function report(status: string, context: string | undefined) {
  const attachments = context ? [{ name: "error-context", path: context }] : [];
  return {
    suites: [
      {
        title: "admin.spec.ts",
        specs: [
          {
            title: "a product is deleted",
            tests: [{ projectName: "desktop", results: [{ status, attachments }] }],
          },
        ],
        suites: [],
      },
    ],
  };
}

const ERROR_CONTEXT = `# Test info

- Name: admin.spec.ts >> a product is deleted

# Error details

\`\`\`
Error: expect(locator).toHaveCount(expected) failed
\`\`\`

\`\`\`yaml
- navigation "Admin":
  - link "Dashboard"
- main:
  - alert: Failed to load products. Network error. Please try again.
  - row "E2E Label Printer 6c1894"
\`\`\`

# Test source

\`\`\`ts
  154 |   await dialog(page).getByRole("button", { name: "Delete" }).click();
\`\`\`
`;

describe("the browser stage's failure details", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "e2e-failures-"));
    mkdirSync(join(dir, "logs"));
    writeFileSync(
      join(dir, "logs", "e2e-server-9100.log"),
      [
        "Published (edit release, 0.4 s).",
        '{"level":"info","msg":"request","status":200}',
        '{"level":"error","msg":"request","status":500,"path":"/api/admin/products"}',
      ].join("\n"),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints what a failed test's page showed and the servers' errors", () => {
    const context = join(dir, "error-context.md");
    writeFileSync(context, ERROR_CONTEXT);
    writeFileSync(join(dir, "e2e.json"), JSON.stringify(report("failed", context)));
    const details = e2eFailureDetails(join(dir, "e2e.json"), join(dir, "logs"));
    expect(details).toContain("[desktop] admin.spec.ts › a product is deleted");
    expect(details).toContain(
      "  - alert: Failed to load products. Network error. Please try again.",
    );
    expect(details).not.toContain("Test source");
    expect(details).not.toContain("Dashboard");
    expect(details).toContain('e2e-server-9100.log: {"level":"error"');
    expect(details).not.toContain('"level":"info"');
  });

  it("says when a failed test left no page", () => {
    writeFileSync(join(dir, "e2e.json"), JSON.stringify(report("timedOut", undefined)));
    expect(e2eFailureDetails(join(dir, "e2e.json"), join(dir, "logs"))).toContain(
      "(no page snapshot)",
    );
  });

  it("prints nothing when every test passed or the report is missing", () => {
    writeFileSync(join(dir, "e2e.json"), JSON.stringify(report("passed", undefined)));
    expect(e2eFailureDetails(join(dir, "e2e.json"), join(dir, "logs"))).toBe("");
    expect(e2eFailureDetails(join(dir, "missing.json"), join(dir, "logs"))).toBe("");
  });
});
