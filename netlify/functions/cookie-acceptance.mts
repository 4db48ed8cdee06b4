// POST /api/cookie-acceptance (document 1 §4, §7; document 3 §7.4): a consenting visitor's
// decision, recorded whenever the consent cookie that comes with it allows any optional category.
// The visitor data of document 1 §3 and the visitor id are kept only when it allows performance
// cookies; the address is kept as its network prefix only.
import type { Config } from "@netlify/functions";
import { allows } from "../../src/lib/consent/consent-record.ts";
import { cookieAcceptanceSchema } from "../../src/lib/consent/tracking-schemas.ts";
import { assertSameOrigin } from "../../src/server/auth/guard.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { addressPrefix } from "../../src/server/tracking/address-prefix.ts";
import { storableVisitorData } from "../../src/server/tracking/storable-visitor-data.ts";
import { overVisitorDataLimit } from "../../src/server/tracking/rate-limits.ts";
import { insertCookieAcceptance } from "../../src/server/tracking/visitor-records.ts";
import {
  requireSomeConsent,
  requireTrackingConsent,
} from "../../src/server/tracking/visitor-request.ts";

const VISITOR_DATA_REQUIRED = "Send the visitor data (userData) with performance consent";

export default functionApp([
  {
    pattern: "/api/cookie-acceptance",
    methods: {
      POST: async (req, _params, context) => {
        assertSameOrigin(req);
        const { consent } = requireSomeConsent(req);
        // With performance cookies the visitor data comes too, under the visitor's id.
        const tracking = allows(consent, "performance") ? requireTrackingConsent(req) : null;
        const sql = db();
        const limited = await overVisitorDataLimit(sql, context.ip, "acceptance");
        if (limited) return limited;
        const body = await readJsonBody(req, cookieAcceptanceSchema);
        if (tracking && !body.userData) {
          throw new HttpError(400, "invalid_request", VISITOR_DATA_REQUIRED, {
            userData: VISITOR_DATA_REQUIRED,
          });
        }
        const id = await insertCookieAcceptance(sql, {
          action: body.action,
          preferences: consent.preferences,
          userData:
            tracking && body.userData ? storableVisitorData(body.userData, context.geo) : null,
          visitorId: tracking?.visitorId ?? null,
          ipPrefix: tracking ? addressPrefix(context.ip) : null,
        });
        return privateJson({ success: true, id }, 201);
      },
    },
  },
]);

// A literal: Netlify reads the config from the source without running it. Netlify's own limit in
// front of ours (per address and site, a sliding minute); ours counts consent records per 10 minutes.
export const config: Config = {
  path: "/api/cookie-acceptance",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
