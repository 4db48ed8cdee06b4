// POST /api/csp-report: where browsers report what the pages' Content-Security-Policy blocked (its
// report-uri and report-to, src/astro-engine/csp.ts). Open to anyone, as browsers send reports
// without credentials: a body that is a report counts against its address's limit, each blocked
// resource has its own small budget; 16 KB a body, stored and logged.
import type { Config } from "@netlify/functions";
import { db } from "../../src/server/db/client.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { CSP_REPORT_PATH } from "../../src/lib/csp-report.ts";
import { readCspReport } from "../../src/server/security/csp-report-body.ts";
import {
  overCspReportLimit,
  recordCspViolations,
  withinResourceBudgets,
} from "../../src/server/security/csp-reports.ts";

export default functionApp([
  {
    pattern: CSP_REPORT_PATH,
    methods: {
      POST: async (req, _params, context) => {
        const sql = db();
        // Read first: a body that is not a report is refused (4xx) without counting.
        const violations = await readCspReport(req);
        if (violations.length > 0) {
          const limited = await overCspReportLimit(sql, context.ip);
          if (limited) return limited;
          await recordCspViolations(sql, await withinResourceBudgets(sql, violations));
        }
        return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
      },
    },
  },
]);

// A literal: Netlify reads the config from the source without running it.
export const config: Config = {
  path: "/api/csp-report",
  // Netlify's own limit in front of ours (per address and site, a sliding minute).
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
