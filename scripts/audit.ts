// npm run audit: `npm audit --omit=dev` over the production dependencies. Fails (exit 1) on a high
// or critical advisory unless docs/decisions/0060-dependency-audit.md answers it by its GHSA id; exits 2 when the
// advisory service cannot be reached (the registry mirror of the build machines refuses it).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

interface Advisory {
  severity: string;
  via: (string | { url?: string; title?: string; severity?: string })[];
}

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: { vulnerabilities?: Record<string, Advisory>; message?: string; error?: unknown };
try {
  report = JSON.parse(result.stdout) as typeof report;
} catch {
  report = {};
}
if (!report.vulnerabilities) {
  const reason = report.message ?? result.stderr.trim().split("\n").pop() ?? "no report";
  console.log(`npm audit: not run (${reason})`);
  process.exit(2);
}

const answered = new Set(
  readFileSync("docs/decisions/0060-dependency-audit.md", "utf8").match(/GHSA(-[\w]{4}){3}/g),
);
const open: string[] = [];
for (const [name, advisory] of Object.entries(report.vulnerabilities)) {
  if (advisory.severity !== "high" && advisory.severity !== "critical") continue;
  for (const via of advisory.via) {
    if (typeof via === "string") continue; // reached through another package, listed itself
    const id = via.url?.match(/GHSA(-[\w]{4}){3}/)?.[0] ?? "no GHSA id";
    if (!answered.has(id)) open.push(`${name}: ${via.severity} ${id} ${via.title ?? ""}`);
  }
}
console.log(
  open.length
    ? `Unanswered advisories:\n  ${open.join("\n  ")}`
    : "npm audit: no unanswered high or critical advisory",
);
process.exit(open.length ? 1 : 0);
