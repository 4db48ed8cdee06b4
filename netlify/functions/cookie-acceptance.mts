// POST /api/cookie-acceptance (document 1 §4, §7; document 3 §7.4): a consenting visitor's
// decision with the visitor data of document 1 §3. Stored only when the consent cookie that comes
// with it allows performance cookies; the address is kept as its network prefix only.
import type { Config } from "@netlify/functions";
import { cookieAcceptanceSchema } from "../../src/lib/consent/tracking-schemas.ts";
import { assertSameOrigin } from "../../src/server/auth/guard.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";
import { addressPrefix } from "../../src/server/tracking/address-prefix.ts";
import { storableVisitorData } from "../../src/server/tracking/storable-visitor-data.ts";
import { overVisitorDataLimit } from "../../src/server/tracking/rate-limits.ts";
import { insertCookieAcceptance } from "../../src/server/tracking/visitor-records.ts";
import { requireTrackingConsent } from "../../src/server/tracking/visitor-request.ts";

export default router([
  {
    pattern: "/api/cookie-acceptance",
    methods: {
      POST: async (req, _params, context) => {
        assertSameOrigin(req);
        const { visitorId, consent } = requireTrackingConsent(req);
        const sql = db();
        const limited = await overVisitorDataLimit(sql, context.ip, "acceptance");
        if (limited) return limited;
        const body = await readJsonBody(req, cookieAcceptanceSchema);
        const id = await insertCookieAcceptance(sql, {
          action: body.action,
          preferences: consent.preferences,
          userData: storableVisitorData(body.userData, context.geo),
          visitorId,
          ipPrefix: addressPrefix(context.ip),
        });
        return privateJson({ success: true, id }, 201);
      },
    },
  },
]);

export const config: Config = { path: "/api/cookie-acceptance" };
