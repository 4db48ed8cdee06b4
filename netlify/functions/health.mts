// GET /api/health: 200 when the database answers, 503 when it does not, with the release served
// (src/server/health/health.ts). On Netlify the release is the deploy's id; under npm start the
// standalone server passes the local release's name the same way.
import type { Config, Context } from "@netlify/functions";
import { db } from "../../src/server/db/client.ts";
import { healthResponse } from "../../src/server/health/health.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

export default functionApp([
  {
    pattern: "/api/health",
    methods: {
      GET: (_req: Request, _params: Record<string, string>, context: Context) =>
        healthResponse(db, (context as Partial<Context>).deploy?.id ?? null),
    },
  },
]);

export const config: Config = { path: "/api/health" };
