// POST /api/search-report: the search results page counts a search, by its words only (no
// address, visitor id or cookie is kept), with how many products it showed; the admin dashboard
// reads the week's report (GET /api/admin/search-report).
import type { Config } from "@netlify/functions";
import { searchReportSchema } from "../../src/lib/search/search-report.ts";
import { assertSameOrigin } from "../../src/server/auth/guard.ts";
import { countSearch } from "../../src/server/catalogue/search-report.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { overVisitorDataLimit } from "../../src/server/tracking/rate-limits.ts";

export default functionApp([
  {
    pattern: "/api/search-report",
    methods: {
      POST: async (req, _params, context) => {
        assertSameOrigin(req);
        const sql = db();
        const limited = await overVisitorDataLimit(sql, context.ip, "searches");
        if (limited) return limited;
        const { query, found } = await readJsonBody(req, searchReportSchema);
        await countSearch(sql, query, found);
        return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
      },
    },
  },
]);

export const config: Config = {
  path: "/api/search-report",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
